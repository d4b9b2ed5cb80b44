import { z } from 'zod';
import { PagingSchema } from '@domain/common/paging';
import { commaIdsSchema } from '@domain/users/users.schemas';
import { qtySchema } from './spare-parts.schemas';

/**
 * Old-part recycling (spec part 2 sections 2, 3, 7): parts taken out of a customer's equipment during
 * an order are written on a recycle form by the staff member, received by a warehouse into its
 * old-part store, and there scrapped or refurbished (movement types 14 and 15).
 */

/** A recycle form's state: 0 still to recycle, 1 received by a warehouse. */
export const RecycleState = { waiting: 0, received: 1 } as const;
export const RECYCLE_STATE_NAMES: Record<number, string> = { 0: '待回收', 1: '已回收' };
/** What may be done to a recycle form (its machine: recycle-form.machine.ts). */
export const RecycleFormOp = { receive: 'receive', delete: 'delete' } as const;
export type RecycleFormOpValue = (typeof RecycleFormOp)[keyof typeof RecycleFormOp];

/** What management does with old parts in the old-part store (the movement type it posts). */
export const ManageKind = { scrap: 14, refurbish: 15 } as const;
export const MANAGE_KIND_NAMES: Record<number, string> = { 14: '旧件报废', 15: '旧件翻新' };

/** Field types a recycle-form parameter may take (the stored numeric types of spec part 1). */
export const PARAM_FIELD_TYPES: Record<number, string> = { 1: '文本', 2: '数字', 3: '单选', 13: '多行文本' };

/** Recycle form codes: printed as a barcode on the form and read back at /oldPartsRecyle/scan (longer than 5 characters). */
export const recycleCode = (id: number) => `JJ${String(id).padStart(8, '0')}`;

export const OldPartTexts = {
  paramNotFound: '回收参数不存在',
  paramNameTaken: '回收参数名称已存在',
  formNotFound: '回收单不存在',
  notWaiting: '该回收单已回收',
  notOwn: '只能删除自己填写的回收单',
  notOnOrder: '只有工单的负责人或协作人可以填写旧件回收单',
  manageNotFound: '处理记录不存在',
  received: '已收件',
  ignored: '已忽略',
} as const;

const id = (field = 'id') => z.coerce.number({ error: `${field} 须为正整数` }).int(`${field} 须为正整数`).positive(`${field} 须为正整数`).max(2 ** 53 - 1, `${field} 须为正整数`);
const optText = (label: string, max: number) => z.string().trim().max(max, `${label}最多${max}个字`).default('');

/** POST /old/part/param/save: one field of the recycle form template. */
export const SaveParamSchema = z.object({
  id: id().optional(),
  name: z.string({ error: '请输入参数名称' }).trim().min(1, '请输入参数名称').max(20, '参数名称最多20个字'),
  fieldType: z.coerce.number().refine((n) => n in PARAM_FIELD_TYPES, 'fieldType 只能是 1、2、3 或 13').default(1),
  required: z.coerce.boolean().default(false),
  options: z.array(z.string().trim().min(1).max(20), { error: 'options 须为选项数组' }).max(20, 'options 最多20个选项').default([]),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
}).refine((p) => p.fieldType !== 3 || p.options.length > 0, { message: '单选参数须有选项', path: ['options'] });
export type SaveParamInput = z.infer<typeof SaveParamSchema>;

export const IdsSchema = z.object({ ids: commaIdsSchema() });
/** POST /old/part/recycled/batch/ignore: the recycled reminders (form ids) to dismiss. */
export const IgnoreSchema = z.object({ ids: z.array(id('ids'), { error: '请选择提醒' }).min(1, '请选择提醒').max(500, '一次最多500条') });
export const OldIdQuerySchema = z.object({ id: id() });
export const OrderFormsQuerySchema = z.object({ orderId: id('orderId') });

/** POST /old/part/recycle/form/save: old parts taken out during an order, with the template's values by parameter id. */
export const SaveRecycleFormSchema = z.object({
  orderId: id('orderId'),
  lines: z
    .array(z.object({ partId: id('partId'), qty: qtySchema }), { error: '请添加旧件' })
    .min(1, '请添加旧件')
    .max(50, '一次最多50行'),
  values: z.record(z.string(), z.union([z.string().max(500, '每项最多500个字'), z.number()]), { error: 'values 须为对象' }).default({}),
  remark: optText('备注', 200),
});
export type SaveRecycleFormInput = z.infer<typeof SaveRecycleFormSchema>;

