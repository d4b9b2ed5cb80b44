import { z } from 'zod';
import { PagingSchema } from '@domain/common/paging';
import { ExportFormatSchema } from '@domain/downloads/downloads.schemas';
import { commaIdsSchema } from '@domain/users/users.schemas';
import type { MovementOpValue } from './movement.machine';
import { LocationKind, MOVEMENT_TYPE_CODES, WarehouseKind, type LocationKindCode, type MovementTypeCode } from './spare-parts.constants';
import { toHundredths } from './quantity';

const id = (field = 'id') => z.coerce.number({ error: `${field} 须为正整数` }).int(`${field} 须为正整数`).positive(`${field} 须为正整数`).max(2 ** 53 - 1, `${field} 须为正整数`);
const text = (label: string, max: number) => z.string({ error: `请输入${label}` }).describe(label).trim().min(1, `请输入${label}`).max(max, `${label}最多${max}个字`);
const optText = (label: string, max: number) => z.string().describe(label).trim().max(max, `${label}最多${max}个字`).default('');

export const PRICE_RULE = 'price 须为不小于0、最多两位小数的数字';
const price = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? '0' : typeof v === 'number' ? String(v) : v),
  z.string({ error: PRICE_RULE }).trim().regex(/^\d{1,10}(\.\d{1,2})?$/, PRICE_RULE),
);

export const QTY_RULE = '数量须为正数（整数，或可拆分单位最多两位小数）';
/** A quantity in hundredths (see quantity.ts); whether a fraction is allowed depends on the part and is checked by the server. */
export const qtySchema = z.unknown().transform((v, ctx) => {
  const n = toHundredths(v);
  if (n === null) {
    ctx.addIssue({ code: 'custom', message: QTY_RULE });
    return z.NEVER;
  }
  return n;
});

export const SaveSpareTypeSchema = z.object({ id: id().optional(), name: text('类型名称', 30), sort: z.coerce.number().describe('排序').int().min(0).max(9999).default(0) });
export const IdsQuerySchema = z.object({ ids: commaIdsSchema() });
export const IdQuerySchema = z.object({ id: id() });

export const SavePartSchema = z.object({
  id: id().optional(),
  typeId: id('typeId'),
  code: optText('备件编号', 40),
  name: text('备件名称', 60),
  model: optText('规格型号', 60),
  unit: z.string().trim().min(1, '请输入单位').max(10, '单位最多10个字').default('个'),
  /** The unit is divisible (米, 升): quantities may carry two decimals. */
  decimal: z.coerce.boolean().default(false),
  price,
  images: z.array(z.string().max(500), { error: 'images 须为图片地址数组' }).max(9, '最多9张图片').default([]),
  /** The template centre's spare-part fields (basic-info type 4), by field key. */
  customValues: z.record(z.string(), z.unknown(), { error: 'customValues 须为对象' }).default({}),
});
export type SavePartInput = z.infer<typeof SavePartSchema>;

export const PartListQuerySchema = PagingSchema.extend({
  keyword: z.string().trim().max(60).default(''),
  typeId: id('typeId').optional(),
});
export type PartListQuery = z.infer<typeof PartListQuerySchema>;

export const PartFilterSchema = z.object({ keyword: z.string().trim().max(60).default(''), typeId: id('typeId').optional() });
/** POST /v2/spare/sparePart/export: the filtered catalogue through the download centre. */
export const ExportPartsSchema = PartFilterSchema.extend({ format: ExportFormatSchema.default('xlsx') });

export const SaveWarehouseSchema = z.object({
  id: id().optional(),
  name: text('仓库名称', 30),
  kind: z.coerce.number().refine((n) => n === WarehouseKind.main || n === WarehouseKind.sub, 'kind 只能是 1（主仓库）或 2（分仓库）').default(WarehouseKind.sub),
  keeperIds: z.array(id('keeperIds'), { error: 'keeperIds 须为人员id数组' }).max(20, '最多20位仓管员').default([]),
  address: optText('地址', 100),
});
export type SaveWarehouseInput = z.infer<typeof SaveWarehouseSchema>;

export const SpareSettingsSchema = z.object({
  storehouseType: z.coerce.number().refine((n) => n === 1 || n === 2, 'storehouseType 只能是 1 或 2'),
  approvalTypes: z.array(z.coerce.number().refine((n) => [5, 7, 8, 9].includes(n), 'approvalTypes 只能含 5, 7, 8, 9')).max(4).default([]),
});
export type SpareSettings = { storehouseType: number; approvalTypes: number[] };

export const StockListQuerySchema = PagingSchema.extend({
  warehouseId: id('warehouseId').optional(),
  userId: id('userId').optional(),
  partId: id('partId').optional(),
  keyword: z.string().trim().max(60).default(''),
  /** 1: only warehouse rows below their warning level (库存预警). */
  low: z.enum(['1'], { error: 'low 只能是 1' }).optional(),
});
export type StockListQuery = z.infer<typeof StockListQuerySchema>;

/** The warehouse stock export's filter (/spareStock as filtered), and POST /v2/spare/stock/export. */
export const StockExportFilterSchema = z.object({ warehouseId: id('warehouseId').optional(), keyword: z.string().trim().max(60).default('') });
export type StockExportFilter = z.infer<typeof StockExportFilterSchema>;
export const ExportStockSchema = StockExportFilterSchema.extend({ format: ExportFormatSchema.default('xlsx') });

const locationKind = z.coerce.number().refine((n) => n === LocationKind.warehouse || n === LocationKind.person, 'kind 只能是 1（仓库）或 2（人员）').transform((n) => n as LocationKindCode);
export const LocationSchema = z.object({ kind: locationKind, id: id() });

