import { useGetMenuQuery, useGetSessionUserQuery } from '@/app/session/session.api';
import { menuHasRoute } from '@/app/shell/menu-nodes';
import { useBadgesDue } from '@/app/shell/use-first-page';
import { paths } from '@/app/paths';
import { useCountOverdueTasksQuery, useCountWaitingProjectsQuery, useCountWaitingTasksQuery } from '../projects.api';

/** Menu keys of 全部项目 (the user's overdue tasks), 项目审批 and 进度审批 (what waits for the user's decision). */
export const PROJECT_BADGE_KEYS = { all: 'project_all', examine: 'project_examine', planExamine: 'project_plan_examine' } as const;
const POLL_MS = 60_000;

/**
 * The area's badges, each counted only for a user whose menu holds its entry: the user's unfinished tasks
 * of projects past their end date, projects and approval tasks waiting for the user's decision.
 */
export function useProjectBadges(): Record<string, number> {
  const { data: user } = useGetSessionUserQuery();
  const { data: menu = [] } = useGetMenuQuery();
  const due = useBadgesDue() && user !== undefined;
  const poll = (route: string) => ({ skip: !due || !menuHasRoute(menu, route), pollingInterval: POLL_MS });
  const { data: overdue = 0 } = useCountOverdueTasksQuery(undefined, poll(paths.projects.list));
  const { data: projects = 0 } = useCountWaitingProjectsQuery(undefined, poll(paths.projects.approvals));
  const { data: tasks = 0 } = useCountWaitingTasksQuery(undefined, poll(paths.projects.taskApprovals));
  return { [PROJECT_BADGE_KEYS.all]: overdue, [PROJECT_BADGE_KEYS.examine]: projects, [PROJECT_BADGE_KEYS.planExamine]: tasks };
}
