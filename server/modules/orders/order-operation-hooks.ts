import type { OrderOpCode } from '@domain/orders/order.constants';
import type { Executor } from '../../db/database';

/*
 * The order-operation registry and what automation (the triggers area) may do to an order. Every
 * timeline entry an operation writes announces itself here in the operation's own transaction, so a
 * hook that enqueues a durable job has it run only once the operation commits (and never when it
 * rolls back). Hooks are keyed by name: an app built again in the same process replaces its own.
 */

export interface OrderOperated {
  enterpriseId: number;
  orderId: number;
  op: OrderOpCode;
  /** The timeline entry's id: one per operation on one order. */
  logId: number;
}
export type OrderOperationHook = (tx: Executor, entry: OrderOperated) => Promise<void>;
const HOOKS = new Map<string, OrderOperationHook>();

export function registerOrderOperation(name: string, hook: OrderOperationHook): void {
  HOOKS.set(name, hook);
}

/** Runs every registered hook for one timeline entry just written. */
export async function orderOperated(tx: Executor, entry: OrderOperated): Promise<void> {
  for (const hook of HOOKS.values()) await hook(tx, entry);
}

