import type { CreateOrderInput } from '@domain/orders/orders.schemas';
import type { Tx } from '../../db/database';
import type { OrderActor } from './order-operation';
import type { notifyOrder } from './order-notify';

type Notifier = Parameters<typeof notifyOrder>[0];

/**
 * Work an order can be made from (an event ...): inside the transaction that creates the order, the
 * origin's owner links the new order to it, or throws to refuse it (and no order is made). It may answer
 * a line for the order's creation log (where the order came from, e.g. an online chat).
 */
export type OrderOriginLink = (tx: Tx, notifier: Notifier, actor: OrderActor, originId: number, order: { id: number; orderNo: string; title: string }, now: Date) => Promise<void | string>;

/** The key of an order's `origin` that names the record it was made from (eventId ...). */
type OrderOriginKey = keyof CreateOrderInput['origin'];

/** The registered links by origin key. */
const ORIGIN_LINKS = new Map<OrderOriginKey, OrderOriginLink>();

/** Areas above the orders module register the records an order can be made from when their plugin registers. */
export function registerOrderOrigin(key: OrderOriginKey, link: OrderOriginLink): void {
  ORIGIN_LINKS.set(key, link);
}

/** Links a new order to each registered record its origin names; answers the lines they give the creation log. */
export async function linkOrderToOrigin(tx: Tx, notifier: Notifier, actor: OrderActor, origin: CreateOrderInput['origin'], order: { id: number; orderNo: string; title: string }, now: Date): Promise<string[]> {
  const lines: string[] = [];
  for (const [key, link] of ORIGIN_LINKS) {
    const originId = origin[key];
    const line = originId ? await link(tx, notifier, actor, originId, order, now) : undefined;
    if (line) lines.push(line);
  }
  return lines;
}
