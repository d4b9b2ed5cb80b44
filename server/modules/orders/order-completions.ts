import type { Tx } from '../../db/database';
import type { OrderRecord } from './order-record';

/**
 * Areas told when an order completes, inside the transaction that completes it (a project's order
 * task finishes with its order). The order's `origin` says what it was made from.
 */
export type OrderCompletion = (tx: Tx, order: Pick<OrderRecord, 'id' | 'enterpriseId' | 'orderNo' | 'origin'>) => Promise<void>;

const COMPLETIONS: OrderCompletion[] = [];

/** Areas above the orders module register what follows an order's completion when their plugin registers. */
export function registerOrderCompletion(completion: OrderCompletion): void {
  COMPLETIONS.push(completion);
}

/** Tells every registered area that `order` completed. */
export async function tellOrderCompleted(tx: Tx, order: OrderRecord): Promise<void> {
  for (const completion of COMPLETIONS) await completion(tx, order);
}
