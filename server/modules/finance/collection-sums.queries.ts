import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { itemCollections as c } from '../../db/schema/finance';

/*
 * The money collected (收款): the collection records of payment items (finance_item_collections),
 * summed in whole fen by the China day each was recorded, for the reports (a higher layer): its
 * revenue is what was collected, not what the orders charge.
 */

export interface CollectionRange {
  /** Both ends included. */
  start: Date;
  end: Date;
}

const chinaDay = sql<string>`to_char(${c.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
const collectedIn = (enterpriseId: number, r: CollectionRange) => and(eq(c.enterpriseId, enterpriseId), gte(c.createdAt, r.start), lte(c.createdAt, r.end));

/**
 * The fen collected per order and China day in the range, as a subquery (order_id, day, fen) for a
 * caller's one statement that groups it by the orders' own keys (customer, type, group, owner).
 */
export function collectedFenSource(enterpriseId: number, range: CollectionRange): SQL {
  return sql`(select ${c.orderId} as order_id, ${chinaDay} as day, round(sum(${c.amount}) * 100)::bigint as fen
    from ${c} where ${collectedIn(enterpriseId, range)} group by 1, 2)`;
}

/** What an order collected through payment items, in yuan (0 without any): the orders' 已收款 adds it (their `moreCollected`). */
export const itemCollectedOf = (order: { enterpriseId: SQL; id: SQL }): SQL =>
  sql`(select coalesce(sum(ic.amount), 0) from ${c} ic where ic.enterprise_id = ${order.enterpriseId} and ic.order_id = ${order.id})`;

/** The orders with collections recorded in (since, until], as a subquery (enterprise_id, order_id): the reports' roll-ups rebuild their days. */
export const collectedOrdersBetween = (since: Date, until: Date): SQL =>
  sql`(select distinct ic.enterprise_id, ic.order_id from ${c} ic where ic.created_at > ${since} and ic.created_at <= ${until})`;

/** The fen collected per China day in the range (days without a collection left out), oldest first. */
export async function collectedFenByDay(tx: Executor, enterpriseId: number, range: CollectionRange): Promise<{ day: string; fen: number }[]> {
  const { rows } = await tx.execute<{ day: string; fen: string }>(sql`select day, sum(fen)::bigint as fen from ${collectedFenSource(enterpriseId, range)} s group by day order by day`);
  return rows.map((r) => ({ day: r.day, fen: Number(r.fen) }));
}
