import { bigint, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the table-config module (server/modules/table-config): other modules reach them only through its public face.

/** The columns each user hides in each list table (/fr/table/cfg/...): one row per user and table. */
export const tableConfigs = pgTable(
  'table_configs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tableKey: text('table_key').notNull(),
    hidden: jsonb('hidden').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('table_configs_user_table_uq').on(t.enterpriseId, t.userId, t.tableKey)],
);
