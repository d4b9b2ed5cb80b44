import type { Tx } from '../../db/database';
import type { OrderRecord } from './order-record';

/*
 * The order-completion registry: work an area above the orders module does, in the completing
 * transaction, when an order reaches 已完成 (by 完成 or by a passed completion approval). The
 * maintenance area finishes the task an order was made from, projects the project's order task.
 */

export type OrderCompletion = (tx: Tx, order: OrderRecord) => Promise<void>;
const COMPLETIONS: OrderCompletion[] = [];

export function registerOrderCompletion(completion: OrderCompletion): void {
  if (!COMPLETIONS.includes(completion)) COMPLETIONS.push(completion);
}

/** Runs every registered completion for the order just completed. */
export async function orderCompleted(tx: Tx, order: OrderRecord): Promise<void> {
  for (const completion of COMPLETIONS) await completion(tx, order);
}
