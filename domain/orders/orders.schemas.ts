/** Requests of the order calls (zod): list filters, creation, and one body per operation. */
import { z } from 'zod';
import { pageIndexSchema } from '../common/paging';
import { clientTime } from '../format/client-time';
import { PAID_PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../common/page-sizes';
import { commaIdsSchema } from '../users/users.schemas';
import {
  ABNORMAL_KINDS,
  APPROVAL_RESULTS,
  APPROVAL_TYPES,
  ORDER_SOURCES,
  ORDER_STATES,
  ORDER_VIEWS,
  OrderView,
  PAYMENT_ITEM_TYPES,
  PAYMENT_MODES,
  PRIORITIES,
  STAR_MAX,
} from './order.constants';

const id = z.coerce.number({ error: 'id 须为正整数' }).int('id 须为正整数').positive('id 须为正整数');
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());
const version = z.coerce.number({ error: 'version 须为非负整数' }).int('version 须为非负整数').min(0, 'version 须为非负整数');
/**
 * Batch operations carry the version the user saw of each chosen order (`versions[i]` is `ids[i]`'s),
 * so an order changed meanwhile is refused with 409 like a single operation, and the others go on.
 */
const versions = optional(z.array(version).max(500, '一次最多500个工单'));
const versionsMatchIds: [(v: { ids: number[]; versions?: number[] }) => boolean, { path: string[]; message: string }] = [
  (v) => v.versions === undefined || v.versions.length === v.ids.length,
  { path: ['versions'], message: 'versions 须与 ids 一一对应' },
];
const batchIds = z.array(id, { error: '请选择工单' }).min(1, '请选择工单').max(500, '一次最多500个工单');
const text = (label: string, max: number) => optional(z.string().trim().max(max, `${label}最多${max}个字`));
/** Comma-joined codes ("1,2") or an array of them, each one of `allowed`. */
const codes = <T extends number>(allowed: readonly T[], field: string) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v.join(',') : v === undefined || v === null ? '' : String(v)),
    z
      .string()
      .transform((s) => s.split(',').map((p) => p.trim()).filter(Boolean).map(Number))
      .pipe(z.array(z.number().refine((n) => (allowed as readonly number[]).includes(n), `${field} 取值只能是 ${allowed.join(', ')}`)))
      .transform((list) => [...new Set(list)] as T[]),
  );
const ids = () => z.preprocess((v) => (Array.isArray(v) ? v.join(',') : v), commaIdsSchema(200));
const zeroOne = (field: string) => optional(z.coerce.number().refine((n) => n === 0 || n === 1, `${field} 只能是 0 或 1`));
/** 'YYYY-MM-DD HH:mm(:ss)' or ISO; an end time of 00:00 means the end of that day (spec part 1 section 5). */
const time = optional(clientTime('时间格式不正确'));

/** The date ranges of the filter (spec names + VStart/VEnd): created, appointment, finished, dispatched, and the four approvals. */
export const ORDER_TIME_RANGES = [
  'takeV', // created
  'visitV', // appointment time
  'finishV', // service done
  'dispatchTimeV', // assigned
  'createExamineV', // creation approval decided
  'completeExamineV', // completion approval decided
  'receiptExamineV', // receipt approval decided
  'collectionExamineV', // collection approval decided
] as const;
export type OrderTimeRange = (typeof ORDER_TIME_RANGES)[number];
const ranges = Object.fromEntries(ORDER_TIME_RANGES.flatMap((r) => [[`${r}Start`, time], [`${r}End`, time]])) as Record<
  `${OrderTimeRange}Start` | `${OrderTimeRange}End`,
  typeof time
>;

/**
 * The order list filter fields of spec part 1 section 3 (names as the spec gives them), plus the
 * list view of the screen and the flags the badge calls use. Every field is optional; empty = no filter.
 */
