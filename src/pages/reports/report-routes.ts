import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { lazyPage } from '@/lib/lazy-page';

// The chart pages load only when opened: their code is not in the shell's first load.
const chartPage = lazyPage(() => import('./chart-page'));

/** The chart centre's screens (spec part 1 section 2 "Chart menu"). */
export const REPORT_ROUTES: AppRoute[] = [
  { path: paths.reports.dataMap, title: '大数据地图', page: lazyPage(() => import('./data-map-page')) },
  { path: paths.reports.statistics, title: '统计报表', page: lazyPage(() => import('./dashboard-page')) },
  { path: paths.reports.evaluation, title: '评价报表', page: chartPage },
  { path: paths.reports.order, title: '工单统计', page: chartPage },
  { path: paths.reports.event, title: '事件统计', page: chartPage },
  { path: paths.reports.revenue, title: '营收统计', page: chartPage },
  { path: paths.reports.staff, title: '服务人员统计', page: chartPage },
  { path: paths.reports.dispatch, title: '派单统计', page: chartPage },
  { path: paths.reports.timeout, title: '工单及事件超时', page: chartPage },
  { path: paths.reports.customer, title: '客户统计', page: chartPage },
  { path: paths.reports.fault, title: '故障分析', page: chartPage },
  { path: paths.reports.efficiency, title: '效率报表', page: chartPage },
  { path: paths.reports.spareUsage, title: '备件使用分析', page: chartPage },
  { path: paths.reports.project, title: '项目统计', page: chartPage },
];
