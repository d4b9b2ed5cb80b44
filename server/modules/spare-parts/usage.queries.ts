import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { LocationKind, MovementType } from '@domain/spare-parts/spare-parts.constants';
import type { Executor } from '../../db/database';
import { spareLedger as l, spareParts, spareTypes } from '../../db/schema/spare-parts';

export type SpareUsageDimension = 'part' | 'partType' | 'staff' | 'day';

export interface SpareUsageFilter {
  start: Date;
  end: Date;
  /** Only these staff members' consumption (empty: everyone's). */
  staffIds: number[];
}

/** One group's net order consumption: quantity and amount (yuan, as decimal text), and a display name when the group has one. */
export interface SpareUsageSums {
  key: string | null;
  name: string | null;
  qty: string;
  amount: string;
}

/**
 * The staff member of a consumption line: 工单消耗 takes from a person's stock (from), 取消消耗 gives it
 * back to that person (to), so a cancellation nets against the same person's consumption.
 */
// The type is written into the SQL (not a parameter) so the GROUP BY expression equals the selected one.
const CONSUMPTION = sql.raw(String(MovementType.orderConsumption));
const STAFF = sql<number>`case when ${l.type} = ${CONSUMPTION} then ${l.fromId} else ${l.toId} end`;
/** +1 for 工单消耗, −1 for 取消消耗 (a cancellation counts on the day it was made). */
const SIGN = sql`case when ${l.type} = ${CONSUMPTION} then 1 else -1 end`;

const KEYS: Record<SpareUsageDimension, { key: SQL; name: SQL }> = {
  part: { key: sql`${l.partId}::text`, name: sql`max(${spareParts.name})` },
  partType: { key: sql`${spareParts.typeId}::text`, name: sql`max(${spareTypes.name})` },
  staff: { key: sql`(${STAFF})::text`, name: sql`null` },
  day: { key: sql`to_char(${l.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`, name: sql`null` },
};

/**
 * 备件使用分析 (reports): the parts consumed on orders in the range, net of cancelled consumption,
 * per part, part type, staff member or China day (null: the whole range), in one GROUP BY over the
 * ledger. The ledger keeps each line's price at posting, so the amount is what the orders were charged.
 */
export async function spareUsageBy(tx: Executor, enterpriseId: number, f: SpareUsageFilter, dimension: SpareUsageDimension | null): Promise<SpareUsageSums[]> {
  const by = dimension ? KEYS[dimension] : { key: sql`null`, name: sql`null` };
  const where = and(
    eq(l.enterpriseId, enterpriseId),
    inArray(l.type, [MovementType.orderConsumption, MovementType.cancelConsumption]),
    gte(l.createdAt, f.start),
    lte(l.createdAt, f.end),
    f.staffIds.length > 0 ? sql`(${STAFF}) in (${sql.join(f.staffIds.map((id) => sql`${id}`), sql`, `)})` : undefined,
    // Consumption always leaves (and its cancellation returns to) a person's stock.
    sql`(case when ${l.type} = ${MovementType.orderConsumption} then ${l.fromKind} else ${l.toKind} end) = ${LocationKind.person}`,
  );
  const query = tx
    .select({
      key: sql<string | null>`${by.key}`,
      name: sql<string | null>`${by.name}`,
      qty: sql<string>`coalesce(sum(${SIGN} * ${l.qty}), 0)::text`,
      amount: sql<string>`coalesce(sum(${SIGN} * round(${l.qty} * ${l.price}, 2)), 0)::text`,
    })
    .from(l)
    .leftJoin(spareParts, and(eq(spareParts.enterpriseId, l.enterpriseId), eq(spareParts.id, l.partId)))
    .leftJoin(spareTypes, and(eq(spareTypes.enterpriseId, l.enterpriseId), eq(spareTypes.id, spareParts.typeId)))
    .where(where);
  return dimension ? query.groupBy(by.key) : query;
}
