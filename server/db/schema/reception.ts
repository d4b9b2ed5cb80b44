import { bigint, boolean, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

// Tables of the reception module (server/modules/reception): other modules reach them only through its public face.

/** Staff who take service requests from channels (counter, phone, chat), with how many they take at once. */
export const receptionPersonnel = pgTable(
  'reception_personnel',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    maxConcurrent: integer('max_concurrent').notNull().default(5),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.userId] })],
);
