import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import { requiredText } from '../common/text.schemas';
import { ExportFormatSchema } from '../downloads/downloads.schemas';
import type { UploadedFile } from '../uploads/uploads.schemas';
import { INSPECTION_STATES, MAX_CHECK_ITEMS, MAX_PLAN_POINTS, MAX_POINT_PHOTOS, type InspectionStateValue } from './inspection.constants';
import { INSPECTION_MOVES, type InspectionOpValue } from './inspection-task.machine';
import { SCHEDULE_MODES } from './maintenance.constants';
import { bodyId, idField as id, optionalParam, SaveMaintenancePlanSchema, type NamedRef, type PlanScheduleRow } from './maintenance.schemas';

const note = (label: string, max: number) => z.string({ error: `${label}须为文本` }).trim().max(max, `${label}最多${max}个字`).default('');
const keyword = optionalParam(z.string().trim().max(50, 'keyword 最多50个字'));
/** The plan's schedule fields, as a maintenance plan has them (domain/maintenance/schedule.ts runs both). */
const schedule = SaveMaintenancePlanSchema.shape;

/** POST /v2/inspection/point/save: a place or device on a customer's site, with the code its QR label carries (made when left empty). */
export const SaveInspectionPointSchema = z.object({
  id: id.optional(),
  name: requiredText('巡检点名称', 50),
  customerId: bodyId('客户'),
  location: note('位置', 200),
  code: z
    .string({ error: '巡检码须为文本' })
    .trim()
    .max(40, '巡检码最多40个字')
    .regex(/^[A-Za-z0-9_-]*$/, '巡检码只能包含字母、数字、- 和 _')
    .default(''),
  remark: note('备注', 500),
});
export type SaveInspectionPointInput = z.infer<typeof SaveInspectionPointSchema>;
export const PointFilterSchema = z.object({ customerId: optionalParam(id), keyword });
export type InspectionPointFilter = z.infer<typeof PointFilterSchema>;
export const PointListQuerySchema = PointFilterSchema.extend(PagingSchema.shape);

/** POST /v2/inspection/plan/save: a route of a customer's points, a checklist asked at each, who walks it, and how often. */
export const SaveInspectionPlanSchema = z
  .object({
    id: id.optional(),
    name: requiredText('计划名称', 50),
    customerId: bodyId('客户'),
    assigneeId: bodyId('巡检人员'),
    pointIds: z
      .array(bodyId('巡检点'), { error: '巡检点格式不正确' })
      .min(1, '请至少选择一个巡检点')
      .max(MAX_PLAN_POINTS, `巡检点最多${MAX_PLAN_POINTS}个`)
      .transform((ids) => [...new Set(ids)]),
    checkItems: z
      .array(requiredText('检查项', 50), { error: '检查项格式不正确' })
      .min(1, '请至少填写一个检查项')
      .max(MAX_CHECK_ITEMS, `检查项最多${MAX_CHECK_ITEMS}个`)
      .refine((items) => new Set(items).size === items.length, '检查项不能重复'),
    mode: z.literal(SCHEDULE_MODES, { error: 'mode 只能是 1 按周期、2 按次数' }),
    cycleUnit: schedule.cycleUnit,
    cycleEvery: schedule.cycleEvery,
    visits: schedule.visits,
    startDate: schedule.startDate,
    endDate: schedule.endDate,
    aheadDays: schedule.aheadDays,
  })
  .refine((p) => p.endDate >= p.startDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });
export type SaveInspectionPlanInput = z.infer<typeof SaveInspectionPlanSchema>;
export const InspectionPlanFilterSchema = z.object({ customerId: optionalParam(id), keyword });
export type InspectionPlanFilter = z.infer<typeof InspectionPlanFilterSchema>;
export const InspectionPlanListQuerySchema = InspectionPlanFilterSchema.extend(PagingSchema.shape);

