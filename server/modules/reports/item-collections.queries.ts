import { sql } from 'drizzle-orm';
import type { OrderDimension } from '@domain/reports/reports.constants';
import type { ReportFilter } from '@domain/reports/reports.schemas';
import type { Executor } from '../../db/database';
import { collectedFenSource } from '../finance/finance.public';
import { orderKeysSource, type Viewer } from '../orders/orders.public';
import { orderFilterOf } from './reports.queries';

/**
 * Finance's collections of payment items (收款, finance_item_collections) of the orders a report
 * counts, in fen per key of the dimension (one row, key null, without one): part of 已收款 beside the
 * orders' own collection records, so they count like them, for the order (its creation day, type,
 * group, owner, customer, province), whenever recorded up to `now`. One statement joining finance's
 * per-order sums to the orders' keys under the report's WHERE (range, filters, the caller's scope).
 */
export async function itemCollectedFenBy(tx: Executor, viewer: Viewer, q: ReportFilter, dimension: OrderDimension | null, now = new Date()): Promise<Map<string | null, number>> {
  // An order's collections are recorded after its creation, so none before the range's start.
  const collected = collectedFenSource(viewer.enterpriseId, { start: q.start, end: now });
  const keys = orderKeysSource(viewer, orderFilterOf(q));
  const key = dimension ? sql`k.${sql.identifier(dimension)}` : sql`null`;
  const { rows } = await tx.execute<{ key: string | null; fen: string }>(sql`
    select ${key} as key, sum(c.fen)::bigint as fen from ${collected} c join ${keys} k on k.id = c.order_id group by 1`);
  return new Map(rows.map((r) => [r.key === null ? null : String(r.key), Number(r.fen)]));
}
