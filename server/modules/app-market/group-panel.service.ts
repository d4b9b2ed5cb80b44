import { createHash } from 'node:crypto';
import { PANEL_ENGINEERS, panelCardActions } from '@domain/app-market/app-market.constants';
import type { PanelTarget } from '@domain/app-market/app-market.schemas';
import { MarketErrors } from '@domain/app-market/errors';
import { Role } from '@domain/shell/roles';
import type { Database, Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { groupNames } from '../catalogue/catalogue.public';
import { liveCustomerNames } from '../customers/customers.public';
import { openOrdersOfCustomer, openOrdersOfTeam } from '../orders/orders.public';
import { activeUsersWithRole, userNames } from '../users/users.public';
import { groupByConversation } from './cool-app-groups.queries';

/** How many open orders the panel shows (a group card is small; the rest are one tap away). */
export const PANEL_ORDERS = 20;

/** Whose open orders a panel shows: a customer's (its group chat) or a team's (the team's chat). */
export type PanelSubject = { customerId: number; teamId?: undefined } | { teamId: number; customerId?: undefined };

/** The subject a group is bound to. */
export const subjectOf = (g: { customerId: number | null; teamId: number | null }): PanelSubject =>
  g.customerId !== null ? { customerId: g.customerId } : { teamId: g.teamId! };

async function subjectName(tx: Executor, enterpriseId: number, s: PanelSubject): Promise<string | undefined> {
  if (s.customerId !== undefined) return (await liveCustomerNames(tx, enterpriseId, [s.customerId])).get(s.customerId);
  return (await groupNames(tx, enterpriseId)).find((g) => g.id === s.teamId)?.name;
}

/** Refuses (404) a customer or team that is not the enterprise's (or no longer there). */
export async function checkSubject(tx: Executor, enterpriseId: number, s: PanelSubject) {
  const name = await subjectName(tx, enterpriseId, s);
  if (name === undefined) throw notFound(s.customerId !== undefined ? MarketErrors.customerNotFound : MarketErrors.teamNotFound);
  return name;
}

/** In the caller's transaction: the subject's name and its newest open orders with state, owner and the panel's actions. */
export async function panelOrders(tx: Executor, enterpriseId: number, s: PanelSubject) {
  const name = await checkSubject(tx, enterpriseId, s);
  const rows =
    s.customerId !== undefined ? await openOrdersOfCustomer(tx, enterpriseId, s.customerId, PANEL_ORDERS) : await openOrdersOfTeam(tx, enterpriseId, s.teamId, PANEL_ORDERS);
  const owners = new Map((await userNames(tx, enterpriseId, rows.flatMap((r) => (r.ownerId ? [r.ownerId] : [])))).map((u) => [u.id, u.name]));
  return {
    customerId: s.customerId ?? null,
    teamId: s.teamId ?? null,
    name,
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
  };
}

/** The engineers the card's 指派 select offers (as 指派 on the page: active service staff), first by id. */
export async function panelEngineers(tx: Executor, enterpriseId: number) {
  return (await activeUsersWithRole(tx, enterpriseId, Role.serviceStaff)).slice(0, PANEL_ENGINEERS).map((u) => ({ id: u.id, name: u.name }));
}
export type PanelEngineers = Awaited<ReturnType<typeof panelEngineers>>;

/** Names the engineers list a card shows: a select's index chosen on an older list is not read against a newer one. */
export const engineersKey = (engineers: PanelEngineers) => createHash('sha256').update(JSON.stringify(engineers)).digest('hex').slice(0, 16);

/**
 * The group card's data (DingTalk's card data is a map of strings: the lists go as JSON text), and its
 * hash: a card whose data did not change is not pushed again.
 */
export function panelCard(panel: Awaited<ReturnType<typeof panelOrders>> | null, engineers: PanelEngineers) {
  const params = panel
    ? {
        title: `${panel.name} · 进行中的工单`,
        total: String(panel.orders.length),
        // Each order's buttons call back to the app (card-actions.service.ts) as the person pressing.
        orders: JSON.stringify(panel.orders.map((o) => ({ id: o.id, code: o.code, state: o.stateName, owner: o.ownerName || '未指派', actions: panelCardActions(o.state) }))),
        // The 指派 select's options; the button sends the chosen index with this list's key.
        engineers: JSON.stringify(engineers),
        engineersKey: engineersKey(engineers),
      }
    : { title: '本群绑定的客户或团队已不存在', total: '0', orders: '[]', engineers: '[]', engineersKey: '' };
  return { params, hash: createHash('sha256').update(JSON.stringify(params)).digest('hex') };
}

/**
 * The DingTalk group control panel (cool app, /coolApp/coolAppPanelGroup): the open orders of the
 * customer or team a group chat serves, each with its state, owner and the actions the panel offers.
 */
export class GroupPanel {
  constructor(private readonly db: Database) {}

  orders(enterpriseId: number, target: PanelTarget) {
    return this.db.tenant(enterpriseId, async (tx) => {
      if (target.openConversationId === undefined) return panelOrders(tx, enterpriseId, target.customerId !== undefined ? { customerId: target.customerId } : { teamId: target.teamId! });
      const group = await groupByConversation(tx, enterpriseId, target.openConversationId);
      if (!group) throw notFound(MarketErrors.groupNotBound);
      return { ...(await panelOrders(tx, enterpriseId, subjectOf(group))), groupId: group.id };
    });
  }
}
