import { bigint, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Tables of the tags module (server/modules/tags): other modules reach them only through its public face.

/** Enterprise tags by code (1 personal status, 3 order, 4 customer, 6 event). */
export const epTags = pgTable(
  'ep_tags',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    code: smallint('code').notNull(),
    name: text('name').notNull(),
    colorRgb: text('color_rgb').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ep_tags_enterprise_code_idx').on(t.enterpriseId, t.code)],
);
