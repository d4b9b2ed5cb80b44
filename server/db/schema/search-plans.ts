import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the search-plans module (server/modules/search-plans): other modules reach them only through its public face.

/** Saved search plans of a user per list screen (`listKey`), at most one default per user and list. */
export const searchPlans = pgTable(
  'search_plans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    listKey: text('list_key').notNull(),
    name: text('name').notNull(),
    conditions: jsonb('conditions').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('search_plans_user_list_idx').on(t.enterpriseId, t.userId, t.listKey),
    uniqueIndex('search_plans_default_uq').on(t.enterpriseId, t.userId, t.listKey).where(sql`is_default`),
  ],
);
