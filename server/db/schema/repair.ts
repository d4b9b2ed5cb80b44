import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the repair module (server/modules/repair): other modules reach them only through its public face.

/** Repair settings (/repairSet), one row per enterprise once saved. */
export const repairSettings = pgTable('repair_settings', {
  enterpriseId: bigint('enterprise_id', { mode: 'number' }).primaryKey(),
  faultCategories: jsonb('fault_categories').$type<string[]>().notNull().default([]),
  needsApproval: boolean('needs_approval').notNull().default(false),
  detectionItems: jsonb('detection_items').$type<string[]>().notNull().default([]),
  defaultWarehouseId: bigint('default_warehouse_id', { mode: 'number' }),
  laborFee: numeric('labor_fee', { precision: 12, scale: 2 }).notNull().default('0'),
  /** What an exchange does to the product's warranty: 1 it runs on, 2 it starts again. */
  exchangeWarranty: smallint('exchange_warranty').notNull().default(1),
  /** The repair order template's custom form (/repairSet): the fields a new repair order fills in. */
  form: jsonb('form').notNull().default({ fields: [] }),
});

/** Repair orders (/repairManagement): a customer product sent in, signed in, repaired and sent back. */
export const repairOrders = pgTable(
  'repair_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    /** 0 pending confirmation, 1 processing, 2 completed, 3 cancelled, 4 pending approval. */
    state: smallint('state').notNull().default(0),
    /** 1 staff, 2 scan sign-in, 3 the customer portal. */
    source: smallint('source').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    customerProductId: bigint('customer_product_id', { mode: 'number' }).notNull(),
    /** The product's warranty when the order was made: it decides the charge. */
    inWarranty: boolean('in_warranty').notNull(),
    faultCategory: text('fault_category').notNull().default(''),
    fault: text('fault').notNull().default(''),
    accessories: text('accessories').notNull().default(''),
    remark: text('remark').notNull().default(''),
    laborFee: numeric('labor_fee', { precision: 12, scale: 2 }).notNull().default('0'),
    partsAmount: numeric('parts_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }),
    signedInBy: bigint('signed_in_by', { mode: 'number' }),
    repairerId: bigint('repairer_id', { mode: 'number' }),
    courierCompany: text('courier_company').notNull().default(''),
    courierNo: text('courier_no').notNull().default(''),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    rejectReason: text('reject_reason').notNull().default(''),
    approvedBy: bigint('approved_by', { mode: 'number' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The order (工单) made from it (生成工单), at most one. */
    orderId: bigint('order_id', { mode: 'number' }),
    orderNo: text('order_no').notNull().default(''),
    /** Photos (uploads' file ids) of the product as received and repaired, in the order added. */
    photoIds: jsonb('photo_ids').$type<number[]>().notNull().default([]),
    /** The template's custom form as it was when the order was made, and the order's values of it. */
    form: jsonb('form').notNull().default({ fields: [] }),
    customValues: jsonb('custom_values').notNull().default({}),
    /** The repair fee received (收款): how, when and by whom; finance holds it as a collection of source 维修单. */
    payMode: smallint('pay_mode'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: bigint('paid_by', { mode: 'number' }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('repair_orders_enterprise_state_idx').on(t.enterpriseId, t.state),
    // One open order (0, 1, 4) per product: a second scan finds it instead of making another.
    uniqueIndex('repair_orders_open_product_idx').on(t.enterpriseId, t.customerProductId).where(sql`state in (0, 1, 4)`),
    check('repair_orders_state_check', sql`state in (0, 1, 2, 3, 4)`),
  ],
);

/** Parts used on a repair order: each a 工单消耗 movement of spare parts, cancelled by a 取消消耗 one. */
export const repairPartUses = pgTable(
  'repair_part_uses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    repairOrderId: bigint('repair_order_id', { mode: 'number' }).notNull(),
    movementId: bigint('movement_id', { mode: 'number' }).notNull(),
    cancelMovementId: bigint('cancel_movement_id', { mode: 'number' }),
    /** The lines as posted: part, quantity in hundredths, and the person's stock they came from. */
    lines: jsonb('lines').$type<{ partId: number; qty: number; userId: number }[]>().notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The faulty parts taken out with them (quantities in hundredths), brought to the user's old parts by one 回收 movement. */
    oldLines: jsonb('old_lines').$type<{ partId: number; qty: number }[]>().notNull().default([]),
    oldMovementId: bigint('old_movement_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('repair_part_uses_order_idx').on(t.enterpriseId, t.repairOrderId)],
);

/** What happened to a repair order, in order (the detail's 操作记录). */
export const repairLogs = pgTable(
  'repair_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    repairOrderId: bigint('repair_order_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    content: text('content').notNull().default(''),
    userId: bigint('user_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('repair_logs_order_idx').on(t.enterpriseId, t.repairOrderId)],
);

/** Detection orders (/detectionOrder): the inspection of a signed-in product with a checklist and a verdict. */
export const detectionOrders = pgTable(
  'detection_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    repairOrderId: bigint('repair_order_id', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    customerProductId: bigint('customer_product_id', { mode: 'number' }).notNull(),
    /** 0 waiting for inspection, 1 inspected, 2 cancelled. */
    state: smallint('state').notNull().default(0),
    checklist: jsonb('checklist').$type<{ item: string; ok: boolean | null; note: string }[]>().notNull().default([]),
    /** 1 repair, 2 replace, 3 return, 4 no fault. */
    verdict: smallint('verdict'),
    conclusion: text('conclusion').notNull().default(''),
    inspectorId: bigint('inspector_id', { mode: 'number' }),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('detection_orders_repair_idx').on(t.enterpriseId, t.repairOrderId),
    // One inspection waiting per repair order.
    uniqueIndex('detection_orders_pending_idx').on(t.enterpriseId, t.repairOrderId).where(sql`state = 0`),
    check('detection_orders_state_check', sql`state in (0, 1, 2)`),
  ],
);

/** Return and exchange orders (/returnChange): a customer product taken back or replaced, once approved. */
export const returnChangeOrders = pgTable(
  'return_change_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    /** 1 return, 2 exchange. */
    type: smallint('type').notNull(),
    /** 0 pending approval, 1 rejected, 2 passed, 3 cancelled. */
    state: smallint('state').notNull().default(0),
    /** 1 staff, 2 a detection's verdict. */
    source: smallint('source').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    customerProductId: bigint('customer_product_id', { mode: 'number' }).notNull(),
    detectionOrderId: bigint('detection_order_id', { mode: 'number' }),
    repairOrderId: bigint('repair_order_id', { mode: 'number' }),
    reason: text('reason').notNull().default(''),
    remark: text('remark').notNull().default(''),
    oldSerialNumber: text('old_serial_number').notNull().default(''),
    newSerialNumber: text('new_serial_number').notNull().default(''),
    partId: bigint('part_id', { mode: 'number' }),
    warehouseId: bigint('warehouse_id', { mode: 'number' }),
    /** The 出库 movement of spare parts that shipped the replacement. */
    movementId: bigint('movement_id', { mode: 'number' }),
    /** The settings' warranty rule when the exchange passed. */
    warranty: smallint('warranty'),
    rejectReason: text('reject_reason').notNull().default(''),
    approvedBy: bigint('approved_by', { mode: 'number' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** What a passed return gave back to the customer (finance holds it as a refunded collection of source 退货退款). */
    refundAmount: numeric('refund_amount', { precision: 12, scale: 2 }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('return_change_orders_enterprise_state_idx').on(t.enterpriseId, t.state),
    // One order waiting for approval per product.
    uniqueIndex('return_change_orders_pending_product_idx').on(t.enterpriseId, t.customerProductId).where(sql`state = 0`),
    check('return_change_orders_state_check', sql`state in (0, 1, 2, 3)`),
    check('return_change_orders_type_check', sql`type in (1, 2)`),
  ],
);

/** Internal repair orders (/maintenanceOrder): old parts of a warehouse's old-part store, or the enterprise's own equipment, repaired in-house. */
export const internalRepairOrders = pgTable(
  'internal_repair_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    /** 1 old parts, 2 own equipment. */
    kind: smallint('kind').notNull(),
    /** 0 waiting, 1 being repaired, 2 done, 3 cancelled. */
    state: smallint('state').notNull().default(0),
    partId: bigint('part_id', { mode: 'number' }),
    warehouseId: bigint('warehouse_id', { mode: 'number' }),
    /** Old parts, in the hundredths spare parts count in. */
    qty: bigint('qty', { mode: 'number' }),
    equipmentName: text('equipment_name').notNull().default(''),
    assetNo: text('asset_no').notNull().default(''),
    fault: text('fault').notNull(),
    repairerId: bigint('repairer_id', { mode: 'number' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** 1 repaired, 2 scrapped. */
    result: smallint('result'),
    note: text('note').notNull().default(''),
    /** The 旧件翻新 or 旧件报废 movement of spare parts that ended an old-part repair. */
    movementId: bigint('movement_id', { mode: 'number' }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('internal_repair_orders_enterprise_state_idx').on(t.enterpriseId, t.state),
    check('internal_repair_orders_state_check', sql`state in (0, 1, 2, 3)`),
    check('internal_repair_orders_kind_check', sql`kind in (1, 2)`),
  ],
);
