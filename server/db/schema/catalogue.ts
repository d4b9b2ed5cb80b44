import { bigint, boolean, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Tables of the catalogue module (server/modules/catalogue): other modules reach them only through its public face.

/** Service groups: teams of service staff with a leader, used by dispatch and by order and customer filters. */
export const serviceGroups = pgTable(
  'service_groups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    leaderUserId: bigint('leader_user_id', { mode: 'number' }),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_groups_enterprise_idx').on(t.enterpriseId, t.name)],
);

export const serviceGroupMembers = pgTable(
  'service_group_members',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.groupId, t.userId] }), index('service_group_members_user_idx').on(t.enterpriseId, t.userId)],
);

/** Categories of service items (a two-level tree: parent_id null is a top category). */
export const serviceItemCategories = pgTable(
  'service_item_categories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    parentId: bigint('parent_id', { mode: 'number' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('service_item_categories_enterprise_idx').on(t.enterpriseId, t.parentId)],
);

/** Service items: the "service project" chosen on orders and events. */
export const serviceItems = pgTable(
  'service_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    categoryId: bigint('category_id', { mode: 'number' }),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_items_enterprise_category_idx').on(t.enterpriseId, t.categoryId)],
);
