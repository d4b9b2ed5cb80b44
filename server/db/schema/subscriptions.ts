import { bigint, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

// Tables of the subscriptions module (server/modules/subscriptions): other modules reach them only through its public face.

/** Message subscriptions: a master switch per type (code '') and one row per notice code. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    type: smallint('type').notNull(),
    code: text('code').notNull(),
    value: smallint('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.userId, t.type, t.code] })],
);
