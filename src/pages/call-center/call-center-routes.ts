import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { lazyPage } from '@/lib/lazy-page';

/** Shell routes of the call centre (spec part 2 section 2, "Call centre"). */
export const CALL_CENTER_ROUTES: AppRoute[] = [
  { path: paths.callCenter.records, title: '通话记录', page: lazyPage(() => import('./call-records-page')) },
  { path: paths.callCenter.detailPattern, title: '通话详情', page: lazyPage(() => import('./call-detail-page')) },
  { path: paths.callCenter.current, title: '来电弹屏', page: lazyPage(() => import('./current-call-page')) },
  { path: paths.callCenter.chart, title: '呼叫统计', page: lazyPage(() => import('./call-chart-page')) },
  { path: paths.callCenter.personalPattern, title: '坐席统计', page: lazyPage(() => import('./call-chart-page')) },
  { path: paths.callCenter.settings, title: '呼叫中心设置', page: lazyPage(() => import('./call-center-setting-page')) },
];
