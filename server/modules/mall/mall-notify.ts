import { MALL_PAYERS } from '@domain/mall/mall.constants';
import { mallOrderNo } from '@domain/mall/mall-states';
import { inTurn } from '../../lib/in-turn';
import type { Tx } from '../../db/database';
import type { Jobs } from '../../plugins/jobs';
import { notifyPeople, queueTexts, type NotificationEngine } from '../notifications/notifications.public';
import { activeUsersWithRole } from '../users/users.public';

export interface MallNotifyDeps {
  notifications: NotificationEngine;
  jobs: Jobs;
}

const ORDER_LINK = (id: number) => `/mallOrderDetails/${id}`;

/** A new mall order: an in-app notice to the people who record its payment (administrators, dispatchers, finance). */
export async function notifyNewOrder(deps: MallNotifyDeps, tx: Tx, enterpriseId: number, order: { id: number; customerName: string; amount: string }) {
  const people = (await inTurn(MALL_PAYERS, (role) => activeUsersWithRole(tx, enterpriseId, role))).flat();
  await notifyPeople(deps.notifications, tx, {
    enterpriseId,
    title: '新商城订单',
    content: `${order.customerName}下了商城订单${mallOrderNo(order.id)}，金额¥${order.amount}，待确认收款`,
    userIds: people.map((p) => p.id),
    link: ORDER_LINK(order.id),
  });
}

/** Shipped: a text to the order's contact phone with the tracking number (customers have no in-app inbox). */
export async function textShipped(deps: MallNotifyDeps, tx: Tx, enterpriseId: number, order: { id: number; phone: string; trackingNo: string }) {
  await queueTexts(deps, tx, enterpriseId, 'mall.ship', [{ phone: order.phone, content: `您的商城订单${mallOrderNo(order.id)}已发货，物流单号${order.trackingNo}，请在服务门户确认签收。` }]);
}