const LineSchema = z.object({
  partId: id('partId'),
  qty: qtySchema,
  /** Per line for stock taking; other types take the movement's from/to. */
  from: LocationSchema.nullable().optional(),
  to: LocationSchema.nullable().optional(),
});

/** POST /v2/spare/operation/post: one movement of 1–200 lines, all or nothing. */
export const PostMovementSchema = z.object({
  type: z.coerce.number().refine((n) => (MOVEMENT_TYPE_CODES as number[]).includes(n), 'type 只能是 1 到 16').transform((n) => n as MovementTypeCode),
  from: LocationSchema.nullable().default(null),
  to: LocationSchema.nullable().default(null),
  lines: z.array(LineSchema, { error: '请添加备件' }).min(1, '请添加备件').max(200, '一次最多200行'),
  orderId: id('orderId').optional(),
  docNo: optText('单据号', 40),
  remark: optText('备注', 200),
});
export type PostMovementInput = z.infer<typeof PostMovementSchema>;

/** POST /v2/spare/stockTaking/post: the counted quantity per part of one warehouse (0 allowed). */
export const StockTakingSchema = z.object({
  warehouseId: id('warehouseId'),
  counts: z
    .array(z.object({ partId: id('partId'), counted: z.unknown().transform((v, ctx) => {
      if (v === 0 || v === '0') return 0;
      const n = toHundredths(v);
      if (n === null) { ctx.addIssue({ code: 'custom', message: '盘点数量须为不小于0的数' }); return z.NEVER; }
      return n;
    }) }), { error: '请填写盘点数量' })
    .min(1, '请填写盘点数量')
    .max(1000, '一次最多1000行'),
  remark: optText('备注', 200),
});
export type StockTakingInput = z.infer<typeof StockTakingSchema>;

export const ExamineSchema = z.object({
  id: id(),
  pass: z.coerce.boolean(),
  reason: z.string().trim().max(200, '原因最多200个字').default(''),
});

export const OperationListQuerySchema = PagingSchema.extend({
  state: z.coerce.number().int().min(0).max(2).optional(),
  /** Movements waiting for me (keeper of their warehouse, or administrator). */
  mine: z.coerce.number().int().min(0).max(1).default(0),
  type: z.coerce.number().int().min(1).max(16).optional(),
});

/** The badge's query: /spare/data/personalApprovalList?state=1&model=1&audit_state=0&types=1,2 (only the count is read). */
export const ApprovalCountQuerySchema = z.object({
  state: z.coerce.number().int().optional(),
  model: z.coerce.number().int().optional(),
  audit_state: z.coerce.number().int().min(0).max(2).default(0),
  types: z.string().max(40).optional(),
});

export const LedgerQuerySchema = PagingSchema.extend({
  partId: id('partId').optional(),
  warehouseId: id('warehouseId').optional(),
  userId: id('userId').optional(),
  type: z.coerce.number().int().min(1).max(16).optional(),
  orderId: id('orderId').optional(),
});
export type LedgerQuery = z.infer<typeof LedgerQuerySchema>;

export const WarningSchema = z.object({
  partId: id('partId'),
  warehouseId: id('warehouseId'),
  minQty: z.union([z.null(), qtySchema]).describe('最低库存').default(null),
  maxQty: z.union([z.null(), qtySchema]).describe('最高库存').default(null),
});

export const OrderConsumeSchema = z.object({
  orderId: id('orderId'),
  lines: z.array(z.object({ partId: id('partId'), qty: qtySchema }), { error: '请添加备件' }).min(1, '请添加备件').max(100, '一次最多100行'),
});
export const OrderCancelSchema = z.object({ orderId: id('orderId'), movementId: id('movementId') });

/** POST /v2/spare/kit/save: a named set of parts claimed or consumed as one movement. */
export const SaveKitSchema = z.object({
  id: id().optional(),
  name: text('套件名称', 30),
  items: z.array(z.object({ partId: id('partId'), qty: qtySchema }), { error: '请添加备件' }).min(1, '请添加备件').max(100, '一个套件最多100种备件'),
});
export type SaveKitInput = z.infer<typeof SaveKitSchema>;

// Rows the API sends.
export interface KitRow { id: number; name: string; items: { partId: number; partName: string; unit: string; qty: string }[] }
export interface SpareTypeRow { id: number; name: string; sort: number; parts: number }
export interface SparePartRow {
  id: number; typeId: number; typeName: string; code: string; name: string; model: string; unit: string; decimal: boolean;
  price: string; images: string[]; customValues: Record<string, unknown>; stock: string; createTime: string;
}
export interface WarehouseRow { id: number; name: string; kind: number; keeperIds: number[]; keeperNames: string[]; address: string }
export interface StockRow {
  partId: number; partName: string; partCode: string; unit: string; typeName: string; price: string;
  kind: LocationKindCode; locationId: number; locationName: string; qty: string; minQty: string | null; maxQty: string | null; low: boolean;
}
export interface MovementLineView { partId: number; partName: string; unit: string; qty: string; from: Location | null; to: Location | null; fromName: string; toName: string }
export interface MovementRow {
  id: number; type: MovementTypeCode; typeName: string; state: number; stateName: string; orderId: number | null; docNo: string; remark: string;
  createdBy: number; createdByName: string; createTime: string; decidedByName: string | null; decideTime: string | null; reason: string;
  lines: MovementLineView[]; amount: string; reversed: boolean; operations: MovementOpValue[];
}
export interface LedgerRow {
  id: number; movementId: number; type: MovementTypeCode; typeName: string; partId: number; partName: string; unit: string; qty: string;
  fromName: string; toName: string; orderId: number | null; orderNo: string | null; docNo: string; userName: string; createTime: string;
}
type Location = { kind: LocationKindCode; id: number };
