import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { Power } from '@domain/shell/permissions';
import { lazyPage } from '@/lib/lazy-page';

/** Shell routes of repair and returns (spec part 2 section 2) */
export const REPAIR_ROUTES: AppRoute[] = [
  { path: paths.repair.settings, title: '维修设置', page: lazyPage(() => import('./repair-set-page')) },
  { path: paths.repair.list, title: '维修单', page: lazyPage(() => import('./repair-management-page')) },
  { path: paths.repair.detailPattern, title: '维修单详情', power: Power.repairDetail, page: lazyPage(() => import('./repair-detail-page')) },
  { path: paths.repair.scan, title: '扫码签收', page: lazyPage(() => import('./scan-sign-in-page')) },
  { path: paths.repair.detections, title: '检测单', page: lazyPage(() => import('./detection-order-page')) },
  { path: paths.repair.detectionPattern, title: '检测单详情', page: lazyPage(() => import('./detection-order-detail-page')) },
  { path: paths.repair.returnChanges, title: '退换货单', page: lazyPage(() => import('./return-change-page')) },
  { path: paths.repair.returnChangePattern, title: '退换货单详情', page: lazyPage(() => import('./return-change-detail-page')) },
  { path: paths.repair.internals, title: '内部维修单', page: lazyPage(() => import('./internal-repair-page')) },
  { path: paths.repair.internalPattern, title: '内部维修单详情', page: lazyPage(() => import('./internal-repair-detail-page')) },
];
