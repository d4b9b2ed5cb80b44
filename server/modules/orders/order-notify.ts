import { and, eq, isNull, sql } from 'drizzle-orm';
import { OrderRecipient, type TriggerCode } from '@domain/notifications/triggers';
import { ORDER_OP_NAMES, type OrderOpCode } from '@domain/orders/order.constants';
import { Role } from '@domain/shell/roles';
import { formatBusinessTime } from '@domain/downloads/business-time';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/database';
import { users } from '../../db/schema/tenancy';
import type { OrderRecord } from './order-record';

type Notifier = Pick<FastifyInstance['notifications'], 'notify'>;

const time = (d: Date | null) => (d ? formatBusinessTime(d) : '');

/** Active users holding one of the desk roles: they accept new orders and decide approvals. */
async function deskUsers(tx: Tx, enterpriseId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.enterpriseId, enterpriseId), eq(users.status, 1), isNull(users.deletedAt), sql`${users.roles} && array[${Role.dispatcher}, ${Role.admin}]::smallint[]`));
  return rows.map((r) => r.id);
}

async function nameAndPhone(tx: Tx, enterpriseId: number, id: number | null) {
  if (!id) return { name: '', phone: '' };
  const [row] = await tx.select({ name: users.name, phone: users.phone }).from(users).where(and(eq(users.enterpriseId, enterpriseId), eq(users.id, id)));
  return row ?? { name: '', phone: '' };
}

/**
 * Fires a notification trigger for an order inside the operation's transaction: the engine finds
 * the enterprise's rules and enqueues the messages, so a rolled-back operation sends nothing.
 */
export async function notifyOrder(
  notifier: Notifier,
  tx: Tx,
  order: OrderRecord,
  trigger: TriggerCode,
  by: { userId: number | null; op?: OrderOpCode },
  /** A system alert (SLA): only the recipients its rule names, and its own template values. */
  alert?: { only: readonly number[]; values: Record<string, string> },
): Promise<void> {
  const desk = await deskUsers(tx, order.enterpriseId);
  const ownerInfo = await nameAndPhone(tx, order.enterpriseId, order.ownerId);
  const operator = await nameAndPhone(tx, order.enterpriseId, by.userId);
  const O = OrderRecipient;
  const one = (id: number | null) => (id ? [id] : []);
  const people: Record<number, number[]> = {
    [O.creator]: one(order.creatorId),
    // Nobody has received a new order yet: the desk (dispatchers, administrators) does.
    [O.receiver]: order.takeOrderUserId ? [order.takeOrderUserId] : desk,
    [O.assigner]: one(order.dispatchUserId),
    [O.owner]: one(order.ownerId),
    [O.collaborator]: order.collaboratorIds,
    [O.approver]: desk,
    [O.copied]: order.copyUserIds,
  };
  const named = (code: number) => !alert || alert.only.includes(code);
  await notifier.notify(tx, {
    enterpriseId: order.enterpriseId,
    trigger,
    context: {
      recipients: Object.fromEntries(Object.entries(people).filter(([code]) => named(Number(code)))),
      customerPhone: named(O.customer) ? order.customPhone || null : null,
      link: `/allOrder/orderDetail/${order.id}`,
      values: {
        orderNo: order.orderNo,
        orderTitle: order.title,
        appointmentTime: time(order.appointmentTime),
        ownerName: ownerInfo.name,
        ownerPhone: ownerInfo.phone,
        orderCreateTime: time(order.createdAt),
        orderStartTime: time(order.serviceStartAt),
        orderFinishTime: time(order.completedAt ?? order.serviceDoneAt),
        customerName: order.customName,
        contactName: order.customLinkPerson,
        contactPhone: order.customPhone,
        address: order.customAddress,
        operatorName: operator.name,
        action: by.op === undefined ? '' : ORDER_OP_NAMES[by.op],
        actionTime: time(new Date()),
        ...alert?.values,
      },
    },
  });
}
