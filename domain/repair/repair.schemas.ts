import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import { ExportFormatSchema } from '../downloads/downloads.schemas';
import { qtySchema } from '../spare-parts/spare-parts.schemas';
import { PAYMENT_MODES } from '../finance/finance.constants';
import type { WarrantyStatusValue } from '../products/products.constants';
import type { QrCodeRef } from '../products/products.schemas';
import type { VisitTaskSummary } from '../return-visits/return-visits.schemas';
import type { UploadedFile } from '../uploads/uploads.schemas';
import type { FormValues } from '../forms/validate-values';
import { TemplateFormSchema, type TemplateForm } from '../templates/template-form.schemas';
import {
  DETECTION_STATES,
  DETECTION_VERDICTS,
  EXCHANGE_WARRANTIES,
  ExchangeWarranty,
  MAX_DETECTION_ITEMS,
  MAX_FAULT_CATEGORIES,
  REPAIR_STATES,
  type DetectionStateValue,
  type DetectionVerdictValue,
  type ExchangeWarrantyValue,
  type RepairSourceValue,
  type RepairStateValue,
} from './repair.constants';
import type { DetectionOpValue } from './detection.machine';
import { STATE_MOVES, type RepairOpValue } from './repair-order.machine';

const id = (field = 'id') => z.coerce.number({ error: `${field} 须为正整数` }).int(`${field} 须为正整数`).positive(`${field} 须为正整数`).max(2 ** 53 - 1, `${field} 须为正整数`);
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const optText = (label: string, max: number) => z.string({ error: `${label}须为文本` }).trim().max(max, `${label}最多${max}个字`).default('');
const YUAN_RULE = '须为不小于0、最多两位小数的金额';
const yuan = (field: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? '0' : typeof v === 'number' ? String(v) : v),
    z.string({ error: `${field} ${YUAN_RULE}` }).trim().regex(/^\d{1,9}(\.\d{1,2})?$/, `${field} ${YUAN_RULE}`),
  );

// ---- Settings (/repairSet) ----

export const SaveRepairSettingsSchema = z.object({
  faultCategories: z
    .array(z.string({ error: '故障类型须为文本' }).trim().min(1, '故障类型不能为空').max(20, '故障类型最多20个字'), { error: '故障类型须为列表' })
    .max(MAX_FAULT_CATEGORIES, `故障类型最多${MAX_FAULT_CATEGORIES}个`)
    .refine((list) => new Set(list).size === list.length, '故障类型不能重复'),
  needsApproval: z.boolean({ error: '完工审批须为是或否' }),
  detectionItems: z
    .array(z.string({ error: '检测项目须为文本' }).trim().min(1, '检测项目不能为空').max(30, '检测项目最多30个字'), { error: '检测项目须为列表' })
    .max(MAX_DETECTION_ITEMS, `检测项目最多${MAX_DETECTION_ITEMS}个`)
    .refine((list) => new Set(list).size === list.length, '检测项目不能重复')
    .default([]),
  defaultWarehouseId: z.union([z.null(), id('defaultWarehouseId')], { error: 'defaultWarehouseId 须为正整数或 null' }),
  laborFee: yuan('laborFee'),
  exchangeWarranty: z.literal(EXCHANGE_WARRANTIES, { error: 'exchangeWarranty 只能是 1 延续原保修、2 重新计算保修' }).default(ExchangeWarranty.continue),
});
export type SaveRepairSettingsInput = z.infer<typeof SaveRepairSettingsSchema>;

export interface RepairSettings {
  faultCategories: string[];
  needsApproval: boolean;
  /** The detection checklist every new detection order starts from. */
  detectionItems: string[];
  defaultWarehouse: { id: number; name: string } | null;
  /** Labour fee of an out-of-warranty repair (yuan), the default of each new order's. */
  laborFee: string;
  /** What an exchange does to the customer product's warranty. */
  exchangeWarranty: ExchangeWarrantyValue;
  /** The repair order template's custom form: the fields a new repair order fills in. */
  form: TemplateForm;
}

/** POST /v2/repair/settings/form: the repair order template's custom form; orders already made keep the form they were made with. */
export const SaveRepairFormSchema = z.object({ form: TemplateFormSchema });
export type SaveRepairFormInput = z.infer<typeof SaveRepairFormSchema>;

// ---- Repair orders ----

const orderFields = {
  customerProductId: id('customerProductId'),
  faultCategory: optText('故障类型', 20),
  fault: z.string({ error: '请填写故障描述' }).trim().min(1, '请填写故障描述').max(500, '故障描述最多500个字'),
  accessories: optText('随附配件', 200),
  laborFee: yuan('laborFee').optional(),
  remark: optText('备注', 500),
  /** Values of the template's custom form, by field key (checked on the server against the order's form). */
  values: z.record(z.string(), z.unknown(), { error: 'values 须为字段值对象' }).default({}),
};

/** POST /v2/repair/order/save: a new order (staff), or an edit of an open one. */
export const SaveRepairSchema = z.object({ id: id().optional(), ...orderFields });
export type SaveRepairInput = z.infer<typeof SaveRepairSchema>;

