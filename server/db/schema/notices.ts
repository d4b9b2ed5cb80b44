import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Tables of the notices module (server/modules/notices): other modules reach them only through its public face.

/** In-app notices shown on the home page and the notice centre. */
export const notices = pgTable(
  'notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_user_idx').on(t.enterpriseId, t.userId, t.createdAt)],
);
