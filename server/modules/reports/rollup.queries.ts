import { and, eq, getTableColumns, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { ZERO_SUMS } from '@domain/reports/statistics';
import type { Executor } from '../../db/database';
import { orderDayKeySums, orderDaySums as s, orderMonthSums, orderPlaceMonthSums, orderPlaceSums as p, rollupMarks } from '../../db/schema/reports';
import type { DaySumRow, PlaceSumRow } from '../orders/read-models/orders-read-models.public';

export const ORDER_ROLLUP = 'order_day_sums';
export const DAY_KEY_ROLLUP = 'order_day_key_sums';
export const PLACE_ROLLUP = 'order_place_sums';
export const ORDER_MONTH_ROLLUP = 'order_month_sums';
export const PLACE_MONTH_ROLLUP = 'order_place_month_sums';
/** Every roll-up, each after the ones it is built from: the figures' reads need all of them marked. */
export const ROLLUP_NAMES = [ORDER_ROLLUP, DAY_KEY_ROLLUP, PLACE_ROLLUP, ORDER_MONTH_ROLLUP, PLACE_MONTH_ROLLUP];

export async function readMark(db: Executor, name: string): Promise<Date | null> {
  const [row] = await db.select({ at: rollupMarks.at }).from(rollupMarks).where(eq(rollupMarks.name, name));
  return row?.at ?? null;
}

/** How far all the roll-ups have read: the earliest of their marks, null before each has one. */
export async function rolledUntil(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, ms: sql<number | null>`(extract(epoch from min(${rollupMarks.at})) * 1000)::float8` })
    .from(rollupMarks)
    .where(inArray(rollupMarks.name, ROLLUP_NAMES));
  return row.n === ROLLUP_NAMES.length && row.ms !== null ? new Date(Number(row.ms)) : null;
}

export async function writeMark(db: Executor, name: string, at: Date): Promise<void> {
  await db.insert(rollupMarks).values({ name, at }).onConflictDoUpdate({ target: rollupMarks.name, set: { at } });
}

/**
 * One rebuild of an enterprise's roll-ups at a time: every rebuild deletes rows and inserts fresh ones,
 * so a tick and a manual refresh interleaving them would keep both inserts (a day or month twice).
 */
