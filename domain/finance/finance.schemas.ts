import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import { commaIdsSchema } from '../users/users.schemas';
import type { ReconcileOpValue } from './reconcile.machine';
import { FinanceTexts, PAYMENT_ITEM_TYPES, PAYMENT_MODES, RECONCILE_STATES, type PaymentItemTypeCode, type PaymentModeCode, type ReconcileStateCode } from './finance.constants';

const id = (field = 'id') => z.coerce.number({ error: `${field} 须为正整数` }).int(`${field} 须为正整数`).positive(`${field} 须为正整数`);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());
const version = z.coerce.number({ error: 'version 须为非负整数' }).int('version 须为非负整数').min(0, 'version 须为非负整数');

/** Yuan text, at most two decimals, never negative (fen conversions are in money.ts). */
const yuan = (field: string) => {
  const rule = `${field} 须为不小于0、最多两位小数的数字`;
  return z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: rule }).trim().regex(/^\d{1,10}(\.\d{1,2})?$/, rule));
};

// ---- payment templates (收款模板) ----------------------------------------------------------------

/** One payment item of a template: a name, its type (1–5), optionally a money item and a fixed amount. */
export const TemplateItemSchema = z.object({
  name: z.string({ error: '请输入收款项名称' }).trim().min(1, '请输入收款项名称').max(30, '收款项名称最多30个字'),
  itemType: z.coerce
    .number({ error: `itemType 只能是 ${PAYMENT_ITEM_TYPES.join(', ')}` })
    .refine((n) => (PAYMENT_ITEM_TYPES as number[]).includes(n), `itemType 只能是 ${PAYMENT_ITEM_TYPES.join(', ')}`)
    .transform((n) => n as PaymentItemTypeCode),
  moneyItemId: optional(id('moneyItemId')),
  amount: optional(yuan('amount')),
});
export type TemplateItemInput = z.infer<typeof TemplateItemSchema>;

const templateFields = {
  name: z.string({ error: '请输入收款模板名称' }).trim().min(1, '请输入收款模板名称').max(30, '收款模板名称最多30个字'),
  items: z
    .array(TemplateItemSchema, { error: 'items 须为收款项数组' })
    .min(1, 'items: 请至少添加一个收款项')
    .max(50, 'items: 收款项最多50个')
    .refine((items) => new Set(items.map((i) => i.name)).size === items.length, 'items: 收款项名称不能重复'),
  remark: z.string().trim().max(200, '备注最多200个字').default(''),
};

/** POST /receive/add. */
export const AddTemplateSchema = z.object(templateFields);
export type AddTemplateInput = z.infer<typeof AddTemplateSchema>;
/** PUT /receive/update: the version the user saw, so two editors never both win. */
export const UpdateTemplateSchema = z.object({ id: id(), version, ...templateFields });
export type UpdateTemplateInput = z.infer<typeof UpdateTemplateSchema>;

export const TemplateListQuerySchema = PagingSchema.extend({ name: z.string().trim().max(30).optional() });
export type TemplateListQuery = z.infer<typeof TemplateListQuerySchema>;
export const DeleteTemplatesQuerySchema = z.object({ ids: commaIdsSchema().refine((l) => l.length > 0, '请选择需要删除的行') });
/** GET /receive/list/orderTmpl?orderTmplId=: the templates the order type uses. */
export const OrderTypeTemplatesQuerySchema = z.object({ orderTmplId: id('orderTmplId') });

export interface TemplateItem {
  name: string;
  itemType: PaymentItemTypeCode;
  moneyItemId: number | null;
  /** Fixed amount of the item ('100.00'), or null when it is entered at collection. */
  amount: string | null;
}

export interface PaymentTemplateRow {
  id: number;
  /** The spec's name of a template's id in the order-type lookup. */
  fk_t_ep_receive_payment_id: number;
  name: string;
  items: TemplateItem[];
  remark: string;
  version: number;
  createTime: string;
  updateTime: string;
}

// ---- item collections ---------------------------------------------------------------------------

const fileRef = z.object({
  url: z.string({ error: 'proof 图片地址不正确' }).trim().min(1, 'proof 图片地址不正确').max(500),
  name: z.string().trim().max(200).default(''),
  size: z.number().int().min(0).default(0),
});
export type ProofFile = z.infer<typeof fileRef>;