export const OrderFilterSchema = z.object({
  view: z.preprocess(blankToUndefined, z.enum(ORDER_VIEWS, { error: `view 只能是 ${ORDER_VIEWS.join(', ')}` }).default(OrderView.all)),
  /** Order number, title or customer name. */
  keyword: text('关键词', 50),
  orderNo: text('工单编号', 40),
  title: text('工单标题', 50),
  states: codes(ORDER_STATES, 'states'),
  isCreateReceipt: zeroOne('isCreateReceipt'),
  isServiceSettlement: zeroOne('isServiceSettlement'),
  evaluateState: zeroOne('evaluateState'),
  orderExceed: zeroOne('orderExceed'),
  /** Order tag ids. */
  order_label: ids(),
  customName: text('客户名称', 50),
  customLinkPerson: text('联系人', 50),
  customPhone: text('联系电话', 30),
  gpsAddr: text('服务地址', 100),
  customerId: optional(id),
  /** Order type (template) ids. */
  orderType: ids(),
  priority: codes(PRIORITIES, 'priority'),
  ...ranges,
  servicePersonalIds: ids(),
  coordinationUserIds: ids(),
  create_examine_operator_ids: ids(),
  complete_examine_operator_ids: ids(),
  dispatchUserIds: ids(),
  /** Who received (接单) the order. */
  take_order_user_ids: ids(),
  /** Who created (受理录入) the order. */
  take_user_ids: ids(),
  service_id: ids(),
  service_category: ids(),
  /** Archive flag 0/1. */
  placeState: zeroOne('placeState'),
  examineType: codes(APPROVAL_TYPES, 'examineType'),
  examineResult: codes(APPROVAL_RESULTS, 'examineResult'),
  serviceGroupId: ids(),
  receive_payment_ids: ids(),
  fk_t_production_ids: ids(),
  fk_t_production_category_ids: ids(),
  /** Copied persons (抄送人). */
  duplicateUserIds: ids(),
  /** 1: in the public pool (badge /v2/order/getOrderListCount?is_grab=1). */
  is_grab: zeroOne('is_grab'),
  /** 0: overdue and unfinished (badge ?orderDue=0 counts the due orders). */
  orderDue: zeroOne('orderDue'),
});
export type OrderFilter = z.infer<typeof OrderFilterSchema>;

export const OrderListQuerySchema = OrderFilterSchema.extend({
  pageIndex: pageIndexSchema,
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAID_PAGE_SIZES as readonly number[]).includes(n), 'pageSize 只能是 10, 20, 50, 100, 500, 1000')
    .default(DEFAULT_PAGE_SIZE),
  /** "1" newest first (default), "2" oldest first. */
  sort: z.preprocess(blankToUndefined, z.enum(['1', '2'], { error: 'sort 只能是 1（最新）或 2（最早）' }).default('1')),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

export const OrderIdQuerySchema = z.object({ id });
export const OrderIdsQuerySchema = z
  .object({
    ids: commaIdsSchema(500).refine((l) => l.length > 0, '请选择需要删除的行'),
    /** `versions=3,1`: what the user saw of each id, in the same order. */
    versions: optional(z.preprocess((v) => (typeof v === 'string' ? v.split(',') : v), z.array(version).max(500, '一次最多500个工单'))),
  })
  .refine(...versionsMatchIds);

// ---- creation -------------------------------------------------------------------------------

const fileRef = z.object({
  url: z.string().trim().min(1).max(500),
  name: z.string().trim().max(200).default(''),
  size: z.number().int().min(0).default(0),
});
const images = (label: string) => z.array(fileRef, { error: `${label}格式不正确` }).max(50, `${label}最多50张`).default([]);

/** Where the order comes from: the /createOrder query parameters, copied onto the order. */
export const OrderOriginSchema = z.object({
  eventId: optional(id),
  customerProductId: optional(id),
  productId: optional(id),
  belongCallRecordId: optional(id),
  belongSaleContractId: optional(id),
  inspectionTaskId: optional(id),
  /** A project's service-order task (domain/projects): the task finishes when the order completes. */
  projectTaskId: optional(id),
  /** Set by the cycle-plan job, never by the /createOrder query. */
  cyclePlanId: optional(id),
  /** Set by the maintenance area when a task is turned into an order. */
  maintenanceTaskId: optional(id),
  /** Set by the repair area when a repair order is turned into an order. */
  repairOrderId: optional(id),
  /** Set by the customer portal: the portal account whose request the order is (门户创建). */
  portalAccountId: optional(id),
  /** An online chat session turned into an order (the desk's 新建工单): its log says so. */
  chatSessionId: optional(id),
});
export type OrderOrigin = z.infer<typeof OrderOriginSchema>;

/**
 * POST /v2/order/add. The fixed fields are columns; `fields` holds the custom field values keyed by
 * the form's field keys (validated against the order type's form by the server).
 */
export const CreateOrderSchema = z.object({
  templateId: id,
  customerId: id,
  title: z.string({ error: '请输入工单标题' }).trim().min(1, '请输入工单标题').max(50, '工单标题最多50个字'),
  /** Contact person and phone of this order; default: the customer's. */
  contactName: text('联系人', 30),
  contactPhone: text('联系电话', 30),
  address: text('服务地址', 200),
  priority: z.coerce.number().refine((n) => (PRIORITIES as number[]).includes(n), 'priority 只能是 1, 2, 3').default(1),
  appointmentTime: time,
  estimatedCompletion: time,
  serviceItemId: optional(id),
  description: text('详细描述', 2000),
  images: images('图片描述'),
  tagIds: z.array(id).max(20, '标签最多20个').default([]),
  copyUserIds: z.array(id).max(20, '抄送人最多20个').default([]),
  fields: z.record(z.string(), z.unknown()).default({}),
  source: z.coerce.number().refine((n) => (ORDER_SOURCES as number[]).includes(n), '来源取值无效').default(0),
  origin: OrderOriginSchema.prefault({}),
});
export type CreateOrderInput = z.infer<typeof CreateOrderSchema>;

