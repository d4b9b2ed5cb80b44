import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Dimension } from '@domain/reports/reports.constants';
import { ZERO_SUMS, type OrderSums } from '@domain/reports/statistics';
import type { Executor } from '../../db/database';
import { orderDaySums as s, rollupMarks } from '../../db/schema/reports';
import type { DaySumRow } from '../orders/orders.public';

export const ORDER_ROLLUP = 'order_day_sums';

/** The dimensions the roll-up keeps (customers and provinces are read from the orders). */
export const ROLLED_DIMENSIONS: readonly Dimension[] = ['day', 'type', 'group', 'staff', 'dispatcher', 'serviceItem', 'serviceCategory', 'state'];

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

/** The rolled-up sums of a range of days, grouped by a dimension (null: one row). */
export async function rolledSumsBy(tx: Executor, enterpriseId: number, f: RolledFilter, dimension: Dimension | null): Promise<{ key: string | null; sums: OrderSums }[]> {
  const key = dimension ? KEYS[dimension]! : sql`null`;
  const sums = sql.join(
    SUM_COLUMNS.map((c) => sql`coalesce(sum(${s[c]}), 0)::float8 as ${sql.identifier(c)}`),
    sql`, `,
  );
  const where = and(
    eq(s.enterpriseId, enterpriseId),
    gte(s.day, f.fromDay),
    lte(s.day, f.toDay),
    f.orderType.length ? inArray(s.templateId, f.orderType) : undefined,
    f.serviceGroupId.length ? inArray(s.serviceGroupId, f.serviceGroupId) : undefined,
    f.staffId.length ? inArray(s.ownerId, f.staffId) : undefined,
  );
  const { rows } = await tx.execute<Record<string, unknown>>(sql`select ${key} as key, ${sums} from ${s} where ${where} ${dimension ? sql`group by 1` : sql``}`);
  return rows
    .filter((r) => dimension !== null || Number(r.total) > 0)
    .map((r) => ({
      key: r.key === null ? null : String(r.key),
      sums: Object.fromEntries(SUM_COLUMNS.map((c) => [c, Number(r[c])])) as unknown as OrderSums,
    }));
}
