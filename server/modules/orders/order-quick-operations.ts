import type { OrderDetail } from '@domain/orders/orders.types';
import type { Database } from '../../db/database';
import { OrderFlowService } from './order-flow.service';
import type { OrderActor } from './order-operation';
import { OrderRunner, type Notifier } from './order-runner';

/** The operations a button outside the order screens (a DingTalk group card) may run: those that need no input. */
export type QuickOperation = 'acceptPass' | 'receive' | 'startService';

/**
 * Runs one of them on one order as a user, exactly as the order's own button does (the machine, the
 * user's role and data scope, the notifications and hooks), in its own transaction; refusals are the
 * same 403/404/409 AppErrors.
 */
export function quickOrderOperations(db: Database, notifier: Notifier) {
  const flow = new OrderFlowService(new OrderRunner(db, notifier));
  return (actor: OrderActor, orderId: number, op: QuickOperation): Promise<OrderDetail> => {
    if (op === 'acceptPass') return flow.acceptance(actor, { id: orderId, result: 'pass', remark: '' });
    if (op === 'receive') return flow.accept(actor, { id: orderId });
    return flow.startService(actor, { id: orderId });
  };
}