/** POST /v2/order/edit: the same fields (customer and type stay), with the version the editor read. */
export const EditOrderSchema = CreateOrderSchema.omit({ templateId: true, source: true, origin: true, customerId: true }).extend({
  id,
  version: z.coerce.number().int().min(0),
});
export type EditOrderInput = z.infer<typeof EditOrderSchema>;

// ---- operations -----------------------------------------------------------------------------

/**
 * Every operation body carries the order id and the `version` the user saw: if someone changed the
 * order meanwhile the call gets 409 and changes nothing. `version` may be left out by batch tools.
 */
const target = { id, version: optional(version) };
const remark = (label: string, required: boolean) =>
  required
    ? z.string({ error: `请输入${label}` }).trim().min(1, `请输入${label}`).max(500, `${label}最多500个字`)
    : z.string().trim().max(500, `${label}最多500个字`).default('');

export const OrderTargetSchema = z.object(target);
export type OrderTarget = z.infer<typeof OrderTargetSchema>;

/** POST /order/acceptance: pass, reject (makes it an invalid order) or re-accept an invalid one. */
export const AcceptanceSchema = z.object({
  ...target,
  result: z.enum(['pass', 'reject', 'reaccept'], { error: 'result 只能是 pass, reject, reaccept' }),
  remark: remark('受理意见', false),
});

/** POST /order/batchAcceptance: pass or reject (as invalid) the chosen orders of 受理工单 at once. */
export const BatchAcceptanceSchema = z
  .object({
    ids: z.array(id, { error: '请选择工单' }).min(1, '请选择工单').max(500, '一次最多500个工单'),
    versions,
    result: z.enum(['pass', 'reject'], { error: 'result 只能是 pass, reject' }),
    remark: remark('受理意见', false),
  })
  .refine(...versionsMatchIds);

/** POST /worker/batchDesignate: assign (state 1) or reassign (held) one or more orders to a person with collaborators. */
export const AssignSchema = z
  .object({
    ids: batchIds,
    versions,
    ownerId: id,
    collaboratorIds: z.array(id).max(20, '协作人最多20个').default([]),
    remark: remark('备注', false),
  })
  .refine(...versionsMatchIds);

export const CollaboratorsSchema = z.object({ ...target, collaboratorIds: z.array(id).max(20, '协作人最多20个') });

/** POST /order/transfer: the owner hands the order to another service staff member. */
export const TransferSchema = z.object({ ...target, toUserId: id, reason: remark('转单原因', true) });

/** Pool put / retrieve: several orders at once. */
export const PoolSchema = z
  .object({
    ids: batchIds,
    versions,
    /** Limit grabbing to one service group's members; empty = anyone of the service staff. */
    serviceGroupId: optional(id),
  })
  .refine(...versionsMatchIds);

export const RefuseSchema = z.object({ ...target, reason: remark('拒单原因', true) });

/** POST /order/workerBespokeDate: appointment (or its change). */
export const AppointmentSchema = z.object({
  ...target,
  appointmentTime: clientTime('请选择预约时间'),
  remark: remark('备注', false),
});

export const CompleteSchema = z.object({ ...target, remark: remark('完成说明', false) });

const degrees = (label: string, limit: number) =>
  z.number({ error: `${label}须为数字` }).min(-limit, `${label}须在-${limit}到${limit}之间`).max(limit, `${label}须在-${limit}到${limit}之间`);

/** POST /order/checkIn (ours): 签到 at the site with the position the phone's host or browser gave. */
export const CheckInSchema = z.object({
  ...target,
  lng: degrees('经度', 180),
  lat: degrees('纬度', 90),
  /** The place's name when the host's location call gives one. */
  address: z.string({ error: '地址须为文字' }).trim().max(200, '地址最多200个字').default(''),
});

/** POST /order/examine/save: decide the approval in progress (1 create, 2 complete, 3 receipt, 4 collection). */
export const ExamineSchema = z.object({
  ...target,
  type: z.coerce.number().refine((n) => (APPROVAL_TYPES as number[]).includes(n), 'type 只能是 1, 2, 3, 4'),
  pass: z.boolean({ error: 'pass 须为 true 或 false' }),
  remark: remark('审批意见', false),
});

