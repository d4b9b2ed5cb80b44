import { EventErrors } from '@domain/events/errors';
import { canView } from '@domain/events/event.machine';
import { EventOp } from '@domain/events/events.constants';
import type { RoleType } from '@domain/shell/roles';
import type { Executor, Tx } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { orderProgress } from '../orders/orders.public';
import { findUser } from '../users/users.public';
import type { Notifier } from './event-notify';
import { applyOperation, machineActor } from './event-operation';
import { findEvent, type EventRecord } from './events.queries';
import { machineEvent } from './events.view';

/** The order made from the event, with its progress (from the orders module); null when none or it was deleted. */
export const orderOfEvent = (tx: Executor, event: EventRecord) => (event.orderId ? orderProgress(tx, event.enterpriseId, event.orderId) : Promise.resolve(null));

/**
 * Called by the orders module inside the transaction that creates an order from /createOrder?eventId=:
 * the machine must allow create_order for this person (else 403/409 and the order is not made);
 * the event then links the order and says so in its history and to its people. An event whose
 * order was deleted may be turned into a new one.
 */
export async function linkOrderToEvent(
  tx: Tx,
  notifier: Notifier,
  actor: { enterpriseId: number; userId: number; role: RoleType },
  eventId: number,
  order: { id: number; orderNo: string; title: string },
  now: Date,
): Promise<void> {
  const event = await findEvent(tx, actor.enterpriseId, eventId, true);
  if (!event || !canView(machineEvent(event), machineActor(actor))) throw notFound(EventErrors.notFound);
  const user = await findUser(tx, actor.enterpriseId, actor.userId);
  const linked = await orderOfEvent(tx, event);
  await applyOperation(
    tx,
    notifier,
    { ...actor, userName: user?.name ?? '' },
    event,
    EventOp.createOrder,
    now,
    async () => ({
      changes: { orderId: order.id },
      text: `${user?.name ?? ''}将事件转为工单${order.orderNo}`,
      values: { orderNo: order.orderNo, orderTitle: order.title },
    }),
    linked?.id ?? null,
  );
}
