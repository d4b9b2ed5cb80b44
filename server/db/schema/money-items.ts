import { bigint, index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Tables of the money-items module (server/modules/money-items): other modules reach them only through its public face.

/** Money items (fee items of orders); a deleted one waits in its own bin (/v2/moneyItem/tmpDeleteList) to be restored. */
export const moneyItems = pgTable(
  'money_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }),
    /** Payment item type of spec part 1 section 9: 1 regular, 2 balance, 3 deposit, 4 down payment, 5 progress payment. */
    itemType: smallint('item_type').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('money_items_enterprise_idx').on(t.enterpriseId, t.deletedAt)],
);
