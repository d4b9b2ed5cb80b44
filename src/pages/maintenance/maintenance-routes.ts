import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { lazyPage } from '@/lib/lazy-page';

/** Shell routes of maintenance (spec part 2 section 2, "Maintenance") and inspection rounds (order centre). */
export const MAINTENANCE_ROUTES: AppRoute[] = [
  { path: paths.maintenance.list, title: '维保合同', page: lazyPage(() => import('./maintenance-page')) },
  { path: paths.maintenance.contractPattern, title: '维保合同详情', page: lazyPage(() => import('./contract-detail-page')) },
  { path: paths.maintenance.planPattern, title: '维保计划详情', page: lazyPage(() => import('./plan-detail-page')) },
  { path: paths.maintenance.taskPattern, title: '维保任务详情', page: lazyPage(() => import('./task-detail-page')) },
  { path: paths.inspection.plans, title: '巡检计划', page: lazyPage(() => import('./inspection-plans-page')) },
  { path: paths.inspection.tasks, title: '巡检任务', page: lazyPage(() => import('./inspection-tasks-page')) },
  { path: paths.inspection.taskPattern, title: '巡检任务详情', page: lazyPage(() => import('./inspection-task-detail-page')) },
  { path: paths.inspection.exceptions, title: '巡检异常待办', page: lazyPage(() => import('./inspection-exceptions-page')) },
  { path: paths.inspection.points, title: '巡检点', page: lazyPage(() => import('./inspection-points-page')) },
];
