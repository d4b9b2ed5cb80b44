import { bigint, date, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';

// Tables of the reports module (server/modules/reports): other modules reach them only through its public face.

/**
 * The daily digests sent (subscription type 1 to-do at 8:00, 2 statistics at 8:30): one row per
 * user, type and China day. The digest tick inserts the row and the notice in one transaction, so
 * however many workers run the tick, a user gets each digest once a day.
 */
export const digestSends = pgTable(
  'digest_sends',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    type: smallint('type').notNull(),
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.userId, t.type, t.day] })],
);