export const RecycleListQuerySchema = PagingSchema.extend({
  state: z.coerce.number().int().min(0, 'state 只能是 0 或 1').max(1, 'state 只能是 0 或 1').optional(),
  orderId: id('orderId').optional(),
  partId: id('partId').optional(),
  userId: id('userId').optional(),
  keyword: z.string().trim().max(60).default(''),
});
export type RecycleListQuery = z.infer<typeof RecycleListQuerySchema>;

/** POST /old/part/recycle/receipt: a warehouse receives recycle forms (picked or scanned) into its old-part store. */
export const ReceiptSchema = z.object({
  warehouseId: id('warehouseId'),
  ids: z.array(id('ids'), { error: '请选择回收单' }).min(1, '请选择回收单').max(200, '一次最多200张'),
});

export const OldStockQuerySchema = PagingSchema.extend({
  warehouseId: id('warehouseId').optional(),
  partId: id('partId').optional(),
  keyword: z.string().trim().max(60).default(''),
});
export type OldStockQuery = z.infer<typeof OldStockQuerySchema>;

export const OldLogQuerySchema = PagingSchema.extend({
  warehouseId: id('warehouseId').optional(),
  partId: id('partId').optional(),
  type: z.coerce.number().refine((n) => [6, 14, 15].includes(n), 'type 只能是 6、14 或 15').optional(),
});
export type OldLogQuery = z.infer<typeof OldLogQuerySchema>;

/** POST /old/part/manage/edit: scrap or refurbish old parts of a warehouse's old-part store; with id only the remark changes. */
export const ManageEditSchema = z.object({
  id: id().optional(),
  kind: z.coerce.number().refine((n) => n === 14 || n === 15, 'kind 只能是 14（报废）或 15（翻新）').optional(),
  warehouseId: id('warehouseId').optional(),
  partId: id('partId').optional(),
  qty: qtySchema.optional(),
  remark: optText('备注', 200),
});
export type ManageEditInput = z.infer<typeof ManageEditSchema>;

export const ManageListQuerySchema = PagingSchema.extend({
  kind: z.coerce.number().refine((n) => n === 14 || n === 15, 'kind 只能是 14 或 15').optional(),
  warehouseId: id('warehouseId').optional(),
});
export type ManageListQuery = z.infer<typeof ManageListQuerySchema>;

export const RemindQuerySchema = PagingSchema;

/** GET /old/part/recovery/search: a scanned or typed code, or a keyword (order number, part name). */
export const RecoverySearchSchema = z.object({
  code: z.string().trim().max(40, 'code 最多40个字').default(''),
  keyword: z.string().trim().max(60, 'keyword 最多60个字').default(''),
}).refine((q) => q.code !== '' || q.keyword !== '', { message: '请扫码或输入回收单号', path: ['code'] });

// Rows the API sends.
export interface OldPartParamRow { id: number; name: string; fieldType: number; required: boolean; options: string[]; sort: number }
export interface RecycleFormRow {
  id: number; code: string; orderId: number; orderNo: string; partId: number; partName: string; unit: string; qty: string;
  values: { name: string; value: string }[]; remark: string; state: number; stateName: string;
  createdBy: number; createdByName: string; createTime: string;
  warehouseId: number | null; warehouseName: string; receivedByName: string; receiveTime: string | null;
  /** What the caller may do with the form now. */
  operations: RecycleFormOpValue[];
}
export interface OldStockRow { partId: number; partName: string; partCode: string; unit: string; warehouseId: number; warehouseName: string; qty: string }
export interface OldLogRow { id: number; type: number; typeName: string; partName: string; unit: string; qty: string; fromName: string; toName: string; orderId: number | null; userName: string; createTime: string }
export interface ManageRow { id: number; kind: number; kindName: string; warehouseId: number; warehouseName: string; partId: number; partName: string; unit: string; qty: string; remark: string; createdByName: string; createTime: string; movementId: number }
