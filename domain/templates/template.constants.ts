import { EventRecipient as EventRecipientCode, OrderRecipient as OrderRecipientCode, RECIPIENT_NAMES, type RecipientCode } from '../notifications/triggers';
/**
 * Codes of the template centre (spec part 1 sections 3, 6 and 9): order-type kinds, approvals,
 * pick-up time limits, SLA time nodes, timeout units, notification recipients, event switches and
 * event overdue stages.
 */

export const TemplateKind = { internal: 'internal', external: 'external' } as const;
export type TemplateKindValue = (typeof TemplateKind)[keyof typeof TemplateKind];
export const TEMPLATE_KINDS = Object.values(TemplateKind) as TemplateKindValue[];
export const TEMPLATE_KIND_NAMES: Record<TemplateKindValue, string> = { internal: '内部工单', external: '外部工单' };

/** What every enterprise starts with: an external and an internal order type and an event template. */
export const DEFAULT_TEMPLATE_NAMES = { external: '默认工单', internal: '内部工单', event: '默认事件' } as const;

/** The approvals an order type may require, in the order of the order's life (approval types 1 to 4). */
export const APPROVAL_NAMES = { create: '创建审批', complete: '完成审批', receipt: '回执审批', collection: '收款审批' } as const;
export type ApprovalKey = keyof typeof APPROVAL_NAMES;

/** Pick-up time limit options (spec part 1 section 9): the order must be picked up before this step. */
export const PICK_UP_LIMIT_NAMES = {
  1: '验收完成前',
  2: '派单前',
  3: '接单前',
  4: '预约前',
  5: '开始服务前',
  6: '结束服务前',
  7: '回执前',
  8: '收款前',
  9: '对账前',
} as const;
export type PickUpLimitOption = keyof typeof PICK_UP_LIMIT_NAMES;
export const PICK_UP_LIMIT_OPTIONS = Object.keys(PICK_UP_LIMIT_NAMES).map(Number) as PickUpLimitOption[];

export const TimeoutUnit = { minute: 1, hour: 2, day: 3 } as const;
export type TimeoutUnitValue = (typeof TimeoutUnit)[keyof typeof TimeoutUnit];
export const TIMEOUT_UNITS = Object.values(TimeoutUnit) as TimeoutUnitValue[];
export const TIMEOUT_UNIT_NAMES: Record<TimeoutUnitValue, string> = { 1: '分钟', 2: '小时', 3: '天' };
export const TIMEOUT_UNIT_MINUTES: Record<TimeoutUnitValue, number> = { 1: 1, 2: 60, 3: 1440 };

/** Order time nodes 0 to 13: an SLA rule counts its timeout from one of them. */
export const ORDER_TIME_NODE_NAMES = {
  0: '创建',
  1: '受理',
  2: '指派',
  3: '派单',
  4: '接单',
  5: '预约',
  6: '开始服务',
  7: '完成服务',
  8: '回执',
  9: '收款',
  10: '取消',
  11: '异常申请',
  12: '客户签字',
  13: '评价',
} as const;
export type OrderTimeNode = keyof typeof ORDER_TIME_NODE_NAMES;
export const ORDER_TIME_NODES = Object.keys(ORDER_TIME_NODE_NAMES).map(Number) as OrderTimeNode[];

/** Who an SLA or timeout notice goes to: the notification recipients of spec part 1 section 6, named once in domain/notifications. */
export const ORDER_RECIPIENTS = Object.values(OrderRecipientCode);
export type OrderRecipient = (typeof ORDER_RECIPIENTS)[number];
export const ORDER_RECIPIENT_NAMES = namesOf(ORDER_RECIPIENTS);

export const EVENT_RECIPIENTS = Object.values(EventRecipientCode);
export type EventRecipient = (typeof EVENT_RECIPIENTS)[number];
export const EVENT_RECIPIENT_NAMES = namesOf(EVENT_RECIPIENTS);

function namesOf<C extends RecipientCode>(codes: C[]): Record<C, string> {
  return Object.fromEntries(codes.map((code) => [code, RECIPIENT_NAMES[code]])) as Record<C, string>;
}

/** Event form switches: whether the event form shows the service item, the priority and the customer. */
export const EVENT_SWITCH_NAMES = {
  is_enable_serviceitem: '服务项目',
  is_enable_priority: '优先级',
  is_enable_customer: '客户',
} as const;
export type EventSwitch = keyof typeof EVENT_SWITCH_NAMES;

/**
 * Event overdue stages 1 to 5. The spec gives no labels; an event can overrun only in a state that
 * is not final, and there are five of those (event states 1 to 5), so stage n is the time spent in
 * state n.
 */
export const EVENT_STAGE_NAMES = { 1: '待分配', 2: '待处理', 3: '处理中', 4: '已升级', 5: '已暂停' } as const;
export type EventStage = keyof typeof EVENT_STAGE_NAMES;
export const EVENT_STAGES = Object.keys(EVENT_STAGE_NAMES).map(Number) as EventStage[];

/** Default dispatch of new orders of a type: nobody, one person, or a service group. */
export const DispatchMode = { none: 'none', user: 'user', group: 'group' } as const;
export type DispatchModeValue = (typeof DispatchMode)[keyof typeof DispatchMode];
export const DISPATCH_MODES = Object.values(DispatchMode) as DispatchModeValue[];

/** Whose form a recycled field came from. */
export const FormOwnerKind = { orderType: 'order_type', eventTemplate: 'event_template', detailForm: 'detail_form' } as const;
export type FormOwnerKindValue = (typeof FormOwnerKind)[keyof typeof FormOwnerKind];
