import { Trigger } from '@domain/notifications/triggers';
import { OrderErrors } from '@domain/orders/errors';
import { OrderState } from '@domain/orders/order.constants';
import { Role } from '@domain/shell/roles';
import type { Tx } from '../../db/database';
import { assertUsers } from './order-create';
import { notifyOrder } from './order-notify';
import { operate, type OrderActor } from './order-operation';
import type { OrderRecord } from './order-record';
import type { Notifier } from './order-runner';

/*
 * What the dispatch area does to orders, through the orders' own operations (machine, version, lock,
 * time nodes and log lines): an automatic assignment with its reason, and a board drop that assigns
 * (or hands over) and sets the appointment in one move.
 */

const SERVING = [Role.serviceStaff, Role.dispatcher, Role.admin];
const HELD: number[] = [OrderState.pendingPickup, OrderState.pendingService, OrderState.inService];

const assignedTo = (ownerId: number, dispatcherId: number | null) => ({
  state: OrderState.pendingPickup,
  ownerId,
  collaboratorIds: [] as number[],
  dispatchUserId: dispatcherId,
  takeOrderUserId: null,
  inPool: false,
  poolGroupId: null,
});

/** 自动指派 to `ownerId`; the log line's remark carries the reason. */
export async function autoAssignOrder(tx: Tx, notifier: Notifier, actor: OrderActor, orderId: number, ownerId: number, remark: string): Promise<OrderRecord> {
  const { after } = await operate(tx, actor, { id: orderId }, 'autoAssign', (row) => {
    if (row.state !== OrderState.pendingAssignment || row.ownerId !== null) throw new Error('auto-assign of an order not waiting');
    return assignedTo(ownerId, null);
  }, { remark });
  await notifyOrder(notifier, tx, after, Trigger.orderDispatched, { userId: actor.userId, op: 'autoAssign' });
  return after;
}

export interface Placement {
  id: number;
  version?: number;
  ownerId: number;
  appointmentTime: Date;
  remark: string;
}

/**
 * A board drop: a waiting order is assigned (指派), a held one handed over (改派) when the person
 * changes, with the appointment set in the same change; on the same person only the appointment
 * moves (预约 / 修改预约 while it waits for service, 编辑 before it is taken). The machine refuses
 * what the buttons would refuse.
 */
export async function placeOrder(tx: Tx, notifier: Notifier, actor: OrderActor, placement: Placement): Promise<OrderRecord> {
  await assertUsers(tx, actor.enterpriseId, [placement.ownerId], 'userId', OrderErrors.ownerInvalid, SERVING);
  const { after, op } = await operate(
    tx,
    actor,
    { id: placement.id, version: placement.version },
    (row) => {
      if (row.state === OrderState.pendingAssignment) return 'assign';
      if (HELD.includes(row.state) && row.ownerId !== placement.ownerId) return 'reassign';
      if (row.state === OrderState.pendingService) return row.appointmentTime ? 'changeAppointment' : 'appoint';
      return 'edit';
    },
    (row) => {
      const moves = row.state === OrderState.pendingAssignment || row.ownerId !== placement.ownerId;
      return moves ? { ...assignedTo(placement.ownerId, actor.userId), appointmentTime: placement.appointmentTime } : { appointmentTime: placement.appointmentTime };
    },
    { remark: placement.remark },
  );
  if (op === 'assign' || op === 'reassign') await notifyOrder(notifier, tx, after, Trigger.orderDispatched, { userId: actor.userId, op });
  return after;
}
