import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Tables of the spare-parts module (server/modules/spare-parts): other modules reach them only through its public face.

/** The enterprise's spare-part settings: storehouse_type (1 one warehouse, 2 several) and the movement kinds that need approval. */
export const spareSettings = pgTable('spare_settings', {
  enterpriseId: bigint('enterprise_id', { mode: 'number' }).primaryKey(),
  storehouseType: smallint('storehouse_type').notNull().default(2),
  approvalTypes: integer('approval_types').array().notNull().default(sql`'{}'::integer[]`),
});

/** Spare-part types (/spareType). */
export const spareTypes = pgTable(
  'spare_types',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('spare_types_enterprise_idx').on(t.enterpriseId, t.sort)],
);

/** The parts catalogue (/spareList): unit, price, images and the template centre's spare-part fields (basic-info type 4). */
export const spareParts = pgTable(
  'spare_parts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    typeId: bigint('type_id', { mode: 'number' }).notNull(),
    code: text('code').notNull().default(''),
    name: text('name').notNull(),
    model: text('model').notNull().default(''),
    unit: text('unit').notNull().default('个'),
    /** A divisible unit: quantities may carry two decimals. */
    decimal: boolean('decimal').notNull().default(false),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('spare_parts_enterprise_idx').on(t.enterpriseId, t.typeId, t.id), index('spare_parts_name_idx').on(t.enterpriseId, t.name)],
);

/** Warehouses (/warehouse/list): one main (kind 1) and sub-warehouses (kind 2), each with its keepers. */
export const spareWarehouses = pgTable(
  'spare_warehouses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    kind: smallint('kind').notNull().default(2),
    keeperIds: bigint('keeper_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    address: text('address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('spare_warehouses_enterprise_idx').on(t.enterpriseId)],
);

/**
 * Stock of one part at one location: a warehouse (loc_kind 1) or a staff member's personal stock
 * (loc_kind 2, loc_id the user). Changed only by the posting engine, which keeps it equal to the
 * ledger's sum. min/max are the warning levels (warehouses); `warned` remembers a crossing already told.
 */
export const spareStocks = pgTable(
  'spare_stocks',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    partId: bigint('part_id', { mode: 'number' }).notNull(),
    locKind: smallint('loc_kind').notNull(),
    locId: bigint('loc_id', { mode: 'number' }).notNull(),
    qty: numeric('qty', { precision: 14, scale: 2 }).notNull().default('0'),
    minQty: numeric('min_qty', { precision: 14, scale: 2 }),
    maxQty: numeric('max_qty', { precision: 14, scale: 2 }),
    warned: boolean('warned').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.partId, t.locKind, t.locId] }),
    index('spare_stocks_location_idx').on(t.enterpriseId, t.locKind, t.locId, t.partId),
    // The engine refuses a short line with a message first; this is the last wall.
    check('spare_stocks_qty_check', sql`qty >= 0`),
  ],
);

/** A movement (document): posted at once, or waiting for a keeper's approval with its lines in `lines`. */
export const spareMovements = pgTable(
  'spare_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    type: smallint('type').notNull(),
    /** 0 waiting for approval, 1 posted, 2 rejected. */
    state: smallint('state').notNull(),
    /** Every warehouse the lines touch (an old-part store counts as its warehouse): approving needs the keeper of each. */
    warehouseIds: bigint('warehouse_ids', { mode: 'number' }).array().notNull().default(sql`'{}'`),
    lines: jsonb('lines').$type<{ partId: number; qty: number; from: { kind: number; id: number } | null; to: { kind: number; id: number } | null }[]>().notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    docNo: text('doc_no').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** Sum of line quantity × part price at posting (order consumption: the fee). */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Order consumption that was cancelled (its cancel movement's id). */
    reversedBy: bigint('reversed_by', { mode: 'number' }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    index('spare_movements_enterprise_idx').on(t.enterpriseId, t.id),
    index('spare_movements_pending_idx').on(t.enterpriseId).where(sql`state = 0`),
    index('spare_movements_order_idx').on(t.enterpriseId, t.orderId).where(sql`order_id is not null`),
  ],
);

/** The ledger (/sparelog, /stockLog): one line per posted movement line; stock at a location is the sum of its lines in minus out. */
export const spareLedger = pgTable(
  'spare_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    movementId: bigint('movement_id', { mode: 'number' }).notNull(),
    type: smallint('type').notNull(),
    partId: bigint('part_id', { mode: 'number' }).notNull(),
    fromKind: smallint('from_kind'),
    fromId: bigint('from_id', { mode: 'number' }),
    toKind: smallint('to_kind'),
    toId: bigint('to_id', { mode: 'number' }),
    qty: numeric('qty', { precision: 14, scale: 2 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    orderId: bigint('order_id', { mode: 'number' }),
    docNo: text('doc_no').notNull().default(''),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('spare_ledger_enterprise_idx').on(t.enterpriseId, t.id),
    index('spare_ledger_part_idx').on(t.enterpriseId, t.partId, t.id),
    index('spare_ledger_movement_idx').on(t.enterpriseId, t.movementId),
  ],
);

/** Kits (/kitList): a named set of parts claimed or consumed as one. */
export const spareKits = pgTable('spare_kits', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
  items: jsonb('items').$type<{ partId: number; qty: number }[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The old-part recycle form template (/old/part/param/*): the fields staff fill on a recycle form. */
export const oldPartParams = pgTable(
  'old_part_params',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    fieldType: smallint('field_type').notNull().default(1),
    required: boolean('required').notNull().default(false),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('old_part_params_enterprise_idx').on(t.enterpriseId, t.sort)],
);

/**
 * Recycle forms: one old part (and quantity) taken out of a customer's equipment during an order, by
 * a staff member; state 0 still to recycle, 1 received by a warehouse (its type-6 movement into the
 * warehouse's old-part store). `remindOff`: the recycled reminder was dismissed (batch ignore).
 */
export const oldPartForms = pgTable(
  'old_part_forms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    code: text('code').notNull().default(''),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNo: text('order_no').notNull().default(''),
    partId: bigint('part_id', { mode: 'number' }).notNull(),
    qty: numeric('qty', { precision: 14, scale: 2 }).notNull(),
    values: jsonb('values').$type<{ paramId: number; name: string; value: string }[]>().notNull().default([]),
    remark: text('remark').notNull().default(''),
    state: smallint('state').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    warehouseId: bigint('warehouse_id', { mode: 'number' }),
    receivedBy: bigint('received_by', { mode: 'number' }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    movementId: bigint('movement_id', { mode: 'number' }),
    remindOff: boolean('remind_off').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('old_part_forms_enterprise_idx').on(t.enterpriseId, t.state, t.id),
    index('old_part_forms_code_idx').on(t.enterpriseId, t.code),
    index('old_part_forms_user_idx').on(t.enterpriseId, t.createdBy, t.state),
  ],
);

/** Management records: old parts of a warehouse's old-part store scrapped (type 14) or refurbished (type 15). */
export const oldPartManages = pgTable(
  'old_part_manages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    kind: smallint('kind').notNull(),
    warehouseId: bigint('warehouse_id', { mode: 'number' }).notNull(),
    partId: bigint('part_id', { mode: 'number' }).notNull(),
    qty: numeric('qty', { precision: 14, scale: 2 }).notNull(),
    remark: text('remark').notNull().default(''),
    movementId: bigint('movement_id', { mode: 'number' }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('old_part_manages_enterprise_idx').on(t.enterpriseId, t.id)],
);
