import type { Database } from '../../db/database';
import { OrderFlowService } from './order-flow.service';
import type { OrderActor } from './order-operation';
import { OrderRunner, type Notifier } from './order-runner';
import { findRecord } from './orders.queries';

/**
 * The operations a button outside the order screens (a DingTalk group card) may run: those that need no
 * input, 指派 with the owner chosen on the card, 预约 with the time picked on it.
 */
export type QuickOperation =
  | { op: 'acceptPass' | 'receive' | 'startService' }
  | { op: 'assign'; ownerId: number }
  | { op: 'appoint'; appointmentTime: Date };

/**
 * Runs one of them on one order as a user, exactly as the order's own button does (the machine, the
 * user's role and data scope, the people 指派 may choose, the notifications and hooks), in its own
 * transaction; refusals are the same 400/403/404/409 AppErrors. Answers the order's number.
 */
export function quickOrderOperations(db: Database, notifier: Notifier) {
  const flow = new OrderFlowService(new OrderRunner(db, notifier));
  const run = (actor: OrderActor, id: number, q: QuickOperation): Promise<unknown> => {
    switch (q.op) {
      case 'acceptPass':
        return flow.acceptance(actor, { id, result: 'pass', remark: '' });
      case 'receive':
        return flow.accept(actor, { id });
      case 'startService':
        return flow.startService(actor, { id });
      case 'assign':
        // One order: a refusal is thrown as the dialog's would be (the batch answers only when one is done).
        return flow.assign(actor, { ids: [id], ownerId: q.ownerId, collaboratorIds: [], remark: '' });
      case 'appoint':
        return flow.appointment(actor, { id, appointmentTime: q.appointmentTime, remark: '' });
    }
  };
  return async (actor: OrderActor, id: number, q: QuickOperation): Promise<{ orderNo: string }> => {
    await run(actor, id, q);
    const order = await db.tenant(actor.enterpriseId, (tx) => findRecord(tx, actor.enterpriseId, id));
    return { orderNo: order?.orderNo ?? '' };
  };
}
