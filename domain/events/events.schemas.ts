import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import { clientTime } from '../format/client-time';
import { commaIdsSchema } from '../users/users.schemas';
import {
  EVENT_PRIORITIES,
  EVENT_SOURCES,
  EVENT_STATES,
  type EventFlags,
  type EventOpValue,
  type EventPriority,
  type EventSourceValue,
  type EventStateValue,
} from './events.constants';

const id = z.coerce.number({ error: 'id 须为正整数' }).int('id 须为正整数').positive('id 须为正整数');
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional());
const text = (label: string, max: number) => z.string({ error: `${label}须为文本` }).trim().max(max, `${label}最多${max}个字`);
const optionalText = (label: string, max: number) => z.preprocess((v) => (v === null ? undefined : v), text(label, max).optional());
const remark = optionalText('备注', 200);

/** The customer part of an event: picked (customerId) or typed at the counter; the picked one wins. */
const customerFields = {
  customerId: optionalId,
  custom_name: optionalText('客户名称', 50),
  custom_linkperson: optionalText('联系人', 30),
  custom_phone: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.string({ error: '联系电话须为文本' }).trim().regex(/^[\d+\-() ]{5,20}$/, '联系电话格式不正确').optional(),
  ),
  custom_detail_addr: optionalText('详细地址', 100),
  map_name: optionalText('服务地址', 100),
};

/** POST /v2/event/add: a new event, optionally dispatched at once (owner given). */
export const CreateEventSchema = z.object({
  templateId: optionalId,
  title: text('事件标题', 50).min(1, '请输入事件标题'),
  description: optionalText('事件描述', 2000),
  source: z.literal(EVENT_SOURCES, { error: `事件来源只能是 1 到 ${EVENT_SOURCES.length}` }).default(1),
  ...customerFields,
  customerProductId: optionalId,
  customerProductName: optionalText('产品名称', 100),
  productId: optionalId,
  belongCallRecordId: optionalId,
  /** The online chat session the event is made from (source 7): the session must be one the creator sees; the event's history says so. */
  chatSessionId: optionalId,
  /** The scanned product QR code (source 5). */
  qrCode: optionalText('二维码', 100),
  priority: z.coerce.number().pipe(z.literal(EVENT_PRIORITIES, { error: '优先级只能是 1 到 3' })).default(1),
  serviceItemId: optionalId,
  labelIds: z.array(id).max(20, '标签最多20个').default([]),
  /** Values of the template's custom fields, by field key. */
  values: z.record(z.string(), z.unknown()).default({}),
  ownerId: optionalId,
  collaboratorIds: z.array(id).max(20, '协同人最多20个').default([]),
  /** The event this one copies (/Myevent/copyeventDetail): both histories say so. */
  copiedFromId: optionalId,
});
export type CreateEventInput = z.infer<typeof CreateEventSchema>;

export const EventIdSchema = z.object({ id });
export const EventIdQuerySchema = z.object({ id });
/** claim, start, pause, resume, complete, close, return escalation: the event and an optional remark. */
export const OperateEventSchema = z.object({ id, remark });
export const DispatchEventSchema = z.object({ id, ownerId: id, collaboratorIds: z.array(id).max(20, '协同人最多20个').default([]), remark });
export type DispatchEventInput = z.infer<typeof DispatchEventSchema>;
export const EscalateEventSchema = z.object({ id, userId: id, remark });
export const CopyEventSchema = z.object({ id });
export const DeleteEventsQuerySchema = z.object({ ids: commaIdsSchema(200) });

// Arrays too: an export job re-reads the filter it stored.
const ids = z.preprocess((v) => (Array.isArray(v) ? v.join(',') : v), commaIdsSchema(100));
const codes = (allowed: readonly number[], label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : String(v)),
    z
      .string()
      .transform((s) => s.split(',').map((p) => p.trim()).filter(Boolean).map(Number))
      .pipe(z.array(z.number().refine((n) => allowed.includes(n), `${label}取值无效`))),
  );
const time = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  clientTime('时间格式不正确').optional(),
);

/** Which list: all events, the caller's, waiting for dispatch, the shelter (to be claimed). */
export const EventScope = { all: 'all', mine: 'mine', undelivered: 'undelivered', shelter: 'shelter' } as const;
export type EventScopeValue = (typeof EventScope)[keyof typeof EventScope];

/** The time ranges of the filter: create, dispatch, upgrade, start, closed, complete. */
export const EVENT_TIME_RANGES = ['createTime', 'dispatchTime', 'upgradeTime', 'startTime', 'closedTime', 'completeTime'] as const;
export type EventTimeRange = (typeof EVENT_TIME_RANGES)[number];

