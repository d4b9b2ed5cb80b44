import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Tables of the mall module (server/modules/mall): other modules reach them only through its public face.

/** Goods categories (/categories), two levels: a second-level category has a first-level parent. */
export const mallCategories = pgTable(
  'mall_categories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    parentId: bigint('parent_id', { mode: 'number' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mall_categories_enterprise_idx').on(t.enterpriseId, t.parentId)],
);

/** Goods (/productManagement): the mall's own stock count; a good linked to a spare part ships from its warehouse. */
export const mallGoods = pgTable(
  'mall_goods',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    stock: integer('stock').notNull().default(0),
    /** The options a customer picks one of when ordering (none: the good has no specs). */
    specOptions: jsonb('spec_options').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    /** Image addresses in the order shown, the first the good's picture in lists. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    onShelf: boolean('on_shelf').notNull().default(true),
    sparePartId: bigint('spare_part_id', { mode: 'number' }),
    warehouseId: bigint('warehouse_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mall_goods_enterprise_category_idx').on(t.enterpriseId, t.categoryId), check('mall_goods_stock_check', sql`${t.stock} >= 0`)],
);

/** Mall orders (/mallOrder): placed by a portal account of a customer. */
export const mallOrders = pgTable(
  'mall_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    /** 1 pending payment, 2 pending approval, 3 pending shipment, 4 in transit, 5 signed, 6 cancelled. */
    state: smallint('state').notNull().default(1),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    buyerName: text('buyer_name').notNull(),
    /** Each line as placed: the good's name and price then, and how many. */
    lines: jsonb('lines').$type<{ goodsId: number; name: string; price: string; qty: number; spec?: string }[]>().notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    remark: text('remark').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    /** The shipping fee as placed (/mall/setting), included in `amount`. */
    shippingFee: numeric('shipping_fee', { precision: 12, scale: 2 }).notNull().default('0'),
    /** The payment mode: the customer's choice when placing, the one staff record when paid. */
    payMode: smallint('pay_mode'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: bigint('paid_by', { mode: 'number' }),
    /** The refund of a cancelled paid order, as staff record it: the total given back, and the latest part's time and recorder. */
    refundAmount: numeric('refund_amount', { precision: 14, scale: 2 }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: bigint('refunded_by', { mode: 'number' }),
    /** Each part given back, in the order recorded (migration 0091). */
    refunds: jsonb('refunds').$type<{ amount: string; at: string; by: number; remark: string }[]>().notNull().default([]),
    log: jsonb('log').$type<{ at: string; text: string; by: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mall_orders_enterprise_state_idx').on(t.enterpriseId, t.state, t.id), index('mall_orders_customer_idx').on(t.enterpriseId, t.customerId, t.id)],
);

/** The mall's settings (/mall/setting), one row per enterprise; none yet means the defaults. */
export const mallSettings = pgTable('mall_settings', {
  enterpriseId: bigint('enterprise_id', { mode: 'number' }).primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  approvalNeeded: boolean('approval_needed').notNull().default(true),
  shippingFee: numeric('shipping_fee', { precision: 12, scale: 2 }).notNull().default('0'),
  freeShippingOver: numeric('free_shipping_over', { precision: 12, scale: 2 }).notNull().default('0'),
  paymentModes: smallint('payment_modes').array().notNull().default(sql`'{1,5}'`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
