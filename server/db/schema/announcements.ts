import { bigint, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Tables of the announcements module (server/modules/announcements): other modules reach them only through its public face.

/** Announcements an administrator publishes to the whole enterprise or some roles (/noticeManage). */
export const announcements = pgTable(
  'announcements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    roles: smallint('roles').array().notNull(),
    publishedBy: bigint('published_by', { mode: 'number' }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_enterprise_idx').on(t.enterpriseId, t.publishedAt)],
);
