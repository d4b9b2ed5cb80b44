import { useGetMenuQuery, useGetSessionUserQuery } from '@/app/session/session.api';
import { menuHasRoute } from '@/app/shell/menu-nodes';
import { useBadgesDue } from '@/app/shell/use-first-page';
import { paths } from '@/app/paths';
import { useCountMaintenanceTasksQuery } from '../maintenance.api';

/** Menu key of 维保合同, which carries the count of overdue maintenance tasks. */
export const MAINTENANCE_BADGE_KEY = 'customer_maintenance';
const POLL_MS = 60_000;

/** The 维保合同 badge: unfinished tasks past their due date the user sees; none without the menu entry or when the count fails. */
export function useMaintenanceBadges(): Record<string, number> {
  const { data: user } = useGetSessionUserQuery();
  const { data: menu = [] } = useGetMenuQuery();
  const skip = !useBadgesDue() || user === undefined || !menuHasRoute(menu, paths.maintenance.list);
  const { data = 0 } = useCountMaintenanceTasksQuery({ overdue: 1 }, { skip, pollingInterval: POLL_MS });
  return { [MAINTENANCE_BADGE_KEY]: data };
}
