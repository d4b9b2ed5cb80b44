import type { AppRoute } from '@/app/app-route';
import { lazyPage } from '@/lib/lazy-page';

/** Permission code of the spare-part detail (spec part 1 section 6). */
export const SPARE_DETAIL_POWER = '05001';

const stockPage = lazyPage(() => import('./spare-stock-page'));

/** Shell routes of spare parts (spec part 2 section 2, "Spare parts and old parts"); paths exactly as the spec names them. */
export const SPARE_PART_ROUTES: AppRoute[] = [
  { path: '/spareType', title: '备件类型', page: lazyPage(() => import('./spare-type-page')) },
  { path: '/spareList', title: '备件列表', page: lazyPage(() => import('./spare-list-page')) },
  { path: '/spareList/detail/:id', title: '备件详情', power: SPARE_DETAIL_POWER, page: lazyPage(() => import('./spare-detail-page')) },
  { path: '/spareStock', title: '备件库存', page: stockPage },
  { path: '/sparewarning', title: '库存预警', page: stockPage },
  { path: '/spareMine', title: '我的备件', page: lazyPage(() => import('./spare-mine-page')) },
  { path: '/spareOutAndIn', title: '出入库', page: lazyPage(() => import('./spare-out-in-page')) },
  { path: '/spareAllotted', title: '备件调拨', page: lazyPage(() => import('./spare-allotted-page')) },
  { path: '/spareGet', title: '备件申领', page: lazyPage(() => import('./spare-get-page')) },
  { path: '/spareDistributed', title: '备件分发', page: lazyPage(() => import('./spare-distributed-page')) },
  { path: '/spareWaste', title: '废件处理', page: lazyPage(() => import('./spare-waste-page')) },
  { path: '/stockTaking', title: '库存盘点', page: lazyPage(() => import('./stock-taking-page')) },
  { path: '/spareExamine', title: '备件审批', page: lazyPage(() => import('./spare-examine-page')) },
  { path: '/sparelog', title: '备件单据', page: lazyPage(() => import('./spare-log-page')) },
  { path: '/kitList', title: '套件列表', page: lazyPage(() => import('./kit-list-page')) },
  { path: '/kitSpareList', title: '套件备件', page: lazyPage(() => import('./kit-spare-list-page')) },
  { path: '/stockLog', title: '库存日志', page: lazyPage(() => import('./stock-log-page')) },
  { path: '/oldPartsRecyle', title: '旧件回收', page: lazyPage(() => import('./old-parts-page')) },
  { path: '/oldPartsRecyle/scan', title: '扫码收件', page: lazyPage(() => import('./old-parts-scan-page')) },
];