/** POST /v2/repair/order/scanSignIn: the desk scans a product's QR code (the address or the token) or types its serial number. */
export const ScanSignInSchema = z.object({
  code: z.string({ error: '请扫描产品二维码或输入序列号' }).trim().min(1, '请扫描产品二维码或输入序列号').max(500, '扫码内容过长'),
  fault: optText('故障描述', 500),
  accessories: optText('随附配件', 200),
});
export type ScanSignInInput = z.infer<typeof ScanSignInSchema>;
/** POST /v2/repair/order/scanFind: the phone's scan of a product's QR code or serial number. */
export const ScanFindSchema = ScanSignInSchema.pick({ code: true });

export const RepairIdSchema = z.object({ id: id() });

/** Most photos a repair order keeps. */
export const MAX_REPAIR_PHOTOS = 9;

/** POST /v2/repair/order/photos: the order's photos as they are now (uploads' file ids, in order): added and removed at once. */
export const SaveRepairPhotosSchema = z.object({
  id: id(),
  photoIds: z
    .array(id('photoIds'), { error: 'photoIds 须为列表' })
    .max(MAX_REPAIR_PHOTOS, `照片最多${MAX_REPAIR_PHOTOS}张`)
    .refine((list) => new Set(list).size === list.length, 'photoIds 不能重复'),
});
export type SaveRepairPhotosInput = z.infer<typeof SaveRepairPhotosSchema>;

/** 生成工单: the order type the new order is of. */
export const MakeRepairOrderSchema = z.object({ id: id(), templateId: id('templateId') });
export type MakeRepairOrderInput = z.infer<typeof MakeRepairOrderSchema>;

export const OperateRepairSchema = z
  .object({
    id: id(),
    op: z.enum(STATE_MOVES, { error: `op 只能是 ${STATE_MOVES.join('、')}` }),
    reason: optText('原因', 200),
  })
  .refine((v) => v.op !== 'reject' || v.reason.length > 0, { message: '请填写驳回原因', path: ['reason'] });
export type OperateRepairInput = z.infer<typeof OperateRepairSchema>;

export const UsePartsSchema = z.object({
  id: id(),
  lines: z.array(z.object({ partId: id('partId'), qty: qtySchema }), { error: '请添加备件' }).min(1, '请添加备件').max(50, '一次最多50行'),
  /** The faulty parts taken out (拆下旧件): they go to the engineer's old parts (旧件回收 › 我的旧件). */
  oldLines: z.array(z.object({ partId: id('oldLines.partId'), qty: qtySchema }), { error: 'oldLines 须为旧件列表' }).max(50, '拆下旧件一次最多50行').default([]),
});
export type UsePartsInput = z.infer<typeof UsePartsSchema>;

export const CancelPartsSchema = z.object({ id: id(), useId: id('useId') });

export const ShipRepairSchema = z.object({
  id: id(),
  courierCompany: z.string({ error: '请填写快递公司' }).trim().min(1, '请填写快递公司').max(30, '快递公司最多30个字'),
  courierNo: z
    .string({ error: '请填写快递单号' })
    .trim()
    .min(1, '请填写快递单号')
    .max(40, '快递单号最多40个字')
    .regex(/^[A-Za-z0-9-]+$/, '快递单号只能是字母、数字和横线'),
});
export type ShipRepairInput = z.infer<typeof ShipRepairSchema>;

/** POST /v2/repair/order/collect: the fee of a completed order received, and how (payment mode 1–5). */
export const CollectRepairSchema = z.object({
  id: id(),
  payMode: z.coerce.number({ error: `payMode 只能是 ${PAYMENT_MODES.join('、')}` }).pipe(z.literal(PAYMENT_MODES, { error: `payMode 只能是 ${PAYMENT_MODES.join('、')}` })),
});
export type CollectRepairInput = z.infer<typeof CollectRepairSchema>;

export const RepairFilterSchema = z.object({
  keyword: optionalParam(z.string().trim().max(50, 'keyword 最多50个字')),
  state: optionalParam(z.coerce.number().pipe(z.literal(REPAIR_STATES, { error: 'state 只能是 0、1、2、3、4' }))),
  customerProductId: optionalParam(id('customerProductId')),
});
export type RepairFilter = z.infer<typeof RepairFilterSchema>;
export const RepairListQuerySchema = RepairFilterSchema.extend(PagingSchema.shape);
/** POST /v2/repair/order/export: the list's filter and the file format. */
export const ExportRepairsSchema = RepairFilterSchema.extend({ format: ExportFormatSchema.default('xlsx') });

type Person = { id: number; name: string } | null;

