import { InspectionState } from '@domain/maintenance/inspection.constants';
import { useGetMenuQuery, useGetSessionUserQuery } from '@/app/session/session.api';
import { menuHasRoute } from '@/app/shell/menu-nodes';
import { useBadgesDue } from '@/app/shell/use-first-page';
import { paths } from '@/app/paths';
import { useCountInspectionTasksQuery } from '../inspection.api';
import { useCountMaintenanceTasksQuery } from '../maintenance.api';

/** Menu keys of 维保合同 (overdue maintenance tasks), 巡检任务 (overdue rounds) and 巡检异常待办 (open exceptions). */
export const MAINTENANCE_BADGE_KEY = 'customer_maintenance';
export const INSPECTION_TASK_BADGE_KEY = 'order_inspection_task';
export const INSPECTION_EXCEPTION_BADGE_KEY = 'order_inspection_exception';
const POLL_MS = 60_000;

/**
 * The area's badges, each counted only for a user whose menu holds its entry (and none when the count
 * fails): unfinished maintenance tasks past their due date, rounds still to walk past theirs (a walker's
 * own), and exception to-dos not yet handled.
 */
export function useMaintenanceBadges(): Record<string, number> {
  const { data: user } = useGetSessionUserQuery();
  const { data: menu = [] } = useGetMenuQuery();
  const due = useBadgesDue() && user !== undefined;
  const poll = (route: string) => ({ skip: !due || !menuHasRoute(menu, route), pollingInterval: POLL_MS });
  const { data: overdueTasks = 0 } = useCountMaintenanceTasksQuery({ overdue: 1 }, poll(paths.maintenance.list));
  const { data: overdueRounds = 0 } = useCountInspectionTasksQuery({ overdue: 1 }, poll(paths.inspection.tasks));
  const { data: exceptions = 0 } = useCountInspectionTasksQuery({ state: InspectionState.exception }, poll(paths.inspection.exceptions));
  return { [MAINTENANCE_BADGE_KEY]: overdueTasks, [INSPECTION_TASK_BADGE_KEY]: overdueRounds, [INSPECTION_EXCEPTION_BADGE_KEY]: exceptions };
}
