import { Plan } from '@domain/shell/plans';
import { useGetMenuQuery, useGetSessionUserQuery } from '@/app/session/session.api';
import { menuHasRoute } from './menu-nodes';
import { useBadgesDue } from './use-first-page';

/** How often a menu badge's count is asked again when nothing refreshes it sooner. */
export const BADGE_POLL_MS = 60_000;

/**
 * Whether the badge on the menu entry of `route` may ask for its count: once the first page has settled,
 * never on the free plan (no badge shows there), and only when the user's menu has the entry.
 */
export function useMenuBadgeDue(route: string): boolean {
  const { data: user } = useGetSessionUserQuery();
  const { data: menu = [] } = useGetMenuQuery();
  const due = useBadgesDue();
  return due && user !== undefined && user.isChargeUser !== Plan.free && menuHasRoute(menu, route);
}
