import { bigint, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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

export const systemSettings = pgTable(
  'system_settings',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.code] })],
);

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
