import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Tables of the audit module (server/modules/audit): other modules reach them only through its public face.

/** Who changed which setting or record, when, and the values before and after (GET /operlog/point). */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    module: text('module').notNull(),
    action: text('action').notNull(),
    targetId: text('target_id'),
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operation_logs_enterprise_time_idx').on(t.enterpriseId, t.createdAt),
    // A record's own history (e.g. the customer detail page's 历史 tab), newest first.
    index('operation_logs_target_idx').on(t.enterpriseId, t.module, t.targetId, t.createdAt),
  ],
);