export async function lockRollupsOf(tx: Executor, enterpriseId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${0x7e_71_db}, ${enterpriseId}::int)`);
}

/** Replaces an enterprise's place roll-up rows of the given days (every day when null) with fresh ones. */
export async function replacePlaceSums(tx: Executor, enterpriseId: number, days: string[] | null, rows: PlaceSumRow[]): Promise<void> {
  await tx.delete(p).where(and(eq(p.enterpriseId, enterpriseId), days === null ? undefined : inArray(p.day, days)));
  for (let i = 0; i < rows.length; i += 500)
    await tx.insert(p).values(
      rows.slice(i, i + 500).map(({ sums, area, ...key }) => ({ enterpriseId, ...key, ...sums, open: area.open, lngSum: area.lngSum, lngCount: area.lngCount, latSum: area.latSum, latCount: area.latCount })),
    );
}

/** Replaces an enterprise's roll-up rows of the given days (every day when null) with fresh ones. */
export async function replaceDaySums(tx: Executor, enterpriseId: number, days: string[] | null, rows: DaySumRow[]): Promise<void> {
  await tx.delete(s).where(and(eq(s.enterpriseId, enterpriseId), days === null ? undefined : inArray(s.day, days)));
  for (let i = 0; i < rows.length; i += 1000)
    await tx.insert(s).values(
      rows.slice(i, i + 1000).map(({ sums, ...key }) => ({ enterpriseId, ...key, ...sums })),
    );
}

/** Columns a coarser row adds up from its day rows; a customer's name is any of the month's (the rows carry one per customer). */
const SUMMED = new Set<string>([...Object.keys(ZERO_SUMS), 'open', 'lngSum', 'lngCount', 'latSum', 'latCount']);
const NAMES = new Set(['customerName']);

/** The month of each day, as its first day. */
export const monthsOf = (days: readonly string[]) => [...new Set(days.map((d) => `${d.slice(0, 7)}-01`))];

/** The days of the earliest to the latest of `periods`, days or months (so the day index narrows the read). */
const inDays = (from: typeof s | typeof p, periods: string[], per: 'day' | 'month') => {
  const sorted = [...periods].sort();
  return sql`${from.day} >= ${sorted[0]}::date and ${from.day} < ${sorted[sorted.length - 1]}::date + ${per === 'month' ? sql`interval '1 month'` : sql`1`}`;
};

/**
 * How a coarser table sums its day table: per calendar month (`month`, its first day) or per day,
 * and its grouping sets (grouped → the key columns the set keeps; a table of one set has no `grouped`).
 */
interface SumShape {
  from: typeof s | typeof p;
  to: typeof orderDayKeySums | typeof orderMonthSums | typeof orderPlaceMonthSums;
  per: 'day' | 'month';
  sets: Record<string, string[]>;
}

const FILTER_KEYS = ['templateId', 'serviceGroupId', 'ownerId'];
/**
 * The months keep the filters' keys and one more dimension per row (GROUPING SETS), so a key's year
 * is about 12 rows per combination of the filters' keys; '' is the set of those keys alone. For a
 * chart without filters, the dispatchers alone ('dispatchers') and, in the place months, the
 * customers alone ('customers'): a dispatcher's or customer's month is then one row, not one per
 * type, group and owner.
 */
export const ORDER_MONTH_SETS = {
  '': FILTER_KEYS,
  dispatcher: [...FILTER_KEYS, 'dispatchUserId'],
  dispatchers: ['dispatchUserId'],
  serviceItem: [...FILTER_KEYS, 'serviceItemId'],
  serviceCategory: [...FILTER_KEYS, 'serviceCategoryId'],
  state: [...FILTER_KEYS, 'state'],
};
const PLACE_MONTH_SETS = { customer: [...FILTER_KEYS, 'customerId'], customers: ['customerId'], area: [...FILTER_KEYS, 'province', 'city'] };
const ORDER_MONTHS: SumShape = { from: s, to: orderMonthSums, per: 'month', sets: ORDER_MONTH_SETS };
const PLACE_MONTHS: SumShape = { from: p, to: orderPlaceMonthSums, per: 'month', sets: PLACE_MONTH_SETS };
const DAY_KEYS: SumShape = { from: s, to: orderDayKeySums, per: 'day', sets: { '': FILTER_KEYS } };

/**
 * Rebuilds an enterprise's coarser rows of the days `days`, or of the months holding them (all when
 * null), from its day rows, in one INSERT … SELECT: run after the days themselves are rebuilt, in the
 * same transaction.
 */
async function rebuildCoarserSums(tx: Executor, enterpriseId: number, days: string[] | null, { from, to, per, sets }: SumShape): Promise<void> {
  const periods = days === null ? null : per === 'month' ? monthsOf(days) : days;
  const toPeriod = 'month' in to ? to.month : to.day;
  const periodOfDay = per === 'month' ? sql`date_trunc('month', ${from.day})::date` : sql`${from.day}`;
  await tx.delete(to).where(and(eq(to.enterpriseId, enterpriseId), periods === null ? undefined : inArray(toPeriod, periods)));
  const fromColumns = getTableColumns(from) as Record<string, AnyColumn>;
  const setEntries = Object.entries(sets);
  const kept = [...new Set(setEntries.flatMap(([, keys]) => keys))];
  const columns = Object.entries(getTableColumns(to) as Record<string, AnyColumn>).filter(([key]) => kept.includes(key) || SUMMED.has(key) || NAMES.has(key));
  const select = columns.map(([key]) => (SUMMED.has(key) ? sql`sum(${fromColumns[key]})` : NAMES.has(key) ? sql`max(${fromColumns[key]})` : sql`${fromColumns[key]}`));
  const ref = (key: string) => sql`${fromColumns[key]}`;
  // grouping(all kept columns) has a bit set for each column a row's set leaves out: that mask names the set.
  const maskOf = (keys: string[]) => kept.reduce((mask, key, i) => (keys.includes(key) ? mask : mask | (1 << (kept.length - 1 - i))), 0);
  const grouped = sql`, case grouping(${sql.join(kept.map(ref), sql`, `)}) ${sql.join(
    setEntries.map(([name, keys]) => sql`when ${maskOf(keys)} then ${name}`),
    sql` `,
  )} end as grouped`;
  const groupingSets = sql.join(
    setEntries.map(([, keys]) => sql`(${sql.join(keys.map(ref), sql`, `)})`),
    sql`, `,
  );
  // A set's rows are written together: grouping sets that share a sort come out interleaved, and a
  // chart reading one set (the customers alone) would read a page for every two of its rows.
  const withGrouped = 'grouped' in to;
  const inPeriods = periods === null ? sql`` : sql`and ${periodOfDay} = any(${`{${periods.join(',')}}`}::date[]) and ${inDays(from, periods, per)}`;
  await tx.execute(sql`
    insert into ${to} (${sql.identifier(to.enterpriseId.name)}, ${sql.identifier(toPeriod.name)}, ${sql.join(columns.map(([, c]) => sql.identifier(c.name)), sql`, `)}${withGrouped ? sql`, grouped` : sql``})
    select ${enterpriseId}, ${periodOfDay}, ${sql.join(select, sql`, `)}${withGrouped ? grouped : sql``} from ${from}
    where ${from.enterpriseId} = ${enterpriseId} ${inPeriods}
    group by ${periodOfDay}, grouping sets (${groupingSets})${withGrouped ? sql` order by grouped` : sql``}`);
}

export const rebuildOrderMonths = (tx: Executor, enterpriseId: number, days: string[] | null) => rebuildCoarserSums(tx, enterpriseId, days, ORDER_MONTHS);
export const rebuildPlaceMonths = (tx: Executor, enterpriseId: number, days: string[] | null) => rebuildCoarserSums(tx, enterpriseId, days, PLACE_MONTHS);
export const rebuildDayKeys = (tx: Executor, enterpriseId: number, days: string[] | null) => rebuildCoarserSums(tx, enterpriseId, days, DAY_KEYS);