/** POST /receive/collection/save: what was collected of one template item, by a mode 1–5, with proof images. */
export const CollectItemSchema = z.object({
  orderId: id('orderId'),
  receivePaymentId: id('receivePaymentId'),
  itemName: z.string({ error: '请选择收款项' }).trim().min(1, '请选择收款项').max(30),
  mode: z.coerce
    .number({ error: `mode 只能是 ${PAYMENT_MODES.join(', ')}` })
    .refine((n) => (PAYMENT_MODES as number[]).includes(n), `mode 只能是 ${PAYMENT_MODES.join(', ')}`)
    .transform((n) => n as PaymentModeCode),
  amount: yuan('amount'),
  proof: z.array(fileRef, { error: 'proof 格式不正确' }).max(9, 'proof 最多9张').default([]),
  remark: z.string().trim().max(200, '备注最多200个字').default(''),
});
export type CollectItemInput = z.infer<typeof CollectItemSchema>;
export const OrderCollectionsQuerySchema = z.object({ orderId: id('orderId') });

export interface ItemCollectionRow {
  id: number;
  itemName: string;
  mode: PaymentModeCode;
  amount: string;
  proof: ProofFile[];
  remark: string;
  userId: number | null;
  createTime: string;
}

/** The order's payment items: each template of its type with its items and what was collected of each. */
export interface OrderPaymentTemplates {
  orderId: number;
  /** True while the order is reconciled: collections are refused. */
  frozen: boolean;
  templates: {
    id: number;
    name: string;
    items: (TemplateItem & { collected: string; collections: ItemCollectionRow[] })[];
  }[];
}

// ---- reconciliation -----------------------------------------------------------------------------

const isoDay = (field: string) => optional(z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, `${field} 须为 YYYY-MM-DD`));

/** GET /v2/reconcile/list and /count: completed orders by completion period, customer, staff, order type and state. */
export const ReconcileQuerySchema = PagingSchema.extend({
  finishStart: isoDay('finishStart'),
  finishEnd: isoDay('finishEnd'),
  customerId: optional(id('customerId')),
  customName: optional(z.string().trim().max(50)),
  userId: optional(id('userId')),
  orderTypeId: optional(id('orderTypeId')),
  state: optional(
    z.coerce
      .number()
      .refine((n) => (RECONCILE_STATES as number[]).includes(n), `state 只能是 ${RECONCILE_STATES.join(', ')}`)
      .transform((n) => n as ReconcileStateCode),
  ),
});
export type ReconcileQuery = z.infer<typeof ReconcileQuerySchema>;
export type ReconcileFilter = Omit<ReconcileQuery, 'pageIndex' | 'pageSize'>;

/** POST /v2/reconcile/mark: orders reconciled in one batch, with the difference found (if any) noted. */
export const ReconcileMarkSchema = z.object({
  orderIds: z.array(id('orderIds'), { error: 'orderIds 须为id数组' }).min(1, '请选择需要对账的工单').max(500, 'orderIds: 一次最多500个'),
  differenceAmount: optional(
    z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z.string({ error: 'differenceAmount 须为最多两位小数的数字' }).trim().regex(/^-?\d{1,10}(\.\d{1,2})?$/, 'differenceAmount 须为最多两位小数的数字'),
    ),
  ),
  differenceNote: z.string().trim().max(500, 'differenceNote 最多500个字').default(''),
});
export type ReconcileMarkInput = z.infer<typeof ReconcileMarkSchema>;

/** POST /v2/reconcile/reopen: finance opens a reconciled order again (its fees can change), with a reason. */
export const ReconcileReopenSchema = z.object({
  orderId: id('orderId'),
  reason: z.string({ error: '请输入重新打开的原因' }).trim().min(1, '请输入重新打开的原因').max(500, 'reason 最多500个字'),
});

export interface ReconcileRow {
  orderId: number;
  orderNo: string;
  title: string;
  orderTypeId: number;
  customerId: number;
  customName: string;
  ownerId: number | null;
  completedAt: string | null;
  /** What the fees say is due, and what was collected (order collection plus item collections). */
  feesTotal: string;
  collected: string;
  paymentDone: boolean;
  state: ReconcileStateCode;
  /** What the caller may do with the row now (the reconciliation machine). */
  operations: ReconcileOpValue[];
  differenceAmount: string | null;
  differenceNote: string;
  reconciledBy: number | null;
  reconciledAt: string | null;
}

export interface ReconcileBatchResult {
  done: number[];
  refused: { orderId: number; message: string }[];
}

export { FinanceTexts };
