import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import { ExportFormatSchema } from '../downloads/downloads.schemas';
import { requiredText } from '../common/text.schemas';
import { CYCLE_UNITS, type CycleUnitValue } from '../cycle-plans/cycle-plans.constants';
import { commaIdsSchema } from '../users/users.schemas';
import { CONTRACT_MOVES, type MaintenanceContractOpValue } from './contract.machine';
import {
  CONTRACT_STATUSES,
  MAX_AHEAD_DAYS,
  MAX_PRODUCTS,
  MAX_VISITS,
  SCHEDULE_MODES,
  
  TASK_STATES,
  type ContractStatusValue,
  type ScheduleModeValue,
  type TaskStateValue,
} from './maintenance.constants';
import { TASK_MOVES, type TaskOpValue } from './task.machine';

const id = z.coerce.number({ error: 'id 须为正整数' }).int('id 须为正整数').positive('id 须为正整数');
const bodyId = (label: string) => z.number({ error: `请选择${label}` }).int(`请选择${label}`).positive(`请选择${label}`);
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const DATE_RULE = '日期格式须为 YYYY-MM-DD';
const realDate = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const dateText = (required: string) => z.string({ error: required }).regex(/^\d{4}-\d{2}-\d{2}$/, DATE_RULE).refine(realDate, '日期不存在');
const productIds = (label: string) =>
  z
    .array(bodyId(label), { error: `${label}格式不正确` })
    .max(MAX_PRODUCTS, `${label}最多${MAX_PRODUCTS}个`)
    .default([])
    .transform((ids) => [...new Set(ids)]);
/** Comma-separated ids of a DELETE: at least one (spec part 2 section 5). */
const chosenIds = (max: number) => commaIdsSchema(max).refine((l) => l.length > 0, '请选择需要删除的行');
const endNotBeforeStart = [(p: { startDate: string; endDate: string }) => p.endDate >= p.startDate, { message: '结束日期不能早于开始日期', path: ['endDate'] }] as [
  (p: { startDate: string; endDate: string }) => boolean,
  { message: string; path: string[] },
];

/** POST /v2/maintenance/contract/save: name, service period and amount required (spec part 2 section 3); the customer products it covers. */
export const SaveMaintenanceContractSchema = z
  .object({
    id: id.optional(),
    name: requiredText('合同名称', 100),
    customerId: bodyId('客户'),
    startDate: dateText('请选择服务开始日期'),
    endDate: dateText('请选择服务结束日期'),
    amount: z.number({ error: '请输入合同金额' }).min(0, '合同金额不能小于0').max(1e10, '合同金额过大').multipleOf(0.01, '合同金额最多两位小数'),
    remark: z.string({ error: '备注须为文本' }).trim().max(500, '备注最多500个字').default(''),
    customerProductIds: productIds('产品'),
    customValues: z.record(z.string(), z.unknown(), { error: 'customValues 须为对象' }).default({}),
  })
  .refine(...endNotBeforeStart);
export type SaveMaintenanceContractInput = z.infer<typeof SaveMaintenanceContractSchema>;

export const ContractFilterSchema = z.object({
  keyword: optionalParam(z.string().trim().max(50, 'keyword 最多50个字')),
  customerId: optionalParam(id),
  status: optionalParam(z.coerce.number().pipe(z.literal(CONTRACT_STATUSES, { error: 'status 只能是 1、2、3、4' }))),
});
export type MaintenanceContractFilter = z.infer<typeof ContractFilterSchema>;
export const ContractListQuerySchema = ContractFilterSchema.extend(PagingSchema.shape);
/** POST /v2/maintenance/contract/export: the contract list as filtered. */
export const ExportContractsSchema = ContractFilterSchema.extend({ format: ExportFormatSchema.default('xlsx') });
export const IdQuerySchema = z.object({ id });
export const IdsQuerySchema = z.object({ ids: chosenIds(100) });

/** POST /v2/maintenance/contract/status: a lifecycle move. */
export const ContractStatusSchema = z.object({ id, op: z.enum(CONTRACT_MOVES, { error: 'op 只能是 execute、finish、terminate' }) });
export type ContractStatusInput = z.infer<typeof ContractStatusSchema>;

/** POST /v2/maintenance/contract/production/save: products added to a contract. */
export const AddContractProductsSchema = z.object({ contractId: bodyId('合同'), customerProductIds: productIds('产品').refine((l) => l.length > 0, '请至少选择一个产品') });
export const ContractProductsQuerySchema = z.object({ contractId: id });
export const RemoveContractProductsQuerySchema = z.object({ contractId: id, ids: chosenIds(MAX_PRODUCTS) });