/** POST /order/receipt: service duration (minutes), finish images, optional customer signature. */
export const ReceiptSchema = z.object({
  ...target,
  serviceMinutes: z.coerce.number({ error: '请输入服务时长' }).int('服务时长须为整数分钟').min(0, '服务时长不能小于0').max(100_000, '服务时长过长'),
  finishImages: images('完成图片').refine((l) => l.length > 0, '请上传完成图片'),
  signature: fileRef.nullable().default(null),
  remark: remark('回执说明', false),
});

const MONEY = 'amount 须为不小于0、最多两位小数的数字';
/** Yuan as decimal text (no float rounding). */
const money = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z.string({ error: MONEY }).trim().regex(/^\d{1,10}(\.\d{1,2})?$/, MONEY),
);

/** A payment item of the order: a money item (or free name), its type, quantity and unit price. */
export const PaymentItemSchema = z.object({
  moneyItemId: optional(id),
  name: z.string({ error: '请输入收费项名称' }).trim().min(1, '请输入收费项名称').max(30, '收费项名称最多30个字'),
  itemType: z.coerce.number().refine((n) => (PAYMENT_ITEM_TYPES as number[]).includes(n), 'itemType 只能是 1 到 5'),
  quantity: z.coerce.number().int('数量须为整数').min(1, '数量须大于0').max(100_000, '数量过大'),
  price: money,
});
export type PaymentItemInput = z.infer<typeof PaymentItemSchema>;

/** POST /order/fees: the four expenses fields (discount subtracted) and the payment items. */
export const FeesSchema = z.object({
  ...target,
  serviceAmount: money,
  spareAmount: money,
  otherFee: money,
  discountAmount: money,
  items: z.array(PaymentItemSchema).max(100, '收费项最多100个').default([]),
});
export type FeesInput = z.infer<typeof FeesSchema>;

/** POST /order/collect: collect the payment (amount due is computed by the server from the fees). */
export const CollectSchema = z.object({
  ...target,
  mode: z.coerce.number().refine((n) => (PAYMENT_MODES as number[]).includes(n), 'mode 只能是 1 到 5'),
  amount: money,
  receivePaymentId: optional(id),
  remark: remark('收款备注', false),
});

const star = (label: string) => z.coerce.number({ error: `请评价${label}` }).int(`请评价${label}`).min(1, `请评价${label}`).max(STAR_MAX, `${label}最多${STAR_MAX}星`);
/** POST /order/evaluate: problem solved, four stars, suggestion, images. */
export const EvaluateSchema = z.object({
  ...target,
  solved: z.boolean({ error: '请选择问题是否解决' }),
  quality: star('服务质量'),
  attitude: star('服务态度'),
  speed: star('处理速度'),
  solveRate: star('解决率'),
  suggestion: remark('意见建议', false),
  images: images('评价图片'),
});
export type EvaluateInput = z.infer<typeof EvaluateSchema>;

export const CancelSchema = z.object({ ...target, reason: remark('取消原因', true) });

/** POST /order/applyAbnormalOrder: the owner asks to cancel (1) or reassign (2). */
export const AbnormalApplySchema = z.object({
  ...target,
  kind: z.coerce.number().refine((n) => (ABNORMAL_KINDS as number[]).includes(n), 'kind 只能是 1（申请取消）或 2（申请改派）'),
  reason: remark('异常原因', true),
});

/** POST /order/abnormal/examine: approve the request (cancel or back to assignment) or reject it. */
export const AbnormalExamineSchema = z.object({ ...target, pass: z.boolean({ error: 'pass 须为 true 或 false' }), remark: remark('审批意见', false) });

/** POST /v2/order/archive. */
export const ArchiveSchema = z
  .object({ ids: batchIds, versions, archived: z.boolean({ error: 'archived 须为 true 或 false' }) })
  .refine(...versionsMatchIds);

/** PUT /order/rubbish/restore. */
export const RestoreSchema = z
  .object({ ids: z.array(id, { error: '请选择需要还原的工单' }).min(1, '请选择需要还原的工单').max(500, '一次最多500个工单'), versions })
  .refine(...versionsMatchIds);

/** GET /v2/order/getAllAcceptanceCount?dataType=1 and the other badge calls take their flags as given. */
export const BadgeQuerySchema = z.object({
  dataType: optional(z.coerce.number().int()),
  type: optional(z.coerce.number().int()),
});

/** POST /order/export: the list's filters (or the chosen rows) to the download centre. */
export const OrderExportSchema = OrderFilterSchema.extend({
  format: z.enum(['xlsx', 'csv'], { error: 'format 只能是 xlsx 或 csv' }).default('xlsx'),
  /** Export only these rows (the table's selection); empty = everything the filters match. */
  ids: z.array(id).max(1000, '一次最多导出1000个选中的工单').default([]),
});
