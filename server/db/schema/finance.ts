import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
  (t) => [
    index('finance_item_collections_order_idx').on(t.enterpriseId, t.orderId, t.id),
    // The reports' minute tick finds the collections recorded since its last run (migration 0036).
    index('finance_item_collections_created_idx').on(t.createdAt),
  ],
);

/**
 * A collection from another source than a work order (source 1: a mall order's payment recorded by
 * staff), one per source record; `cancelled_at` marks a source cancelled after it was paid, `refunded_at`
 * its refund; `reconciled_at` finance's 对账.
 */
export const sourceCollections = pgTable(
  'finance_source_collections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: ref('enterprise_id').notNull(),
    source: smallint('source').notNull(),
    sourceId: ref('source_id').notNull(),
    sourceNo: text('source_no').notNull(),
    customerId: ref('customer_id'),
    mode: smallint('mode').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    userId: ref('user_id'),
    collectedAt: at('collected_at').notNull().defaultNow(),
    cancelledAt: at('cancelled_at'),
    /** Finance marked it reconciled (null: open). */
    reconciledAt: at('reconciled_at'),
    reconciledBy: ref('reconciled_by'),
    /** What the source gave back after it was cancelled, and when. */
    refundAmount: numeric('refund_amount', { precision: 14, scale: 2 }),
    refundedAt: at('refunded_at'),
  },
  (t) => [
    uniqueIndex('finance_source_collections_source_idx').on(t.enterpriseId, t.source, t.sourceId),
    index('finance_source_collections_collected_idx').on(t.enterpriseId, t.collectedAt, t.id),
  ],
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
    /** When it was last reconciled or reopened: the live shares' tick and lists re-read such orders (migration 0080). */
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('finance_reconciliations_order_idx').on(t.enterpriseId, t.orderId),
    index('finance_reconciliations_state_idx').on(t.enterpriseId, t.state, t.reconciledAt),
    index('finance_reconciliations_changed_idx').on(t.enterpriseId, t.changedAt),
  ],
);

/**
 * Commission rules, versioned: every change closes the version in force (valid_to = now) and adds
 * the next one (valid_from = now) under the same rule_key, so an order is paid by the version in
 * force when it completed. Deleting a rule closes its last version. Rates and ratios are basis
 * points (1 % = 100), amounts fen.
 */
export const commissionRules = pgTable(
  'finance_commission_rules',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: ref('enterprise_id').notNull(),
    /** The rule's id as users see it: the id of its first version. */
    ruleKey: ref('rule_key').notNull(),
    name: text('name').notNull(),
    base: smallint('base').notNull(),
    method: smallint('method').notNull(),
    rateBp: integer('rate_bp').notNull().default(0),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull().default(0),
    moneyItemId: ref('money_item_id'),
    serviceItemId: ref('service_item_id'),
    ownerBp: integer('owner_bp').notNull().default(10000),
    collaboratorsBp: integer('collaborators_bp').notNull().default(0),
    leaderBp: integer('leader_bp').notNull().default(0),
    /** The order types (applicable templates) the rule pays for. */
    orderTypeIds: bigint('order_type_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    validFrom: at('valid_from').notNull().defaultNow(),
    validTo: at('valid_to'),
    createdBy: ref('created_by'),
  },
  (t) => [
    index('finance_commission_rules_key_idx').on(t.enterpriseId, t.ruleKey, t.validFrom),
    uniqueIndex('finance_commission_rules_current_idx').on(t.enterpriseId, t.ruleKey).where(sql`valid_to is null`),
  ],
);

/** A settled period (YYYY-MM): a document no later change alters. One per enterprise and period. */
export const settlements = pgTable(
  'finance_settlements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: ref('enterprise_id').notNull(),
    period: text('period').notNull(),
    totalFen: bigint('total_fen', { mode: 'number' }).notNull(),
    orderCount: integer('order_count').notNull(),
    createdBy: ref('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('finance_settlements_period_idx').on(t.enterpriseId, t.period)],
);

/** A person's line of a settlement: their sums; the order shares it sums are its rows in settlementShares. */
export const settlementLines = pgTable(
  'finance_settlement_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: ref('enterprise_id').notNull(),
    settlementId: ref('settlement_id').notNull(),
    userId: ref('user_id').notNull(),
    commissionFen: bigint('commission_fen', { mode: 'number' }).notNull(),
    rewardsFen: bigint('rewards_fen', { mode: 'number' }).notNull(),
    totalFen: bigint('total_fen', { mode: 'number' }).notNull(),
    orderCount: integer('order_count').notNull(),
  },
  (t) => [index('finance_settlement_lines_idx').on(t.enterpriseId, t.settlementId, t.userId)],
);

