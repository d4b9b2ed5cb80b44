import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { lazyPage } from '@/lib/lazy-page';

/** Shell routes of return visits (spec part 1 section 2). */
export const RETURN_VISIT_ROUTES: AppRoute[] = [
  { path: paths.returnVisits.tasks, title: '回访任务', page: lazyPage(() => import('./return-visit-task-page')) },
  { path: '/returnVisitOrder/ReturnVisitTaskDetail/:taskId', title: '回访详情', page: lazyPage(() => import('./return-visit-task-detail-page')) },
  { path: '/returnVisitPlan/edit/:id', title: '回访计划', page: lazyPage(() => import('./return-visit-plan-edit-page')) },
  { path: '/returnVisitReport', title: '回访报表', page: lazyPage(() => import('./return-visit-report-page')) },
];
