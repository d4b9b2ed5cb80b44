import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Tables of the uploads module (server/modules/uploads): other modules reach them only through its public face.

/** Files uploaded through /upload/...: kept under DATA_DIR/uploads, served only within the enterprise. */
export const uploads = pgTable(
  'uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_enterprise_idx').on(t.enterpriseId, t.createdAt)],
);
