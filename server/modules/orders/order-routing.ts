import type { Tx } from '../../db/database';
import type { OrderActor } from './order-operation';
import type { OrderRecord } from './order-record';
import type { Notifier } from './order-runner';

/*
 * The order-routing registry: work an area above the orders module does when an order reaches 待指派
 * and its type names no default person or group (created, passed acceptance or approval), or comes
 * back to 待指派 because its person refused it. The dispatch area's automatic assignment rules run here.
 * A routing answers the order as it left it (assigned, or unchanged).
 */

export interface RoutingContext {
  /** The person who just refused the order (the next candidate is someone else). */
  refusedBy?: number;
}
export type OrderRouting = (tx: Tx, notifier: Notifier, actor: OrderActor, order: OrderRecord, context: RoutingContext) => Promise<OrderRecord>;
const ROUTINGS: OrderRouting[] = [];

export function registerOrderRouting(routing: OrderRouting): void {
  if (!ROUTINGS.includes(routing)) ROUTINGS.push(routing);
}

/** Runs the registered routings in turn while the order still waits for assignment. */
export async function routeByRegistered(tx: Tx, notifier: Notifier, actor: OrderActor, order: OrderRecord, context: RoutingContext = {}): Promise<OrderRecord> {
  let current = order;
  for (const routing of ROUTINGS) {
    if (current.ownerId !== null || current.inPool) break;
    current = await routing(tx, notifier, actor, current, context);
  }
  return current;
}
