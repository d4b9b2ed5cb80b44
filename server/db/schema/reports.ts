import { bigint, date, doublePrecision, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
  // The tick asks for the users not yet sent a type's digest today: (type, day) finds the day's sends.
  (t) => [primaryKey({ columns: [t.enterpriseId, t.userId, t.type, t.day] }), index('digest_sends_type_day_idx').on(t.type, t.day)],
);

const count = (name: string) => integer(name).notNull();
const amount = (name: string) => doublePrecision(name).notNull();
const ref = (name: string) => bigint(name, { mode: 'number' });

/** The orders' sums (domain/reports/statistics.ts OrderSums): every order roll-up keeps them all. */
const orderSumColumns = () => ({
  total: count('total'),
  completed: count('completed'),
  cancelled: count('cancelled'),
  responded: count('responded'),
  responseMinutes: amount('response_minutes'),
  assigned: count('assigned'),
  assignMinutes: amount('assign_minutes'),
  finished: count('finished'),
  completeMinutes: amount('complete_minutes'),
  firstFix: count('first_fix'),
  withDeadline: count('with_deadline'),
  overdue: count('overdue'),
  feesFen: amount('fees_fen'),
  collectedFen: amount('collected_fen'),
  serviceMinutes: amount('service_minutes'),
  evaluated: count('evaluated'),
  solved: count('solved'),
  quality: amount('quality'),
  attitude: amount('attitude'),
  speed: amount('speed'),
  solveRate: amount('solve_rate'),
});

/** The dimensions of the day roll-up (and its month roll-up) a chart groups by. */
const dimensionColumns = () => ({
  templateId: ref('template_id'),
  serviceGroupId: ref('service_group_id'),
  ownerId: ref('owner_id'),
  dispatchUserId: ref('dispatch_user_id'),
  serviceItemId: ref('service_item_id'),
  serviceCategoryId: ref('service_category_id'),
  state: smallint('state').notNull(),
});

/** The place roll-up's keys (customer, area, the filters' dimensions) and the map's sums beside the orders'. */
const placeColumns = () => ({
  customerId: ref('customer_id'),
  customerName: text('customer_name'),
  province: text('province').notNull(),
  city: text('city'),
  templateId: ref('template_id'),
  serviceGroupId: ref('service_group_id'),
  ownerId: ref('owner_id'),
  ...orderSumColumns(),
  open: count('open'),
  lngSum: amount('lng_sum'),
  lngCount: count('lng_count'),
  latSum: amount('lat_sum'),
  latCount: count('lat_count'),
});

/**
 * The orders' figures summed per enterprise, China day of creation and the dimensions a chart
 * groups by (domain/reports/statistics.ts OrderSums): a year of a 100,000-order enterprise is a few
 * tens of thousands of rows instead of the orders themselves. Kept by the reports minute tick,
 * which rebuilds the days whose orders changed (orders.updated_at) or whose deadlines passed.
 */
export const orderDaySums = pgTable(
  'order_day_sums',
  { enterpriseId: ref('enterprise_id').notNull(), day: date('day').notNull(), ...dimensionColumns(), ...orderSumColumns() },
  (t) => [index('order_day_sums_day_idx').on(t.enterpriseId, t.day)],
);

/**
 * order_day_sums summed per day by the filters' keys alone (order type, service group, owner): what a
 * chart by day, and the whole or a filter key's partial months, read. A day of order_day_sums is
 * nearly one row per order (its seven keys together rarely repeat); here it is a few rows per
 * combination of the filters' keys. Kept by the same tick from the day rows, in the same transaction.
 */
export const orderDayKeySums = pgTable(
  'order_day_key_sums',
  {
    enterpriseId: ref('enterprise_id').notNull(),
    day: date('day').notNull(),
    templateId: ref('template_id'),
    serviceGroupId: ref('service_group_id'),
    ownerId: ref('owner_id'),
    ...orderSumColumns(),
  },
  (t) => [index('order_day_key_sums_day_idx').on(t.enterpriseId, t.day)],
);

/**
 * order_day_sums summed per calendar month (`month` is its first day) by the filters' dimensions
 * (order type, service group, owner) and at most one more (`grouped`: '' none, else the dimension
 * whose column is kept, the others null; 'dispatchers' the dispatcher alone, for a chart without
 * filters): a year's closed months are about twelve rows per key. The same tick rebuilds a month from
 * the day table whenever it rebuilds one of its days; a range reads its whole months here and its
 * partial ones by day.
 */
export const orderMonthSums = pgTable(
  'order_month_sums',
  {
    enterpriseId: ref('enterprise_id').notNull(),
    month: date('month').notNull(),
    ...dimensionColumns(),
    state: smallint('state'),
    ...orderSumColumns(),
    grouped: text('grouped').notNull(),
  },
  (t) => [index('order_month_sums_month_idx').on(t.enterpriseId, t.grouped, t.month)],
);

/**
 * The orders' figures per enterprise, China day of creation, customer and area (province and city
 * of the service address), with the filters' dimensions (order type, service group, owner): what the
 * customer chart, the province chart and the map's counts read for whole past days. Kept by the
 * same minute tick as order_day_sums, for the same days.
 */
export const orderPlaceSums = pgTable(
  'order_place_sums',
  { enterpriseId: ref('enterprise_id').notNull(), day: date('day').notNull(), ...placeColumns() },
  (t) => [index('order_place_sums_day_idx').on(t.enterpriseId, t.day)],
);

/**
 * order_place_sums summed per calendar month by the filters' dimensions and either the customer
 * (`grouped` 'customer') or the area ('area': province and city), the other null; kept from it as
 * order_month_sums is from order_day_sums.
 */
export const orderPlaceMonthSums = pgTable(
  'order_place_month_sums',
  { enterpriseId: ref('enterprise_id').notNull(), month: date('month').notNull(), ...placeColumns(), province: text('province'), grouped: text('grouped').notNull() },
  (t) => [index('order_place_month_sums_month_idx').on(t.enterpriseId, t.grouped, t.month)],
);

/** How far a roll-up has read (the orders changed up to `at`). Written by the system tick only. */
export const rollupMarks = pgTable('rollup_marks', {
  name: text('name').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
