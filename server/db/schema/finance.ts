import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the finance module (server/modules/finance): other modules reach them only through its public face.

const ref = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Payment templates (收款模板, /receive/...): named sets of payment items an order type uses. */
export const receivePayments = pgTable(
  'finance_receive_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: ref('enterprise_id').notNull(),
    name: text('name').notNull(),
    /** [{ name, itemType 1–5, moneyItemId, amount }] in display order. */
    items: jsonb('items').notNull().default([]),
    remark: text('remark').notNull().default(''),
    version: integer('version').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('finance_receive_payments_enterprise_idx').on(t.enterpriseId, t.id).where(sql`deleted_at is null`),
    uniqueIndex('finance_receive_payments_name_idx').on(t.enterpriseId, t.name).where(sql`deleted_at is null`),
  ],
);

/** What was collected of one template item of an order, by a payment mode, with proof images. */
export const itemCollections = pgTable(
  'finance_item_collections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: ref('enterprise_id').notNull(),
    orderId: ref('order_id').notNull(),
    receivePaymentId: ref('receive_payment_id').notNull(),
    itemName: text('item_name').notNull(),
    mode: smallint('mode').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    proof: jsonb('proof').notNull().default([]),
    remark: text('remark').notNull().default(''),
    userId: ref('user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('finance_item_collections_order_idx').on(t.enterpriseId, t.orderId, t.id)],
);

/**
 * Reconciliation of a completed order (one row per order once finance has looked at it): state 1
 * reconciled freezes its fees; reopening sets it back to 0. `version` grows with every change.
 */
export const reconciliations = pgTable(
  'finance_reconciliations',
  {
    enterpriseId: ref('enterprise_id').notNull(),
    orderId: ref('order_id').notNull(),
    state: smallint('state').notNull().default(0),
    differenceAmount: numeric('difference_amount', { precision: 14, scale: 2 }),
    differenceNote: text('difference_note').notNull().default(''),
    reconciledBy: ref('reconciled_by'),
    reconciledAt: at('reconciled_at'),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('finance_reconciliations_order_idx').on(t.enterpriseId, t.orderId),
    index('finance_reconciliations_state_idx').on(t.enterpriseId, t.state, t.reconciledAt),
  ],
);
