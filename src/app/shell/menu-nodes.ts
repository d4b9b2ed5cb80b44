import { Messages } from '@domain/common/messages';
import { TOP_MENU_KEYS } from '@domain/shell/menu-catalogue';
import type { MenuNode } from '@domain/shell/menu.schemas';
import { Plan, type PlanType } from '@domain/shell/plans';

export type TopMenuKey = (typeof TOP_MENU_KEYS)[keyof typeof TOP_MENU_KEYS];

export interface TopMenu {
  key: TopMenuKey;
  name: string;
}

const HOME_NAME = '首页';

/** Depth-first search for the node a route belongs to. */
export function findNodeByPath(nodes: readonly MenuNode[], path: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.routerName && node.routerName === path) return node;
    const hit = findNodeByPath(node.children, path);
    if (hit) return hit;
  }
  return undefined;
}

export function findNodeById(nodes: readonly MenuNode[], id: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const hit = findNodeById(node.children, id);
    if (hit) return hit;
  }
  return undefined;
}

export function menuHasRoute(menu: readonly MenuNode[], path: string): boolean {
  return findNodeByPath(menu, path) !== undefined;
}

/** Home always; the chart centre and system settings only when their node has entries. */
export function visibleTopMenus(menu: readonly MenuNode[]): TopMenu[] {
  const tops: TopMenu[] = [{ key: TOP_MENU_KEYS.home, name: HOME_NAME }];
  for (const key of [TOP_MENU_KEYS.chart, TOP_MENU_KEYS.settings]) {
    const node = menu.find((n) => n.id === key);
    if (node && node.children.length > 0) tops.push({ key, name: node.name });
  }
  return tops;
}

/** The groups of the left menu under one top menu. */
export function menuGroups(menu: readonly MenuNode[], top: TopMenuKey): MenuNode[] {
  return menu.find((n) => n.id === top)?.children ?? [];
}

/**
 * The top menu and the group (second level) a route sits under; a page that is no menu entry itself
 * (an order's detail at /allOrder/orderDetail/5) sits where its nearest entry above it does.
 */
export function locateRoute(menu: readonly MenuNode[], path: string): { top: TopMenuKey; group: string } | undefined {
  for (let at = path; at; at = at.slice(0, at.lastIndexOf('/'))) {
    for (const top of menu) {
      for (const group of top.children) {
        if (group.routerName === at || findNodeByPath(group.children, at)) return { top: top.id as TopMenuKey, group: group.id };
      }
    }
  }
  return undefined;
}

/** Why an entry is locked, as its lock's label: the free plan withholds restricted entries (a click offers the upgrade); an exceeded paid headcount disables the rest. */
export function lockOf(node: MenuNode, user: { isChargeUser: PlanType; headcountExceeded: boolean } | undefined): string | null {
  if (!node.meta.isDisabled || !user) return null;
  if (user.isChargeUser === Plan.free) return node.meta.restricted ? '付费功能' : null;
  return user.headcountExceeded ? Messages.overPaidHeadcount : null;
}

/** An entry nobody may open until the paid headcount is back within the purchase: shown disabled, not clickable. */
export function isHeadcountLocked(node: MenuNode, user: { headcountExceeded: boolean } | undefined): boolean {
  return node.meta.isDisabled && Boolean(user?.headcountExceeded);
}

/** Every routed entry under a node, in menu order. */
export function routedItems(node: MenuNode): MenuNode[] {
  if (node.routerName) return [node];
  return node.children.flatMap(routedItems);
}
