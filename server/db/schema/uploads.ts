import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** The client's Idempotency-Key: a repeated key of the same user answers this upload (issue 21). */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_enterprise_idx').on(t.enterpriseId, t.createdAt),
    // Keys are the user's own: another user's same key is another upload. Rows without a key never collide (nulls are distinct).
    uniqueIndex('uploads_idempotency_key_idx').on(t.enterpriseId, t.userId, t.idempotencyKey),
  ],
);
