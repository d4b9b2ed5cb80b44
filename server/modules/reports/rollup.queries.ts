import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Dimension } from '@domain/reports/reports.constants';
import { ZERO_SUMS, type OrderSums } from '@domain/reports/statistics';
import type { Executor } from '../../db/database';
import { orderDaySums as s, orderPlaceSums as p, rollupMarks } from '../../db/schema/reports';
import type { AreaSums, DaySumRow, PlaceSumRow } from '../orders/orders.public';

export const ORDER_ROLLUP = 'order_day_sums';
export const PLACE_ROLLUP = 'order_place_sums';

/** The dimensions the day roll-up keeps (customers and provinces are the place roll-up's). */
export const ROLLED_DIMENSIONS: readonly Dimension[] = ['day', 'type', 'group', 'staff', 'dispatcher', 'serviceItem', 'serviceCategory', 'state'];
/** The dimensions the place roll-up keeps. */
export const PLACE_DIMENSIONS: readonly Dimension[] = ['customer', 'province'];

const KEYS: Partial<Record<Dimension, SQL>> = {
  day: sql`to_char(${s.day}, 'YYYY-MM-DD')`,
  type: sql`${s.templateId}::text`,
  group: sql`${s.serviceGroupId}::text`,
  staff: sql`${s.ownerId}::text`,
  dispatcher: sql`${s.dispatchUserId}::text`,
  serviceItem: sql`${s.serviceItemId}::text`,
  serviceCategory: sql`${s.serviceCategoryId}::text`,
  state: sql`${s.state}::text`,
};

const SUM_COLUMNS = Object.keys(ZERO_SUMS) as (keyof OrderSums)[];

export async function readMark(db: Executor, name: string): Promise<Date | null> {
  const [row] = await db.select({ at: rollupMarks.at }).from(rollupMarks).where(eq(rollupMarks.name, name));
  return row?.at ?? null;
}

export async function writeMark(db: Executor, name: string, at: Date): Promise<void> {
  await db.insert(rollupMarks).values({ name, at }).onConflictDoUpdate({ target: rollupMarks.name, set: { at } });
}

