import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the triggers module (server/modules/triggers): other modules reach them only through its public face.

const ref = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Triggers (automation): a record kind (1 order, 2 event), a moment (1-7), enabled or not; `version` grows with every save. */
export const triggers = pgTable(
  'triggers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: ref('enterprise_id').notNull(),
    name: text('name').notNull(),
    recordKind: smallint('record_kind').notNull(),
    moment: smallint('moment').notNull(),
    remark: text('remark').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    createdBy: ref('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('triggers_moment_idx').on(t.enterpriseId, t.recordKind, t.moment, t.enabled)],
);

/** Match range: the order types (or event templates) a trigger watches; none = all. */
export const triggerMatchRanges = pgTable(
  'trigger_match_ranges',
  { enterpriseId: ref('enterprise_id').notNull(), triggerId: ref('trigger_id').notNull(), templateId: ref('template_id').notNull() },
  (t) => [uniqueIndex('trigger_match_ranges_pk').on(t.enterpriseId, t.triggerId, t.templateId)],
);

/** Range conditions: all must hold. */
export const triggerConditions = pgTable(
  'trigger_conditions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: ref('enterprise_id').notNull(),
    triggerId: ref('trigger_id').notNull(),
    sort: integer('sort').notNull(),
    field: text('field').notNull(),
    operator: text('operator').notNull(),
    value: jsonb('value'),
  },
  (t) => [index('trigger_conditions_trigger_idx').on(t.enterpriseId, t.triggerId, t.sort)],
);

/** Nodes: named steps that chain a trigger's actions. */
export const triggerNodes = pgTable(
  'trigger_nodes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: ref('enterprise_id').notNull(),
    triggerId: ref('trigger_id').notNull(),
    sort: integer('sort').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('trigger_nodes_trigger_idx').on(t.enterpriseId, t.triggerId, t.sort)],
);

/** Actions, run in (node, sort, id) order; `config` is the kind's (domain/triggers/triggers.schemas.ts). */
export const triggerActions = pgTable(
  'trigger_actions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: ref('enterprise_id').notNull(),
    triggerId: ref('trigger_id').notNull(),
    nodeId: ref('node_id'),
    kind: smallint('kind').notNull(),
    sort: integer('sort').notNull().default(0),
    config: jsonb('config').notNull().default({}),
  },
  (t) => [index('trigger_actions_trigger_idx').on(t.enterpriseId, t.triggerId, t.sort)],
);

/** Field mappings from the source record to a follow-up record. */
export const triggerFieldMappings = pgTable(
  'trigger_field_mappings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: ref('enterprise_id').notNull(),
    triggerId: ref('trigger_id').notNull(),
    actionId: ref('action_id'),
    sourceField: text('source_field').notNull(),
    targetField: text('target_field').notNull(),
  },
  (t) => [index('trigger_field_mappings_trigger_idx').on(t.enterpriseId, t.triggerId)],
);

/**
 * Runs: one per trigger, moment and record occurrence (the order log entry of the operation). The
 * unique key is the exactly-once guard: a run re-tried after a crash finds its row and does nothing.
 */
export const triggerRuns = pgTable(
  'trigger_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: ref('enterprise_id').notNull(),
    triggerId: ref('trigger_id').notNull(),
    moment: smallint('moment').notNull(),
    recordKind: smallint('record_kind').notNull(),
    recordId: ref('record_id').notNull(),
    occurrence: ref('occurrence').notNull(),
    depth: smallint('depth').notNull().default(0),
    outcome: smallint('outcome').notNull(),
    message: text('message').notNull().default(''),
    steps: jsonb('steps').notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trigger_runs_once_idx').on(t.enterpriseId, t.triggerId, t.moment, t.recordKind, t.recordId, t.occurrence),
    index('trigger_runs_trigger_idx').on(t.enterpriseId, t.triggerId, t.id),
  ],
);

/** 自动拆单 rules: one per order type, naming the type's product fields (the first keeps each order's product). */
export const orderSplitRules = pgTable(
  'order_split_rules',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: ref('enterprise_id').notNull(),
    templateId: ref('template_id').notNull(),
    fieldKeys: text('field_keys').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    createdBy: ref('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_split_rules_type_idx').on(t.enterpriseId, t.templateId)],
);

/** Splits made: one per source order (the unique key is the exactly-once guard), with the copies made from it. */
export const orderSplitRuns = pgTable(
  'order_split_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: ref('enterprise_id').notNull(),
    ruleId: ref('rule_id').notNull(),
    orderId: ref('order_id').notNull(),
    orderNo: text('order_no').notNull(),
    copyIds: bigint('copy_ids', { mode: 'number' }).array().notNull(),
    copyNos: text('copy_nos').array().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_split_runs_once_idx').on(t.enterpriseId, t.orderId), index('order_split_runs_rule_idx').on(t.enterpriseId, t.ruleId, t.id)],
);
