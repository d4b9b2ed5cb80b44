import { and, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { OrderState } from '@domain/orders/order.constants';
import { Role } from '@domain/shell/roles';
import type { Tx } from '../../db/database';
import { orders } from '../../db/schema/orders';
import { conflict } from '../../lib/app-error';
import type { Handover, HandoverStep } from '../users/users.public';
import { writeLog } from './order-operation';

const SERVING = [Role.serviceStaff, Role.dispatcher, Role.admin] as number[];

/**
 * The from-user's open orders (not completed or cancelled) go to the to-user, as owner or
 * collaborator; each gets a handover entry in its timeline. Finished orders keep their history.
 */
export const ordersHandoverStep: HandoverStep = {
  name: '工单',
  async run(tx: Tx, { enterpriseId, from, to }: Handover) {
    const held = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.enterpriseId, enterpriseId),
          isNull(orders.deletedAt),
          notInArray(orders.state, [OrderState.completed, OrderState.cancelled]),
          or(eq(orders.ownerId, from.id), sql`${orders.collaboratorIds} @> array[${from.id}]::bigint[]`),
        ),
      )
      .for('update');
    if (held.some((o) => o.ownerId === from.id) && !to.roles.some((r) => SERVING.includes(r))) {
      throw conflict(`${to.name}不是服务人员或派单员，不能接手工单`);
    }
    const now = new Date();
    for (const order of held) {
      const ownerId = order.ownerId === from.id ? to.id : order.ownerId;
      const collaboratorIds = [...new Set(order.collaboratorIds.map((id) => (id === from.id ? to.id : id)))].filter((id) => id !== ownerId);
      await tx
        .update(orders)
        .set({ ownerId, collaboratorIds, version: order.version + 1, updatedAt: now })
        .where(and(eq(orders.enterpriseId, enterpriseId), eq(orders.id, order.id)));
      await writeLog(tx, {
        enterpriseId,
        orderId: order.id,
        op: 'handover',
        userId: null,
        before: { ownerId: order.ownerId, collaboratorIds: order.collaboratorIds },
        after: { ownerId, collaboratorIds },
        remark: `${from.name}的工作交接给${to.name}`,
      });
    }
    return held.length;
  },
};
