import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Dimension } from '@domain/reports/reports.constants';
import { rolledPeriods, type Span } from '@domain/reports/rollup-periods';
import { ZERO_SUMS, type OrderSums } from '@domain/reports/statistics';
import type { Executor } from '../../db/database';
import { orderDayKeySums, orderDaySums, orderMonthSums, orderPlaceMonthSums, orderPlaceSums } from '../../db/schema/reports';
import type { AreaSums } from '../orders/read-models/orders-read-models.public';
import { ORDER_MONTH_SETS } from './rollup.queries';

// The figures of whole past days read from the roll-ups (server/modules/reports/rollup.queries.ts
// keeps them): a range's whole calendar months from the month tables, its partial months at either
// end from the day tables, in one statement that adds both up.

/** The dimensions the day roll-up keeps (customers and provinces are the place roll-up's). */
export const ROLLED_DIMENSIONS: readonly Dimension[] = ['day', 'type', 'group', 'staff', 'dispatcher', 'serviceItem', 'serviceCategory', 'state'];
/** The dimensions the place roll-up keeps. */
export const PLACE_DIMENSIONS: readonly Dimension[] = ['customer', 'province'];

const SUM_COLUMNS = Object.keys(ZERO_SUMS) as (keyof OrderSums)[];

export interface RolledFilter {
  /** China days, inclusive. */
  fromDay: string;
  toDay: string;
  orderType: number[];
  serviceGroupId: number[];
  staffId: number[];
}

type DayTable = typeof orderDaySums | typeof orderDayKeySums | typeof orderPlaceSums;
type MonthTable = typeof orderMonthSums | typeof orderPlaceMonthSums;
type Table = DayTable | MonthTable;

const periodOf = (t: Table) => ('day' in t ? t.day : t.month);

/** The filter of a roll-up table: its spans of days or months, order types, service groups and owners. */
function rolledWhere(t: Table, enterpriseId: number, spans: Span[], f: RolledFilter): SQL | undefined {
  const period = periodOf(t);
  return and(
    eq(t.enterpriseId, enterpriseId),
    sql`(${sql.join(
      spans.map((span) => sql`(${and(gte(period, span.from), lte(period, span.to))})`),
      sql` or `,
    )})`,
    f.orderType.length ? inArray(t.templateId, f.orderType) : undefined,
    f.serviceGroupId.length ? inArray(t.serviceGroupId, f.serviceGroupId) : undefined,
    f.staffId.length ? inArray(t.ownerId, f.staffId) : undefined,
  );
}

/**
 * The largest keys by one sum, ties at the last place included, and the keys `also` (those with
 * orders today, whose rolled sums the chart adds to today's): a chart shows its top rows, and a
 * customer chart has tens of thousands of keys to add up but only these to send.
 */
export interface Top {
  column: keyof OrderSums;
  rows: number;
  also: (string | null)[];
}

/**
 * One statement over a pair of roll-ups: `select key, <sums> from (the day rows of the partial
 * months union all the month rows of the whole ones) group by key`. `keyOf` names the key in each
 * table; `byDay` keeps to the day table (a key that is the day itself); `top` keeps the largest keys.
 */
async function rolledRows(
  tx: Executor,
  enterpriseId: number,
  f: RolledFilter,
  tables: { day: DayTable; month: MonthTable },
  keyOf: (t: Table) => SQL,
  sums: { name: string; of: (t: Table) => SQL; total: SQL }[],
  byDay: boolean,
  monthRows?: SQL,
  top?: Top,
): Promise<Record<string, unknown>[]> {
  const periods = byDay ? { months: null, days: [{ from: f.fromDay, to: f.toDay }] } : rolledPeriods(f.fromDay, f.toDay);
  const part = (t: Table, spans: Span[], also?: SQL) =>
    sql`select ${keyOf(t)} as key, ${sql.join(
      sums.map((c) => sql`${c.of(t)} as ${sql.identifier(c.name)}`),
      sql`, `,
    )} from ${t} where ${and(rolledWhere(t, enterpriseId, spans, f), also)}`;
  const parts = [...(periods.days.length ? [part(tables.day, periods.days)] : []), ...(periods.months ? [part(tables.month, [periods.months], monthRows)] : [])];
  const grouped = sql`select key, ${sql.join(
    sums.map((c) => sql`${c.total} as ${sql.identifier(c.name)}`),
    sql`, `,
  )}${top ? sql`, rank() over (order by sum(${sql.identifier(top.column)}) desc nulls last) as rank` : sql``} from (${sql.join(parts, sql` union all `)}) u group by key`;
  const also = (t: Top) => {
    const keys = t.also.filter((k) => k !== null);
    return sql`${keys.length ? sql` or key::text in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})` : sql``}${t.also.includes(null) ? sql` or key is null` : sql``}`;
  };
  const { rows } = await tx.execute<Record<string, unknown>>(top ? sql`select * from (${grouped}) g where rank <= ${top.rows}${also(top)}` : grouped);
  return rows;
}

/** The OrderSums columns asked for, summed (each sum over a year of rows costs; the others read as 0). */
const orderSumsOf = (columns: readonly (keyof OrderSums)[]) =>
  columns.map((c) => ({ name: c, of: (t: Table) => sql`${t[c]}`, total: sql`coalesce(sum(${sql.identifier(c)}), 0)::float8` }));

const sumsOfRow = (r: Record<string, unknown>, columns: readonly (keyof OrderSums)[]): OrderSums => ({ ...ZERO_SUMS, ...Object.fromEntries(columns.map((c) => [c, Number(r[c])])) });

