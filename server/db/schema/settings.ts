import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// Tables of the settings module (server/modules/settings): other modules reach them only through its public face.

export const systemSettings = pgTable(
  'system_settings',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.code] })],
);