export const InspectionTaskFilterSchema = z.object({
  planId: optionalParam(id),
  state: optionalParam(z.coerce.number().pipe(z.literal(INSPECTION_STATES, { error: 'state 只能是 0 至 6' }))),
  /** 1: the exception to-dos and what became of them (states 3, 4, 5). */
  exception: optionalParam(z.coerce.number().pipe(z.literal([0, 1], { error: 'exception 只能是 0 或 1' }))),
  /** 1: only the caller's own rounds. */
  mine: optionalParam(z.coerce.number().pipe(z.literal([0, 1], { error: 'mine 只能是 0 或 1' }))),
  /** 1: rounds still to walk whose due date has passed. */
  overdue: optionalParam(z.coerce.number().pipe(z.literal([0, 1], { error: 'overdue 只能是 0 或 1' }))),
  keyword,
});
export type InspectionTaskFilter = z.infer<typeof InspectionTaskFilterSchema>;
export const InspectionTaskListQuerySchema = InspectionTaskFilterSchema.extend(PagingSchema.shape);
export const ExportInspectionTasksSchema = InspectionTaskFilterSchema.extend({ format: ExportFormatSchema.default('xlsx') });

/** POST /v2/inspection/task/record: one point's results, each checklist item in the plan's order. */
export const RecordInspectionSchema = z.object({
  id: bodyId('巡检任务'),
  pointId: bodyId('巡检点'),
  /** The code the engineer scanned (or typed): must be the point's when given. */
  scannedCode: z.string({ error: '扫码结果须为文本' }).trim().max(40, '扫码结果最多40个字').default(''),
  items: z
    .array(
      z.object({ name: requiredText('检查项', 50), passed: z.boolean({ error: '请选择检查结果' }), note: note('异常说明', 500) }, { error: '检查项格式不正确' }).strict(),
      { error: '检查项格式不正确' },
    )
    .min(1, '请填写检查项')
    .max(MAX_CHECK_ITEMS, `检查项最多${MAX_CHECK_ITEMS}个`),
  remark: note('备注', 500),
  /** Uploads taken at the point (POST /upload first, so a photo taken offline is sent once). */
  photoIds: z
    .array(bodyId('图片'), { error: '图片格式不正确' })
    .max(MAX_POINT_PHOTOS, `图片最多${MAX_POINT_PHOTOS}张`)
    .transform((ids) => [...new Set(ids)])
    .default([]),
});
export type RecordInspectionInput = z.infer<typeof RecordInspectionSchema>;
export const InspectionTaskTargetSchema = z.object({ id });
export const CloseInspectionSchema = z.object({ id, reason: requiredText('关闭原因', 500) });
export const InspectionStateSchema = z.object({ id, op: z.enum(INSPECTION_MOVES, { error: 'op 只能是 disable、enable' }) });
export type InspectionStateInput = z.infer<typeof InspectionStateSchema>;

export interface InspectionPointRow {
  id: number;
  name: string;
  customer: NamedRef;
  location: string;
  code: string;
  remark: string;
  planCount: number;
  createTime: string;
}

export interface InspectionPlanRow extends PlanScheduleRow {
  id: number;
  name: string;
  customer: NamedRef;
  assignee: NamedRef | null;
  points: NamedRef[];
  checkItems: string[];
}

export interface InspectionCheckResult {
  name: string;
  passed: boolean;
  note: string;
}

export interface InspectionTaskRow {
  id: number;
  dueDate: string;
  state: InspectionStateValue;
  overdue: boolean;
  plan: NamedRef;
  customer: NamedRef;
  assignee: NamedRef | null;
  pointCount: number;
  recordedCount: number;
  exceptionCount: number;
  order: { id: number; orderNo: string } | null;
  closeReason: string;
  finishTime: string | null;
  createTime: string;
}

export interface InspectionPointResult {
  point: { id: number; name: string; location: string; code: string };
  /** Null until the point is recorded. */
  result: { items: InspectionCheckResult[]; exception: boolean; remark: string; scanned: boolean; photos: UploadedFile[]; recordedBy: NamedRef | null; recordTime: string } | null;
}

export interface InspectionTaskDetail extends InspectionTaskRow {
  checkItems: string[];
  points: InspectionPointResult[];
  allowedOperations: InspectionOpValue[];
}
