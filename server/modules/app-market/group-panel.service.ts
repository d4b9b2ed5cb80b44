import { MarketErrors } from '@domain/app-market/errors';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { liveCustomerNames } from '../customers/customers.public';
import { openOrdersOfCustomer } from '../orders/orders.public';
import { userNames } from '../users/users.public';

/** How many open orders the panel shows (a group card is small; the rest are one tap away). */
export const PANEL_ORDERS = 20;

/**
 * The DingTalk group control panel (cool app, /coolApp/coolAppPanelGroup): the open orders of the
 * customer a group chat serves, each with its state, owner and the actions the panel offers.
 */
export class GroupPanel {
  constructor(private readonly db: Database) {}

  orders(enterpriseId: number, customerId: number) {
    return this.db.tenant(enterpriseId, async (tx) => {
      const customer = (await liveCustomerNames(tx, enterpriseId, [customerId])).get(customerId);
      if (customer === undefined) throw notFound('客户不存在');
      const rows = await openOrdersOfCustomer(tx, enterpriseId, customerId, PANEL_ORDERS);
      const owners = new Map((await userNames(tx, enterpriseId, rows.flatMap((r) => (r.ownerId ? [r.ownerId] : [])))).map((u) => [u.id, u.name]));
      return {
        customerId,
        customerName: customer,
        orders: rows.map((r) => ({
          id: r.id,
          code: r.code,
          state: r.state,
          stateName: r.stateName,
          ownerName: r.ownerId ? (owners.get(r.ownerId) ?? '') : '',
          createdAt: r.createdAt.toISOString(),
          // Open the order; DING its owner (only when it has one).
          actions: r.ownerId ? ['view', 'ding'] : ['view'],
        })),
        emptyText: rows.length ? '' : MarketErrors.orderNotFound.replace('订单', '进行中的工单'),
      };
    });
  }
}
