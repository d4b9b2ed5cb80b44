import { bigint, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Tables of the auth module (server/modules/auth): other modules reach them only through its public face.

/**
 * Sessions live in the database so that several API nodes can share them. The row is keyed by a
 * SHA-256 of the cookie token, so a leaked table does not leak usable tokens. A session first proves
 * a phone; it is bound to a user once an enterprise is chosen.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    phone: text('phone').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }),
    csrfToken: text('csrf_token').notNull(),
    host: text('host').notNull().default('standalone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time SMS codes: 6 digits, 5 minutes, single use; rows also drive the send rate limits. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    purpose: smallint('purpose').notNull(),
    code: text('code').notNull(),
    ip: text('ip').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt), index('sms_codes_ip_idx').on(t.ip, t.createdAt)],
);