export interface RepairRow {
  id: number;
  repairNo: string;
  state: RepairStateValue;
  source: RepairSourceValue;
  customerId: number;
  customerName: string | null;
  customerProductId: number;
  productName: string | null;
  serialNumber: string | null;
  inWarranty: boolean;
  faultCategory: string;
  fault: string;
  accessories: string;
  remark: string;
  laborFee: string;
  partsAmount: string;
  /** What the customer pays: nothing in warranty, else labour and parts. */
  charge: string;
  signedInAt: string | null;
  signedInBy: Person;
  repairer: Person;
  courierCompany: string;
  courierNo: string;
  shippedAt: string | null;
  rejectReason: string;
  approvedBy: Person;
  completedAt: string | null;
  /** The order (工单) made from it (生成工单). */
  order: { id: number; orderNo: string } | null;
  /** The fee received (收款): how (payment mode 1–5), when and by whom; null until then. */
  payMode: number | null;
  paidAt: string | null;
  paidBy: Person;
  createdBy: Person;
  createTime: string;
  /** Values of the order's custom form, by field key. */
  values: FormValues;
}

export interface RepairPartUse {
  id: number;
  movementId: number;
  lines: { partId: number; partName: string; unit: string; qty: string }[];
  /** The faulty parts taken out with them, now in the user's old parts (旧件回收 › 我的旧件). */
  oldLines: { partId: number; partName: string; unit: string; qty: string }[];
  amount: string;
  cancelled: boolean;
  user: Person;
  createTime: string;
}

export interface RepairLogRow {
  id: number;
  action: string;
  content: string;
  user: Person;
  createTime: string;
}

/** A repair order as list and every change send it, with what the caller may do with it now. */
export interface RepairView extends RepairRow {
  operations: RepairOpValue[];
}

/** The detail: the order, its product (warranty, QR code), parts used and its log. */
export interface RepairDetail extends RepairView {
  /** The custom form the order was made with (its values are `values`). */
  form: TemplateForm;
  product: { warrantyStatus: WarrantyStatusValue; warrantyEnd: string | null; qr: QrCodeRef | null } | null;
  partUses: RepairPartUse[];
  /** Photos of the product (uploads' files of the enterprise), in the order added. */
  photos: UploadedFile[];
  logs: RepairLogRow[];
  /** Return-visit tasks of type 53 made for it once completed (by the return-visit plans). */
  returnVisits: VisitTaskSummary[];
}


/** A repair order as its customer sees it in the portal (我的维修): where it stands and how it comes back. */
export interface PortalRepairRow {
  id: number;
  repairNo: string;
  state: RepairStateValue;
  stateName: string;
  productName: string | null;
  serialNumber: string | null;
  fault: string;
  inWarranty: boolean;
  /** What the customer pays: nothing in warranty, else labour and parts. */
  charge: string;
  signedIn: boolean;
  completedAt: string | null;
  courierCompany: string;
  courierNo: string;
  shippedAt: string | null;
  createTime: string;
  /** The customer may withdraw it (取消申请): their portal request, not signed in yet. */
  canCancel: boolean;
}

/** What the phone's scan found: the product's open order, and whether this scan signed it in. */
export interface ScanFindResult {
  signedIn: boolean;
  order: RepairView;
}

/** What a scan did: the order it found or made, and whether it made it. */
export interface ScanSignInResult {
  created: boolean;
  order: RepairView;
}

// ---- Detection orders ----

export const CreateDetectionSchema = z.object({ repairOrderId: id('repairOrderId') });

export const ConcludeDetectionSchema = z.object({
  id: id(),
  checklist: z
    .array(
      z.object({
        item: z.string({ error: '检测项目须为文本' }).trim().min(1, '检测项目不能为空').max(30, '检测项目最多30个字'),
        ok: z.boolean({ error: '请选择每个检测项目是否正常' }),
        note: optText('检测说明', 200),
      }),
      { error: '检测项目须为列表' },
    )
    .max(MAX_DETECTION_ITEMS, `检测项目最多${MAX_DETECTION_ITEMS}个`),
  verdict: z.literal(DETECTION_VERDICTS, { error: 'verdict 只能是 1 维修、2 换货、3 退货、4 无故障' }),
  conclusion: optText('检测结论', 500),
});
export type ConcludeDetectionInput = z.infer<typeof ConcludeDetectionSchema>;

export const DetectionFilterSchema = z.object({
  keyword: optionalParam(z.string().trim().max(50, 'keyword 最多50个字')),
  state: optionalParam(z.coerce.number().pipe(z.literal(DETECTION_STATES, { error: 'state 只能是 0、1、2' }))),
  repairOrderId: optionalParam(id('repairOrderId')),
});
export type DetectionFilter = z.infer<typeof DetectionFilterSchema>;
export const DetectionListQuerySchema = DetectionFilterSchema.extend(PagingSchema.shape);
export const ExportDetectionsSchema = DetectionFilterSchema.extend({ format: ExportFormatSchema.default('xlsx') });

export interface ChecklistEntry {
  item: string;
  ok: boolean | null;
  note: string;
}

export interface DetectionView {
  id: number;
  detectionNo: string;
  state: DetectionStateValue;
  repairOrderId: number;
  repairNo: string;
  customerId: number;
  customerName: string | null;
  customerProductId: number;
  productName: string | null;
  serialNumber: string | null;
  checklist: ChecklistEntry[];
  verdict: DetectionVerdictValue | null;
  conclusion: string;
  inspector: Person;
  inspectedAt: string | null;
  createdBy: Person;
  createTime: string;
  operations: DetectionOpValue[];
}
