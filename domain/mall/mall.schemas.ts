import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import { ExportFormatSchema } from '../downloads/downloads.schemas';
import { MAX_GOODS_IMAGES, MAX_LINE_QTY, MAX_ORDER_LINES, MAX_SPEC_OPTIONS, MAX_STOCK } from './mall.constants';
import { MALL_ORDER_STATES, type MallOrderStateValue } from './mall-states';
import { CUSTOMER_MOVES, STAFF_MOVES, type MallOrderOpValue } from './mall-order.machine';
import { PAYMENT_MODES, type PaymentModeCode } from '../orders/order.constants';
import type { SourceCollectionState } from '../finance/source-collections';

const id = (field = 'id') => z.coerce.number({ error: `${field} 须为正整数` }).int(`${field} 须为正整数`).positive(`${field} 须为正整数`).max(2 ** 53 - 1, `${field} 须为正整数`);
const optId = (field: string) => z.union([z.null(), id(field)], { error: `${field} 须为正整数或 null` }).default(null);
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const text = (label: string, max: number) => z.string({ error: `请填写${label}` }).trim().min(1, `请填写${label}`).max(max, `${label}最多${max}个字`);
const optText = (label: string, max: number) => z.string({ error: `${label}须为文本` }).trim().max(max, `${label}最多${max}个字`).default('');
const PRICE_RULE = '须为不小于0、最多两位小数的金额';
const money = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: `${field} ${PRICE_RULE}` }).trim().regex(/^\d{1,9}(\.\d{1,2})?$/, `${field} ${PRICE_RULE}`),
  );
const price = money('price');
const MODE_RULE = `须为 ${PAYMENT_MODES.join('、')} 之一`;
const payMode = (field: string) =>
  z.coerce.number({ error: `${field} ${MODE_RULE}` }).refine((n): n is PaymentModeCode => (PAYMENT_MODES as number[]).includes(n), `${field} ${MODE_RULE}`);

// ---- Settings (/mall/setting) ----

/** POST /shop/manage/setting/save: open or closed, approval of paid orders, shipping, the payment modes customers may choose. */
export const MallSettingSchema = z.object({
  enabled: z.boolean({ error: 'enabled 须为是或否' }),
  approvalNeeded: z.boolean({ error: 'approvalNeeded 须为是或否' }),
  shippingFee: money('shippingFee'),
  /** Orders of at least this much ship free; 0 = never free (unless the fee is 0). */
  freeShippingOver: money('freeShippingOver'),
  paymentModes: z
    .array(payMode('paymentModes'), { error: 'paymentModes 须为列表' })
    .min(1, 'paymentModes 请至少选择一种支付方式')
    .max(PAYMENT_MODES.length, 'paymentModes 不能重复')
    .refine((ms) => new Set(ms).size === ms.length, 'paymentModes 不能重复'),
});
export type MallSettingInput = z.infer<typeof MallSettingSchema>;
export type MallSettingRow = MallSettingInput;
/** What the portal's mall reads: whether it is open, the shipping rule, and the payment modes offered, named. */
export interface PortalMallSetting {
  enabled: boolean;
  shippingFee: string;
  freeShippingOver: string;
  paymentModes: { code: PaymentModeCode; name: string }[];
}

// ---- Categories (/categories, /categories/{id}) ----

/** POST /shop/manage/addClassification; UpdateCategorySchema (with `id`) /updateClassification. A second-level category names its first-level parent. */
export const AddCategorySchema = z.object({
  parentId: optId('parentId'),
  name: text('分类名称', 20),
  sort: z.coerce.number({ error: 'sort 须为0到9999的整数' }).int('sort 须为0到9999的整数').min(0, 'sort 须为0到9999的整数').max(9999, 'sort 须为0到9999的整数').default(0),
});
export const UpdateCategorySchema = AddCategorySchema.extend({ id: id() });
export type SaveCategoryInput = z.infer<typeof AddCategorySchema> & { id?: number };