/** POST /v2/maintenance/plan/save: what to do to which products of a contract and how often. */
export const SaveMaintenancePlanSchema = z
  .object({
    id: id.optional(),
    contractId: bodyId('维保合同'),
    name: requiredText('计划名称', 50),
    templateId: bodyId('工单类型'),
    content: z.string({ error: '维保内容须为文本' }).trim().max(2000, '维保内容最多2000个字').default(''),
    mode: z.literal(SCHEDULE_MODES, { error: 'mode 只能是 1 按周期、2 按次数' }),
    cycleUnit: z.literal(CYCLE_UNITS, { error: 'cycleUnit 只能是 1 天、2 周、3 月、4 年' }).default(3),
    cycleEvery: z.number({ error: '周期须为整数' }).int('周期须为整数').min(1, '周期至少为1').max(366, '周期最多366').default(1),
    visits: z.number({ error: '次数须为整数' }).int('次数须为整数').min(1, '次数至少为1').max(MAX_VISITS, `次数最多${MAX_VISITS}`).default(1),
    startDate: dateText('请选择计划开始日期'),
    endDate: dateText('请选择计划结束日期'),
    aheadDays: z.number({ error: '提前天数须为整数' }).int('提前天数须为整数').min(0, '提前天数不能小于0').max(MAX_AHEAD_DAYS, `提前天数最多${MAX_AHEAD_DAYS}`).default(7),
    productIds: productIds('产品').refine((l) => l.length > 0, '请至少选择一个产品'),
    alternativeProductIds: productIds('备选产品'),
  })
  .refine(...endNotBeforeStart);
export type SaveMaintenancePlanInput = z.infer<typeof SaveMaintenancePlanSchema>;

export const PlanFilterSchema = z.object({
  contractId: optionalParam(id),
  keyword: optionalParam(z.string().trim().max(50, 'keyword 最多50个字')),
});
export type MaintenancePlanFilter = z.infer<typeof PlanFilterSchema>;
export const PlanListQuerySchema = PlanFilterSchema.extend(PagingSchema.shape);

/** POST /v2/maintenance/plan/production/save: products (or alternative products) added to a plan. */
export const AddPlanProductsSchema = z.object({
  planId: bodyId('维保计划'),
  customerProductIds: productIds('产品').refine((l) => l.length > 0, '请至少选择一个产品'),
  alternative: z.boolean({ error: 'alternative 须为 true 或 false' }).default(false),
});
export const PlanProductsQuerySchema = z.object({ planId: id });
export const RemovePlanProductsQuerySchema = z.object({ planId: id, ids: chosenIds(MAX_PRODUCTS) });

export const TaskFilterSchema = z.object({
  contractId: optionalParam(id),
  planId: optionalParam(id),
  state: optionalParam(z.coerce.number().pipe(z.literal(TASK_STATES, { error: 'state 只能是 0、1、2、3' }))),
  /** 1: unfinished tasks whose due date has passed. */
  overdue: optionalParam(z.coerce.number().pipe(z.literal([0, 1], { error: 'overdue 只能是 0 或 1' }))),
  keyword: optionalParam(z.string().trim().max(50, 'keyword 最多50个字')),
});
export type MaintenanceTaskFilter = z.infer<typeof TaskFilterSchema>;
export const TaskListQuerySchema = TaskFilterSchema.extend(PagingSchema.shape);

/** POST /v2/maintenance/task/createOrder and /state. */
export const TaskTargetSchema = z.object({ id });
export const TaskStateSchema = z.object({ id, op: z.enum(TASK_MOVES, { error: 'op 只能是 disable、enable' }) });
export type TaskStateInput = z.infer<typeof TaskStateSchema>;

export interface NamedRef {
  id: number;
  name: string;
}

export interface MaintenanceProductRow {
  id: number;
  name: string;
  serialNumber: string;
  productName: string;
}

export interface MaintenanceContractRow {
  id: number;
  name: string;
  customer: NamedRef;
  startDate: string;
  endDate: string;
  amount: string;
  status: ContractStatusValue;
  remark: string;
  productCount: number;
  planCount: number;
  createdBy: NamedRef | null;
  createTime: string;
}

export interface MaintenanceContractDetail extends MaintenanceContractRow {
  customValues: Record<string, unknown>;
  products: MaintenanceProductRow[];
  allowedOperations: MaintenanceContractOpValue[];
}

/** What a maintenance or inspection plan's row says of its schedule and its tasks. */
export interface PlanScheduleRow {
  mode: ScheduleModeValue;
  cycleUnit: CycleUnitValue;
  cycleEvery: number;
  visits: number;
  startDate: string;
  endDate: string;
  aheadDays: number;
  generatedThrough: string | null;
  taskCount: number;
  createTime: string;
}

export interface MaintenancePlanRow extends PlanScheduleRow {
  id: number;
  name: string;
  contract: NamedRef;
  customer: NamedRef;
  template: NamedRef | null;
  content: string;
}

export interface MaintenancePlanDetail extends MaintenancePlanRow {
  products: MaintenanceProductRow[];
  alternativeProducts: MaintenanceProductRow[];
  /** The next visits not made yet. */
  upcoming: string[];
  /** Whether the plan may be edited or deleted now (its contract open). */
  editable: boolean;
}

export interface MaintenanceTaskRow {
  id: number;
  dueDate: string;
  state: TaskStateValue;
  overdue: boolean;
  plan: NamedRef;
  contract: NamedRef;
  customer: NamedRef;
  order: { id: number; orderNo: string } | null;
  finishTime: string | null;
  createTime: string;
}

export interface MaintenanceTaskDetail extends MaintenanceTaskRow {
  content: string;
  template: NamedRef | null;
  products: MaintenanceProductRow[];
  allowedOperations: TaskOpValue[];
}


/** The field rules the inspection schemas share with these. */
export { id as idField, bodyId, optionalParam };
