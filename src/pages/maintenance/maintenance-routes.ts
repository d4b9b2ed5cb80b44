import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { lazyPage } from '@/lib/lazy-page';

/** Shell routes of maintenance (spec part 2 section 2, "Maintenance"). */
export const MAINTENANCE_ROUTES: AppRoute[] = [
  { path: paths.maintenance.list, title: '维保合同', page: lazyPage(() => import('./maintenance-page')) },
  { path: paths.maintenance.contractPattern, title: '维保合同详情', page: lazyPage(() => import('./contract-detail-page')) },
  { path: paths.maintenance.planPattern, title: '维保计划详情', page: lazyPage(() => import('./plan-detail-page')) },
  { path: paths.maintenance.taskPattern, title: '维保任务详情', page: lazyPage(() => import('./task-detail-page')) },
];