/** The event filter fields of spec part 1 section 3, with the flag filters of the badge calls. */
export const EventFilterSchema = z.object({
  scope: z.enum(EventScope, { error: 'scope 只能是 all, mine, undelivered, shelter' }).default('all'),
  keyword: optionalText('关键词', 50),
  event_states: codes(EVENT_STATES, '事件状态'),
  custom_name: optionalText('客户名称', 50),
  custom_linkperson: optionalText('联系人', 30),
  custom_phone: optionalText('联系电话', 20),
  custom_detail_addr: optionalText('详细地址', 100),
  map_name: optionalText('服务地址', 100),
  customerId: optionalId,
  fk_t_ep_event_tmpl_id: optionalId,
  event_label: ids,
  fk_t_create_user_id: ids,
  fk_t_dispatch_user_id: ids,
  fk_t_principal_user_id: ids,
  fk_t_upgrade_user_id: ids,
  fk_t_to_upgrade_user_id: ids,
  fk_t_start_user_id: ids,
  fk_t_closed_user_id: ids,
  fk_t_complete_user_id: ids,
  priority: codes(EVENT_PRIORITIES, '优先级'),
  eventDue: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().pipe(z.literal([0, 1], { error: 'eventDue 只能是 0 或 1' })).optional()),
  service_id: optionalId,
  processStates: codes([0, 1, 2], 'processStates'),
  dispatch_state: codes([0, 1], 'dispatch_state'),
  close_state: codes([0, 1], 'close_state'),
  pause_state: codes([0, 1], 'pause_state'),
  upgrade_state: codes([0, 1], 'upgrade_state'),
  /** 1 newest first (default), 2 oldest first. */
  sortType: z.preprocess((v) => (v === '' || v == null ? undefined : v), z.coerce.number().pipe(z.literal([1, 2], { error: 'sortType 只能是 1 或 2' })).default(1)),
  createTimeStart: time,
  createTimeEnd: time,
  dispatchTimeStart: time,
  dispatchTimeEnd: time,
  upgradeTimeStart: time,
  upgradeTimeEnd: time,
  startTimeStart: time,
  startTimeEnd: time,
  closedTimeStart: time,
  closedTimeEnd: time,
  completeTimeStart: time,
  completeTimeEnd: time,
});
export type EventFilter = z.infer<typeof EventFilterSchema>;
export const EventListQuerySchema = PagingSchema.extend(EventFilterSchema.shape);
/** POST /v2/event/export: the list's filter and the file format. */
export const ExportEventsSchema = EventFilterSchema.extend({ format: z.enum(['xlsx', 'csv'], { error: 'format 只能是 xlsx 或 csv' }).default('xlsx') });

export interface Person {
  id: number;
  name: string;
}

/** A row of /v2/event/getAllEventList. */
export interface EventRow extends EventFlags {
  id: number;
  code: string;
  title: string;
  state: EventStateValue;
  stateName: string;
  source: EventSourceValue;
  template: Person | null;
  customerId: number | null;
  custom_name: string;
  custom_linkperson: string;
  custom_phone: string;
  custom_detail_addr: string;
  map_name: string;
  customerProductId: number | null;
  customerProductName: string;
  priority: EventPriority;
  serviceItem: Person | null;
  labels: Person[];
  creator: Person | null;
  dispatchUser: Person | null;
  principal: Person | null;
  collaborators: Person[];
  upgradeUser: Person | null;
  toUpgradeUser: Person | null;
  overdue: boolean;
  orderId: number | null;
  createTime: string;
  dispatchTime: string | null;
  upgradeTime: string | null;
  startTime: string | null;
  closedTime: string | null;
  completeTime: string | null;
}

/** GET /v2/event/detailed: the row, its description and form, and what the caller may do now. */
export interface EventDetail extends EventRow {
  description: string;
  values: Record<string, unknown>;
  form: unknown;
  qrCode: string;
  belongCallRecordId: number | null;
  productId: number | null;
  /** The operations the caller may run now (domain/events/event.machine). */
  operations: EventOpValue[];
  order: { id: number; code: string; stateName: string } | null;
}

/** One line of GET /v2/event/process/messageList. */
export interface EventMessage {
  id: number;
  op: EventOpValue;
  opName: string;
  content: string;
  user: Person | null;
  createTime: string;
}

/** DELETE /v2/event/del: what went and what was refused, with the reason. */
export interface DeleteEventsResult {
  deleted: number[];
  refused: { id: number; reason: string }[];
}
