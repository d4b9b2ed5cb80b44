import { OrderPaths } from '@domain/orders/orders.paths';
import { Plan } from '@domain/shell/plans';
import { menuHasRoute } from '@/app/shell/menu-nodes';
import { useGetMenuQuery, useGetSessionUserQuery } from '@/app/session/session.api';
import { useBadgesDue } from '@/app/shell/use-first-page';
import { useGetOrderBadgeQuery } from '../orders.api';

/** The badge calls of spec part 1 section 7, by the order menu entry (key and route) they count for. */
const BADGES = [
  { key: 'order_acceptance', route: '/acceptanceOrder', url: `${OrderPaths.acceptanceCount}?dataType=1` },
  { key: 'order_assign', route: '/assignOrder', url: OrderPaths.unassignedCount },
  // The same orders on the map (one request: the same call is shared).
  { key: 'order_assign_map', route: '/assignOrderInMap', url: OrderPaths.unassignedCount },
  // The dispatch board's waiting orders are the same ones (issue 40).
  { key: 'order_dispatch_board', route: '/dispatch', url: OrderPaths.unassignedCount },
  { key: 'order_abnormal', route: '/abnormalOrder', url: `${OrderPaths.abnormalCount}?type=0` },
  { key: 'order_examine', route: '/examineOrder', url: `${OrderPaths.examineCount}?type=-1` },
  { key: 'order_high_seas', route: '/orderHighSeas', url: `${OrderPaths.count}?is_grab=1` },
  { key: 'order_due', route: '/dueOrder', url: `${OrderPaths.count}?orderDue=0` },
] as const;

const REFRESH_MS = 60_000;

/** One badge: asked only when the menu shows its entry; a failed count shows nothing (spec: failures ignored). */
function useBadge(url: string, shown: boolean): number {
  const { data } = useGetOrderBadgeQuery(url, { skip: !shown, pollingInterval: REFRESH_MS });
  return shown ? (data ?? 0) : 0;
}

/**
 * Counts of waiting orders per menu key, for the left menu. Free enterprises skip badge counting
 * (spec part 1 section 6); every order operation refreshes them (they share the 'Orders' tag).
 */
export function useOrderMenuBadges(): Record<string, number> {
  const { data: user } = useGetSessionUserQuery();
  const { data: menu = [] } = useGetMenuQuery();
  const counting = useBadgesDue() && user !== undefined && user.isChargeUser !== Plan.free;
  const counts: Record<string, number> = {};
  // A fixed list: the same hooks run in the same order on every render.
  for (const badge of BADGES) counts[badge.key] = useBadge(badge.url, counting && menuHasRoute(menu, badge.route));
  return counts;
}