/** A person's part of an order under a rule in one role (1 leader, 2 collaborator, 3 owner): the sums' `roles` rows. */
const orderShareColumns = () => ({
    userId: ref('user_id').notNull(),
    orderId: ref('order_id').notNull(),
    ruleKey: ref('rule_key').notNull(),
    groupId: ref('group_id'),
    orderNo: text('order_no').notNull(),
    completedAt: at('completed_at').notNull(),
    ruleName: text('rule_name').notNull(),
    role: smallint('role').notNull(),
    fen: bigint('fen', { mode: 'number' }).notNull(),
});

/**
 * A person's order shares in a settlement, copied when settling (so later changes to orders or rules do
 * not alter them) under the sums' column names, so the same SQL reads both.
 */
export const settlementShares = pgTable(
  'finance_settlement_shares',
  {
    enterpriseId: ref('enterprise_id').notNull(),
    settlementId: ref('settlement_id').notNull(),
    ...orderShareColumns(),
  },
  (t) => [index('finance_settlement_shares_idx').on(t.enterpriseId, t.settlementId, t.userId)],
);

/**
 * The live settlement's rolled-up order shares (migration 0080): every role a person holds on a
 * reconciled completed order under a rule version, as settling copies them, kept by finance's minute
 * tick as of its mark (`liveShareMarks`); the lists add the orders changed since, computed live.
 */
export const liveShares = pgTable(
  'finance_live_shares',
  {
    enterpriseId: ref('enterprise_id').notNull(),
    ...orderShareColumns(),
  },
  (t) => [
    index('finance_live_shares_month_idx').on(t.enterpriseId, t.completedAt),
    index('finance_live_shares_user_idx').on(t.enterpriseId, t.userId, t.completedAt),
    index('finance_live_shares_order_idx').on(t.enterpriseId, t.orderId),
  ],
);

/** The moment an enterprise's `liveShares` are as of, and the stamp of the rule versions and group leaders they were computed with. */
export const liveShareMarks = pgTable('finance_live_share_marks', {
  enterpriseId: ref('enterprise_id').primaryKey(),
  asOf: at('as_of').notNull(),
  stamp: text('stamp').notNull(),
});

/**
 * `liveShares` summed per China month × service group × person (group 0: the orders of no group): a
 * person's commission and distinct orders there. Kept with the share rows by the same tick, so a month's
 * live lists add up a few thousand sums instead of every share row (an order lies in one month and one group).
 */
export const liveMonthSums = pgTable(
  'finance_live_month_sums',
  {
    enterpriseId: ref('enterprise_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    groupKey: ref('group_key').notNull(),
    userId: ref('user_id').notNull(),
    fen: bigint('fen', { mode: 'number' }).notNull(),
    orderCount: integer('order_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.month, t.groupKey, t.userId] })],
);

/** A group's distinct orders per China month in `liveShares` (its people's counts overlap: an order has several people). */
export const liveMonthGroupOrders = pgTable(
  'finance_live_month_group_orders',
  {
    enterpriseId: ref('enterprise_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    groupKey: ref('group_key').notNull(),
    orderCount: integer('order_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.month, t.groupKey] })],
);

/**
 * Rewards (positive) and penalties (negative) of a person, filed with a reason (and an order), waiting
 * for approval (state 0 pending, 1 approved, 2 rejected); approved ones enter the settlement of the
 * month they were approved in.
 */
export const rewards = pgTable(
  'finance_rewards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: ref('enterprise_id').notNull(),
    userId: ref('user_id').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    orderId: ref('order_id'),
    state: smallint('state').notNull().default(0),
    createdBy: ref('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedBy: ref('decided_by'),
    decidedAt: at('decided_at'),
    decideRemark: text('decide_remark').notNull().default(''),
  },
  (t) => [index('finance_rewards_state_idx').on(t.enterpriseId, t.state, t.decidedAt), index('finance_rewards_user_idx').on(t.enterpriseId, t.userId, t.id)],
);

/** The enterprise's own name lists of the T+ calls: kind 1 bank accounts, 2 settlement modes. */
export const namedEntries = pgTable(
  'finance_named_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: ref('enterprise_id').notNull(),
    kind: smallint('kind').notNull(),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [uniqueIndex('finance_named_entries_name_idx').on(t.enterpriseId, t.kind, t.name).where(sql`deleted_at is null`)],
);