/** Replaces an enterprise's place roll-up rows of the given days (every day when null) with fresh ones. */
export async function replacePlaceSums(tx: Executor, enterpriseId: number, days: string[] | null, rows: PlaceSumRow[]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${0x7e_71_dc}, ${enterpriseId}::int)`);
  await tx.delete(p).where(and(eq(p.enterpriseId, enterpriseId), days === null ? undefined : inArray(p.day, days)));
  for (let i = 0; i < rows.length; i += 500)
    await tx.insert(p).values(
      rows.slice(i, i + 500).map(({ sums, area, ...key }) => ({ enterpriseId, ...key, ...sums, open: area.open, lngSum: area.lngSum, lngCount: area.lngCount, latSum: area.latSum, latCount: area.latCount })),
    );
}

/** Replaces an enterprise's roll-up rows of the given days (every day when null) with fresh ones. */
export async function replaceDaySums(tx: Executor, enterpriseId: number, days: string[] | null, rows: DaySumRow[]): Promise<void> {
  // One rebuild of an enterprise at a time (a tick and a manual refresh never interleave their delete and insert).
  await tx.execute(sql`select pg_advisory_xact_lock(${0x7e_71_db}, ${enterpriseId}::int)`);
  await tx.delete(s).where(and(eq(s.enterpriseId, enterpriseId), days === null ? undefined : inArray(s.day, days)));
  for (let i = 0; i < rows.length; i += 1000)
    await tx.insert(s).values(
      rows.slice(i, i + 1000).map(({ sums, ...key }) => ({ enterpriseId, ...key, ...sums })),
    );
}

export interface RolledFilter {
  /** China days, inclusive. */
  fromDay: string;
  toDay: string;
  orderType: number[];
  serviceGroupId: number[];
  staffId: number[];
}

/** The filter of a roll-up table: the range of days, order types, service groups and owners. */
function rolledWhere(t: typeof s | typeof p, enterpriseId: number, f: RolledFilter) {
  return and(
    eq(t.enterpriseId, enterpriseId),
    gte(t.day, f.fromDay),
    lte(t.day, f.toDay),
    f.orderType.length ? inArray(t.templateId, f.orderType) : undefined,
    f.serviceGroupId.length ? inArray(t.serviceGroupId, f.serviceGroupId) : undefined,
    f.staffId.length ? inArray(t.ownerId, f.staffId) : undefined,
  );
}

/** Sums of the given columns only (each sum over a year of rows costs; the others read as 0). */
const sumsSql = (t: typeof s | typeof p, columns: readonly (keyof OrderSums)[]) =>
  sql.join(
    columns.map((c) => sql`coalesce(sum(${t[c]}), 0)::float8 as ${sql.identifier(c)}`),
    sql`, `,
  );

const sumsOfRow = (r: Record<string, unknown>, columns: readonly (keyof OrderSums)[]): OrderSums => ({ ...ZERO_SUMS, ...Object.fromEntries(columns.map((c) => [c, Number(r[c])])) });

/** The rolled-up sums of a range of days, grouped by a dimension (null: one row). */
export async function rolledSumsBy(
  tx: Executor,
  enterpriseId: number,
  f: RolledFilter,
  dimension: Dimension | null,
  columns: readonly (keyof OrderSums)[] = SUM_COLUMNS,
): Promise<{ key: string | null; hint: string | null; sums: OrderSums }[]> {
  const key = dimension ? KEYS[dimension]! : sql`null`;
  const { rows } = await tx.execute<Record<string, unknown>>(sql`select ${key} as key, ${sumsSql(s, columns)} from ${s} where ${rolledWhere(s, enterpriseId, f)} ${dimension ? sql`group by 1` : sql``}`);
  return rows
    .filter((r) => dimension !== null || Number(r.total) > 0)
    .map((r) => ({ key: r.key === null ? null : String(r.key), hint: null, sums: sumsOfRow(r, columns) }));
}

/**
 * The place roll-up's sums of a range of days per customer or province, summing only the given
 * columns (the others are 0: a year of customers is tens of thousands of rows, and each sum costs).
 * No customer name: the chart names customers through the customers module.
 */
export async function rolledPlaceSumsBy(
  tx: Executor,
  enterpriseId: number,
  f: RolledFilter,
  dimension: 'customer' | 'province',
  columns: readonly (keyof OrderSums)[] = SUM_COLUMNS,
): Promise<{ key: string | null; hint: string | null; sums: OrderSums }[]> {
  const key = dimension === 'customer' ? p.customerId : p.province;
  const { rows } = await tx.execute<Record<string, unknown>>(sql`select ${key} as key, ${sumsSql(p, columns)} from ${p} where ${rolledWhere(p, enterpriseId, f)} group by 1`);
  return rows.map((r) => ({ key: r.key === null ? null : String(r.key), hint: null, sums: sumsOfRow(r, columns) }));
}

/** The place roll-up's area sums of a range of days per province and city. */
export async function rolledAreaSums(tx: Executor, enterpriseId: number, f: RolledFilter): Promise<AreaSums[]> {
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    select ${p.province} as province, ${p.city} as city, sum(${p.total})::int as total, sum(${p.open})::int as open,
      sum(${p.lngSum})::float8 as lng_sum, sum(${p.lngCount})::int as lng_count, sum(${p.latSum})::float8 as lat_sum, sum(${p.latCount})::int as lat_count
    from ${p} where ${rolledWhere(p, enterpriseId, f)} group by 1, 2`);
  return rows.map((r) => ({
    province: String(r.province),
    city: r.city === null ? null : String(r.city),
    total: Number(r.total),
    open: Number(r.open),
    lngSum: Number(r.lng_sum),
    lngCount: Number(r.lng_count),
    latSum: Number(r.lat_sum),
    latCount: Number(r.lat_count),
  }));
}
