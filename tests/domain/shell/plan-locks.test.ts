import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@domain/shell/menu.schemas';
import { walkMenu } from '@domain/shell/menu-catalogue';
import { buildMenuTree } from '@domain/shell/menu-tree';
import { menuGate, Plan, type PlanType } from '@domain/shell/plans';

/**
 * The spec's restricted list (part 1 section 6) as the routes of the entries that exist today;
 * entries of later areas (portal accounts, spare parts, reports, auto copy …) join when they land.
 */
const RESTRICTED_ROUTES: [string, string][] = [
  ['template view', '/templateView'],
  ['recycle bin (orders)', '/orderRubbish'],
  ['recycle bin (customers)', '/customerRecycle'],
  ['public pool', '/orderHighSeas'],
  ['my orders', '/myOrder'],
  ['pending my approval', '/examineOrder'],
  ['contacts', '/contactManage'],
  ['addresses', '/addressManage'],
  ['products', '/productManage'],
  ['cycle config', '/cyclePlan'],
  ['cycle config (follow-up reminders)', '/followRemind'],
  ['notices', '/noticeManage'],
  ['person tags', '/tagsManage/personTag'],
  ['order tags', '/tagsManage/orderTag'],
  ['customer tags', '/tagsManage/customerTag'],
  ['customer tags (settings)', '/customerSetting'],
  ['reports (call statistics)', '/call-center-chart'],
];
const OPEN_ROUTES = ['/allOrder', '/createOrder', '/allCustomer', '/productSetting', '/callcenter'];

const PLANS: [string, PlanType, boolean][] = [
  ['free', Plan.free, true],
  ['paid', Plan.paid, false],
  ['trial', Plan.trial, false],
];

const everyKey = new Set([...walkMenu()].map((e) => e.key));
function nodeOf(tree: MenuNode[], route: string): MenuNode | undefined {
  for (const node of tree) {
    if (node.routerName === route) return node;
    const found = nodeOf(node.children, route);
    if (found) return found;
  }
  return undefined;
}

describe.each(PLANS)('menu locks on the %s plan', (_name, planType, locked) => {
  const tree = buildMenuTree(everyKey, menuGate({ planType, serviceExpiresAt: null, purchasedHeadcount: 100, userCount: 1 }));

  it.each(RESTRICTED_ROUTES)(`%s (%s) is locked: ${locked}`, (_entry, route) => {
    const node = nodeOf(tree, route);
    expect(node, route).toBeDefined();
    expect(node!.meta).toEqual({ isDisabled: locked, restricted: true });
  });

  it.each(OPEN_ROUTES)('%s stays open', (route) => {
    expect(nodeOf(tree, route)!.meta.isDisabled).toBe(false);
  });
});