type OrderTable = typeof orderDaySums | typeof orderMonthSums;
const DAY_KEYS: Partial<Record<Dimension, (t: OrderTable) => SQL>> = {
  day: (t) => sql`to_char(${periodOf(t)}, 'YYYY-MM-DD')`,
  type: (t) => sql`${t.templateId}::text`,
  group: (t) => sql`${t.serviceGroupId}::text`,
  staff: (t) => sql`${t.ownerId}::text`,
  dispatcher: (t) => sql`${t.dispatchUserId}::text`,
  serviceItem: (t) => sql`${t.serviceItemId}::text`,
  serviceCategory: (t) => sql`${t.serviceCategoryId}::text`,
  state: (t) => sql`${t.state}::text`,
};

type Grouped = { key: string | null; hint: string | null; sums: OrderSums }[];

/** The dimensions whose days the day rows by the filters' keys alone serve (a few rows a day, not one per order). */
const KEY_DIMENSIONS: readonly (Dimension | null)[] = [null, 'day', 'type', 'group', 'staff'];
/** The month rows of a dimension alone, which serve it without filters. */
const UNFILTERED_SETS: Partial<Record<Dimension, keyof typeof ORDER_MONTH_SETS>> = { dispatcher: 'dispatchers' };

/** The rolled-up sums of a range of days, grouped by a dimension (null: one row). */
export async function rolledSumsBy(tx: Executor, enterpriseId: number, f: RolledFilter, dimension: Dimension | null, columns: readonly (keyof OrderSums)[] = SUM_COLUMNS, top?: Top): Promise<Grouped> {
  // order_day_key_sums has the same columns as order_day_sums for the keys it keeps.
  const keyOf = dimension ? (t: Table) => DAY_KEYS[dimension]!(t as OrderTable) : () => sql`null`;
  const unfiltered = f.orderType.length + f.serviceGroupId.length + f.staffId.length === 0;
  // The month rows that keep this dimension's column ('' : the filters' keys alone, enough for type, group, staff and the whole).
  const grouped = dimension && unfiltered && UNFILTERED_SETS[dimension] ? UNFILTERED_SETS[dimension] : dimension && dimension in ORDER_MONTH_SETS ? dimension : '';
  const day = KEY_DIMENSIONS.includes(dimension) ? orderDayKeySums : orderDaySums;
  const rows = await rolledRows(tx, enterpriseId, f, { day, month: orderMonthSums }, keyOf, orderSumsOf(columns), dimension === 'day', eq(orderMonthSums.grouped, grouped), top);
  return rows
    .filter((r) => dimension !== null || Number(r.total) > 0)
    .map((r) => ({ key: r.key === null ? null : String(r.key), hint: null, sums: sumsOfRow(r, columns) }));
}

/**
 * The place roll-up's sums of a range of days per customer or province, summing only the given
 * columns (the others are 0). No customer name: the chart names customers through the customers module.
 */
export async function rolledPlaceSumsBy(
  tx: Executor,
  enterpriseId: number,
  f: RolledFilter,
  dimension: 'customer' | 'province',
  columns: readonly (keyof OrderSums)[] = SUM_COLUMNS,
  top?: Top,
): Promise<Grouped> {
  const keyOf = (t: Table) => (dimension === 'customer' ? sql`${(t as typeof orderPlaceSums).customerId}` : sql`${(t as typeof orderPlaceSums).province}`);
  // Without filters, the customers' rows alone (a customer's month is one row, not one per type, group and owner).
  const unfiltered = f.orderType.length + f.serviceGroupId.length + f.staffId.length === 0;
  const grouped = eq(orderPlaceMonthSums.grouped, dimension === 'customer' ? (unfiltered ? 'customers' : 'customer') : 'area');
  const rows = await rolledRows(tx, enterpriseId, f, { day: orderPlaceSums, month: orderPlaceMonthSums }, keyOf, orderSumsOf(columns), false, grouped, top);
  return rows.map((r) => ({ key: r.key === null ? null : String(r.key), hint: null, sums: sumsOfRow(r, columns) }));
}

const AREA_COLUMNS = ['total', 'open', 'lngSum', 'lngCount', 'latSum', 'latCount'] as const;

/** The place roll-up's area sums of a range of days per province and city. */
export async function rolledAreaSums(tx: Executor, enterpriseId: number, f: RolledFilter): Promise<AreaSums[]> {
  const place = (t: Table) => t as typeof orderPlaceSums;
  // The key is the area as one JSON pair, so one grouping serves both the province and the city.
  const keyOf = (t: Table) => sql`json_build_array(${place(t).province}, ${place(t).city})::text`;
  const sums = AREA_COLUMNS.map((c) => ({ name: c, of: (t: Table) => sql`${place(t)[c]}`, total: sql`coalesce(sum(${sql.identifier(c)}), 0)::float8` }));
  const rows = await rolledRows(tx, enterpriseId, f, { day: orderPlaceSums, month: orderPlaceMonthSums }, keyOf, sums, false, eq(orderPlaceMonthSums.grouped, 'area'));
  return rows.map((r) => {
    const [province, city] = JSON.parse(String(r.key)) as [string, string | null];
    return { province, city, ...(Object.fromEntries(AREA_COLUMNS.map((c) => [c, Number(r[c])])) as Omit<AreaSums, 'province' | 'city'>) };
  });
}