export interface MallCategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  sort: number;
  goodsCount: number;
}

// ---- Goods (/productManagement) ----

const goodsFields = {
    categoryId: id('categoryId'),
    name: text('商品名称', 50),
    price,
    stock: z.coerce.number({ error: `stock 须为0到${MAX_STOCK}的整数` }).int(`stock 须为0到${MAX_STOCK}的整数`).min(0, `stock 须为0到${MAX_STOCK}的整数`).max(MAX_STOCK, `stock 须为0到${MAX_STOCK}的整数`),
    /** The specs a customer picks one of (e.g. 10英寸, 20英寸); none: the good has no specs. */
    specOptions: z
      .array(text('规格', 30), { error: 'specOptions 须为列表' })
      .max(MAX_SPEC_OPTIONS, `specOptions 最多${MAX_SPEC_OPTIONS}个规格`)
      .refine((ss) => new Set(ss).size === ss.length, 'specOptions 规格不能重复')
      .default([]),
    description: optText('商品描述', 1000),
    /** Uploaded images or addresses, in the order shown; the first is the good's picture in lists. */
    images: z
      .array(text('图片地址', 500), { error: 'images 须为列表' })
      .max(MAX_GOODS_IMAGES, `images 最多${MAX_GOODS_IMAGES}张图片`)
      .refine((ss) => new Set(ss).size === ss.length, 'images 图片不能重复')
      .default([]),
    onShelf: z.boolean({ error: 'onShelf 须为是或否' }).default(true),
    sparePartId: optId('sparePartId'),
    warehouseId: optId('warehouseId'),
};
const hasWarehouseIfPart = (g: { sparePartId: number | null; warehouseId: number | null }) => g.sparePartId === null || g.warehouseId !== null;
const warehouseRule = { path: ['warehouseId'], message: '关联备件的商品须选择出库仓库' };
/** POST /shop/manage/addGoods; UpdateGoodsSchema (with `id`) /updateGoods. */
export const AddGoodsSchema = z.object(goodsFields).refine(hasWarehouseIfPart, warehouseRule);
export const UpdateGoodsSchema = z.object({ id: id(), ...goodsFields }).refine(hasWarehouseIfPart, warehouseRule);
export type SaveGoodsInput = z.infer<typeof AddGoodsSchema> & { id?: number };

/** GET /portal/c/mall/goods/{id}/images/{index}: the good's image at that place (0 the first). */
export const GoodsImageParamsSchema = z.object({
  id: id(),
  index: z.coerce.number({ error: 'index 须为图片序号' }).int('index 须为图片序号').min(0, 'index 须为图片序号').max(MAX_GOODS_IMAGES - 1, 'index 须为图片序号'),
});

export const GoodsShelfSchema = z.object({ id: id(), onShelf: z.boolean({ error: 'onShelf 须为是或否' }) });

export const GoodsListQuerySchema = PagingSchema.extend({
  categoryId: optionalParam(id('categoryId')),
  keyword: optionalParam(z.string().trim().max(50, '关键词最多50个字')),
});

export interface MallGoodsRow {
  id: number;
  categoryId: number;
  categoryName: string;
  name: string;
  price: string;
  stock: number;
  specOptions: string[];
  description: string;
  images: string[];
  onShelf: boolean;
  sparePart: { id: number; name: string } | null;
  warehouse: { id: number; name: string } | null;
}

// ---- Orders (/mallOrder, /mallOrderDetails/{id}) ----

export const OrderListQuerySchema = PagingSchema.extend({
  state: optionalParam(z.coerce.number({ error: 'state 须为1到6' }).refine((n): n is MallOrderStateValue => (MALL_ORDER_STATES as number[]).includes(n), 'state 须为1到6')),
});

export const MallOrderIdSchema = z.object({ id: id() });

/** POST /shop/manage/order/export: /mallOrder's filter and the file format, into the download centre. */
export const MallOrderExportSchema = z.object({
  format: ExportFormatSchema.default('xlsx'),
  state: OrderListQuerySchema.shape.state,
});

