import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { ORDER_STATE_NAMES, type OrderStateCode } from '@domain/orders/order.constants';
import type { Executor } from '../../db/database';
import { orders } from '../../db/schema';

/**
 * The order made from an event: the one the event links, or the newest live order whose /createOrder
 * origin names the event (the order form stores eventId; the orders module has no call that tells
 * the event, so the event reads it here, read-only). Null when there is none.
 */
export async function orderOfEvent(tx: Executor, enterpriseId: number, eventId: number, linkedId: number | null) {
  const [row] = await tx
    .select({ id: orders.id, code: orders.orderNo, state: orders.state })
    .from(orders)
    .where(
      and(
        eq(orders.enterpriseId, enterpriseId),
        isNull(orders.deletedAt),
        or(linkedId ? eq(orders.id, linkedId) : undefined, sql`${orders.origin}->>'eventId' = ${String(eventId)}`),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return row ? { id: row.id, code: row.code, stateName: ORDER_STATE_NAMES[row.state as OrderStateCode] ?? '' } : null;
}
