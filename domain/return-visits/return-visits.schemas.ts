import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import type { VisitOpValue } from './visit-task.machine';
import {
  INTERVAL_UNITS,
  QuestionKind,
  SUPPORTED_VISIT_TYPES,
  VISIT_STATES,
  VisitState,
  VisitType,
  type IntervalUnitValue,
  type QuestionKindValue,
  type VisitStateValue,
  type VisitTypeValue,
} from './return-visits.constants';

const id = z.coerce.number({ error: 'id 须为正整数' }).int('id 须为正整数').positive('id 须为正整数');
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const QuestionSchema = z.object({
  title: z.string({ error: '请输入问题' }).trim().min(1, '请输入问题').max(100, '问题最多100个字'),
  kind: z.literal([QuestionKind.score, QuestionKind.text], { error: '问题类型只能是 1 评分、2 文字' }),
});
export type Question = z.infer<typeof QuestionSchema>;

/** POST /v2/returnvisitPlan/save (/returnVisitPlan/edit/{id}). */
export const SaveVisitPlanSchema = z.object({
  id: id.optional(),
  name: z.string({ error: '请输入计划名称' }).trim().min(1, '请输入计划名称').max(50, '计划名称最多50个字'),
  visitType: z.literal(SUPPORTED_VISIT_TYPES, { error: 'visitType 只能是 1 工单回访、6 事件回访、53 返修单回访' }),
  templateIds: z.array(id, { error: '工单类型格式不正确' }).max(50).default([]),
  delayValue: z.number({ error: '请输入回访时间' }).int('回访时间须为整数').min(0, '回访时间不能小于0').max(1000, '回访时间最多1000'),
  delayUnit: z.literal(INTERVAL_UNITS, { error: 'delayUnit 只能是 1 分钟、2 小时、3 天、4 月' }),
  assigneeIds: z.array(id, { error: '回访人格式不正确' }).max(50, '回访人最多50个').default([]),
  questions: z.array(QuestionSchema, { error: '问题格式不正确' }).max(20, '问题最多20个').default([]),
  smsTemplate: z.string({ error: '短信模板须为文本' }).trim().max(300, '短信模板最多300个字').default(''),
  enabled: z.boolean({ error: 'enabled 须为布尔值' }).default(true),
});
export type SaveVisitPlanInput = z.infer<typeof SaveVisitPlanSchema>;

export const VisitTaskFilterSchema = z.object({
  keyword: optionalParam(z.string().trim().max(50, 'keyword 最多50个字')),
  state: optionalParam(z.coerce.number().pipe(z.literal(VISIT_STATES, { error: 'state 只能是 1、2、3' }))),
  planId: optionalParam(id),
  visitType: optionalParam(z.coerce.number().pipe(z.literal(SUPPORTED_VISIT_TYPES, { error: 'visitType 只能是 1 工单、6 事件、53 维修单' }))),
  targetId: optionalParam(id),
  customerId: optionalParam(id),
});
export type VisitTaskFilter = z.infer<typeof VisitTaskFilterSchema>;
export const VisitTaskListQuerySchema = VisitTaskFilterSchema.extend(PagingSchema.shape);
export const IdQuerySchema = z.object({ id });

/** POST /v2/order/visitUserGrab: return-visit support takes pending tasks given to nobody (the pool). */
export const GrabVisitsSchema = z.object({ ids: z.array(id, { error: '请选择回访任务' }).min(1, '请选择回访任务').max(100, '一次最多领取100个回访任务') });
export type GrabVisitsInput = z.infer<typeof GrabVisitsSchema>;

/** Which tasks were taken, and why the others were not. */
export interface GrabVisitsResult {
  done: number[];
  refused: { id: number; message: string }[];
}
/** GET /v2/returnvisitTask/visitOrderDetail: the visited record and its kind (an order unless told). */
export const VisitTargetQuerySchema = z.object({ id, visitType: VisitTaskFilterSchema.shape.visitType.transform((v) => v ?? VisitType.order) });
export const ReportQuerySchema = z.object({ id, visitType: optionalParam(z.coerce.number()) });

/** POST /v2/returnvisitTask/submit: the outcome (2 failed, 3 passed), the answers in question order, a remark. */
export const SubmitVisitSchema = z
  .object({
    id,
    state: z.literal([VisitState.failed, VisitState.passed], { error: 'state 只能是 2 回访失败、3 回访通过' }),
    answers: z.array(z.union([z.number().int().min(1, '评分为1到5').max(5, '评分为1到5'), z.string().trim().max(500, '回答最多500个字'), z.null()]), { error: '回答格式不正确' }).max(20).default([]),
    remark: z.string({ error: '备注须为文本' }).trim().max(500, '备注最多500个字').default(''),
  })
  .refine((v) => v.state !== VisitState.failed || v.remark.length > 0, { message: '请填写回访失败原因', path: ['remark'] });
export type SubmitVisitInput = z.infer<typeof SubmitVisitSchema>;

/** POST /v2/returnvisitTask/sendSms: the plan's SMS template unless a text is given. */
export const VisitSmsSchema = z.object({
  id,
  content: z.string({ error: '短信内容须为文本' }).trim().max(300, '短信内容最多300个字').default(''),
});
export type VisitSmsInput = z.infer<typeof VisitSmsSchema>;

export interface NamedRef {
  id: number;
  name: string;
}

export interface VisitPlanRow {
  id: number;
  name: string;
  visitType: VisitTypeValue;
  templates: NamedRef[];
  delayValue: number;
  delayUnit: IntervalUnitValue;
  assignees: NamedRef[];
  questions: { title: string; kind: QuestionKindValue }[];
  smsTemplate: string;
  enabled: boolean;
  createTime: string;
}

export interface VisitTaskRow {
  id: number;
  plan: NamedRef | null;
  visitType: VisitTypeValue;
  targetId: number;
  targetNo: string;
  targetTitle: string;
  finishTime: string;
  ownerName: string | null;
  customerId: number;
  customerName: string;
  contactName: string;
  contactPhone: string;
  assignee: NamedRef | null;
  state: VisitStateValue;
  dueTime: string;
  remark: string;
  submittedBy: NamedRef | null;
  submitTime: string | null;
  smsCount: number;
}

export interface VisitTaskDetail extends VisitTaskRow {
  questions: { title: string; kind: QuestionKindValue }[];
  answers: (number | string | null)[];
  /** The operations the caller may run now (domain/return-visits/visit-task.machine). */
  operations: VisitOpValue[];
}

export interface VisitReport {
  plan: NamedRef;
  total: number;
  byState: Record<VisitStateValue, number>;
  /** Passed among the visited (passed and failed), 0 to 1; null before any visit. */
  passRate: number | null;
  /** Average of each score question over the passed visits; null when unanswered. */
  scores: { title: string; average: number | null; answered: number }[];
  byAssignee: { assignee: NamedRef | null; pending: number; failed: number; passed: number }[];
}

/** A return-visit task as the visited record's screen shows it (a repair order's detail). */
export interface VisitTaskSummary {
  id: number;
  planName: string;
  state: VisitStateValue;
  assigneeName: string | null;
  dueAt: string;
  submittedAt: string | null;
  remark: string;
}