export const StaffOperateSchema = z
  .object({
    id: id(),
    op: z.enum(STAFF_MOVES, { error: `op 须为 ${STAFF_MOVES.join('、')} 之一` }),
    trackingNo: optText('物流单号', 50),
    /** How the money came (确认收款); the customer's choice when left out. */
    payMode: optionalParam(payMode('payMode')),
    /** What is given back now (登记退款, one part of the refund); all that is left to give back when left out. */
    refundAmount: optionalParam(money('refundAmount')),
    remark: optText('备注', 200),
  })
  .refine((o) => o.op !== 'ship' || o.trackingNo !== '', { path: ['trackingNo'], message: '请填写物流单号' });
export type StaffOperateInput = z.infer<typeof StaffOperateSchema>;

export const CustomerOperateSchema = z.object({ id: id(), op: z.enum(CUSTOMER_MOVES, { error: `op 须为 ${CUSTOMER_MOVES.join('、')} 之一` }) });

/** POST /portal/c/mall/order/create: the goods and how many of each, where to send them. */
export const PlaceOrderSchema = z.object({
  lines: z
    .array(
      z.object({
        goodsId: id('goodsId'),
        qty: z.coerce.number({ error: `qty 须为1到${MAX_LINE_QTY}的整数` }).int(`qty 须为1到${MAX_LINE_QTY}的整数`).min(1, `qty 须为1到${MAX_LINE_QTY}的整数`).max(MAX_LINE_QTY, `qty 须为1到${MAX_LINE_QTY}的整数`),
        /** One of the good's spec options; empty for a good without specs. */
        spec: optText('规格', 30),
      }),
      { error: 'lines 须为列表' },
    )
    .min(1, '请选择商品')
    .max(MAX_ORDER_LINES, `一次最多${MAX_ORDER_LINES}种商品`)
    .refine((ls) => new Set(ls.map((l) => `${l.goodsId}|${l.spec}`)).size === ls.length, '同一商品同一规格请合并为一行'),
  contactName: text('收货人', 20),
  phone: z.string({ error: '请填写联系电话' }).trim().regex(/^[0-9+\- ]{5,20}$/, '联系电话格式不正确'),
  address: text('收货地址', 200),
  remark: optText('备注', 200),
  /** One of the modes /mall/setting offers; the first offered when left out. */
  payMode: optionalParam(payMode('payMode')),
});
export type PlaceOrderInput = z.infer<typeof PlaceOrderSchema>;

export interface MallOrderLine {
  goodsId: number;
  name: string;
  price: string;
  qty: number;
  /** The spec picked (absent on lines placed before specs were options). */
  spec?: string;
}

export interface MallOrderRow {
  id: number;
  orderNo: string;
  state: MallOrderStateValue;
  customerId: number;
  customerName: string;
  buyerName: string;
  amount: string;
  goodsSummary: string;
  createdAt: string;
}

/** One part of a refund, as staff recorded it. */
export interface MallRefundPart {
  amount: string;
  at: string;
  byName: string;
  remark: string;
}

export interface MallOrderDetail extends MallOrderRow {
  lines: MallOrderLine[];
  contactName: string;
  phone: string;
  address: string;
  remark: string;
  trackingNo: string;
  shippingFee: string;
  payMode: PaymentModeCode | null;
  payModeName: string;
  paidAt: string | null;
  /**
   * The refund of a cancelled paid order once staff record some: the total given back (`amount`), the latest
   * part's time and recorder, what is still to give back (`left`), and each part in the order recorded.
   */
  refund: { amount: string; at: string; byName: string; left: string; parts: MallRefundPart[] } | null;
  /** Finance's collection of the payment (staff detail only; null before payment and in the portal). */
  collection: SourceCollectionState | null;
  log: { at: string; text: string; by: string }[];
  operations: MallOrderOpValue[];
}
