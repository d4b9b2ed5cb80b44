import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import { commaIdsSchema } from '../users/users.schemas';
import type { PlanOpValue } from './cycle-plan.machine';
import { CYCLE_UNITS, MAX_PLAN_CUSTOMERS, PLAN_STATES, PlanState, type CycleUnitValue, type PlanStateValue } from './cycle-plans.constants';

const id = z.coerce.number({ error: 'id 须为正整数' }).int('id 须为正整数').positive('id 须为正整数');
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const DATE_RULE = '日期格式须为 YYYY-MM-DD';
const realDate = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const dateText = (required: string) => z.string({ error: required }).regex(/^\d{4}-\d{2}-\d{2}$/, DATE_RULE).refine(realDate, '日期不存在');

/** POST /customer/cycleorder/save: a plan that makes an order of one type for each of its customers on every occurrence. */
export const SaveCyclePlanSchema = z
  .object({
    id: id.optional(),
    name: z.string({ error: '请输入计划名称' }).trim().min(1, '请输入计划名称').max(50, '计划名称最多50个字'),
    templateId: z.number({ error: '请选择工单类型' }).int('请选择工单类型').positive('请选择工单类型'),
    title: z.string({ error: '请输入工单标题' }).trim().min(1, '请输入工单标题').max(50, '工单标题最多50个字'),
    description: z.string({ error: '描述须为文本' }).trim().max(2000, '描述最多2000个字').default(''),
    customerIds: z
      .array(id, { error: '请选择客户' })
      .min(1, '请选择客户')
      .max(MAX_PLAN_CUSTOMERS, `一个计划最多${MAX_PLAN_CUSTOMERS}个客户`)
      .transform((ids) => [...new Set(ids)]),
    cycleUnit: z.literal(CYCLE_UNITS, { error: 'cycleUnit 只能是 1 天、2 周、3 月、4 年' }),
    cycleEvery: z.number({ error: '请输入周期' }).int('周期须为整数').min(1, '周期至少为1').max(366, '周期最多366'),
    startDate: dateText('请选择开始日期'),
    endDate: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.union([z.null(), dateText('结束日期格式不正确')])),
    /** Days before each occurrence that the follow-up people are reminded (0: no reminder). */
    remindDays: z.number({ error: '提醒天数须为整数' }).int('提醒天数须为整数').min(0, '提醒天数不能小于0').max(60, '提醒天数最多60').default(0),
    remindUserIds: z.array(id, { error: '提醒人格式不正确' }).max(20, '提醒人最多20个').default([]),
  })
  .refine((p) => p.endDate === null || p.endDate >= p.startDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });
export type SaveCyclePlanInput = z.infer<typeof SaveCyclePlanSchema>;

export const CyclePlanFilterSchema = z.object({
  keyword: optionalParam(z.string().trim().max(50, 'keyword 最多50个字')),
  customerId: optionalParam(id),
  state: optionalParam(z.coerce.number().pipe(z.literal(PLAN_STATES, { error: 'state 只能是 1、2、3' }))),
});
export type CyclePlanFilter = z.infer<typeof CyclePlanFilterSchema>;
export const CyclePlanListQuerySchema = CyclePlanFilterSchema.extend(PagingSchema.shape);
export const CyclePlanIdQuerySchema = z.object({ id });

/**
 * GET /customer/cycleordertmpl/detail?id=<order type>: the order type as a plan's orders take it —
 * whether the caller may write plans of it (the orders are made in the writer's name and role),
 * and the form's fields; none is required, since periodic orders skip the required controls.
 */
export interface CycleOrderTemplate {
  id: number;
  name: string;
  kind: string;
  creatable: boolean;
  /** Why the caller may not write plans of this type (null when creatable). */
  refusal: string | null;
  fields: { key: string; title: string; type: number; required: false }[];
}
export const DeleteCyclePlansQuerySchema = z.object({ ids: commaIdsSchema(100) });

/** POST /customer/cycleorder/state: pause a running plan or run a paused one again. */
export const ChangePlanStateSchema = z.object({
  id,
  state: z.literal([PlanState.running, PlanState.paused], { error: 'state 只能是 1 执行、2 暂停' }),
});
export type ChangePlanStateInput = z.infer<typeof ChangePlanStateSchema>;

/** POST /customer/cycleorder/sendSms: SMS marketing to the plan's customers (/cyclePlan/SMSmarketing/{id}). */
export const PlanSmsSchema = z.object({
  id,
  /** Empty: every customer of the plan. */
  customerIds: z.array(id, { error: '客户格式不正确' }).max(MAX_PLAN_CUSTOMERS).default([]),
  content: z.string({ error: '请输入短信内容' }).trim().min(1, '请输入短信内容').max(300, '短信内容最多300个字'),
});
export type PlanSmsInput = z.infer<typeof PlanSmsSchema>;

/** GET /customer/reminder/plan/customer/list: customers of plans whose reminder is due (/followRemind). */
export const FollowFilterSchema = z.object({
  keyword: optionalParam(z.string().trim().max(50, 'keyword 最多50个字')),
  /** 0 waiting for a follow-up, 1 followed up for the coming occurrence. */
  followed: optionalParam(z.coerce.number().pipe(z.literal([0, 1], { error: 'followed 只能是 0 或 1' }))),
});
export type FollowFilter = z.infer<typeof FollowFilterSchema>;
export const FollowListQuerySchema = FollowFilterSchema.extend(PagingSchema.shape);

/** POST /customer/reminder/plan/edit: the follow-up of one customer for the plan's coming occurrence. */
export const FollowEditSchema = z.object({
  planId: id,
  customerId: id,
  note: z.string({ error: '请输入跟进记录' }).trim().min(1, '请输入跟进记录').max(500, '跟进记录最多500个字'),
});
export type FollowEditInput = z.infer<typeof FollowEditSchema>;

export interface NamedRef {
  id: number;
  name: string;
}

export interface CyclePlanRow {
  id: number;
  name: string;
  template: NamedRef | null;
  title: string;
  description: string;
  cycleUnit: CycleUnitValue;
  cycleEvery: number;
  startDate: string;
  endDate: string | null;
  nextDueDate: string | null;
  lastDueDate: string | null;
  state: PlanStateValue;
  remindDays: number;
  remindUsers: NamedRef[];
  customers: NamedRef[];
  generatedCount: number;
  createdBy: NamedRef | null;
  createTime: string;
}

/** A plan as its detail shows it: the orders it made, its coming dates, what the caller may do to it now. */
export interface CyclePlanDetail extends CyclePlanRow {
  runs: PlanRunRow[];
  /** The next occurrences of a running plan. */
  upcoming: string[];
  /** The operations the caller may run now (domain/cycle-plans/cycle-plan.machine). */
  operations: PlanOpValue[];
}

/** One order an occurrence made for one customer (or why it could not). */
export interface PlanRunRow {
  id: number;
  dueDate: string;
  customer: NamedRef | null;
  orderId: number | null;
  orderNo: string | null;
  error: string | null;
  createTime: string;
}

export interface PlanSmsResult {
  sent: number;
  /** Customers left out: no contact phone. */
  skipped: NamedRef[];
}

export interface FollowRow {
  planId: number;
  planName: string;
  customerId: number;
  customerName: string;
  contactName: string;
  contactPhone: string;
  nextDueDate: string;
  daysLeft: number;
  remindUsers: NamedRef[];
  followed: boolean;
  followNote: string | null;
  followTime: string | null;
  followedBy: NamedRef | null;
}
