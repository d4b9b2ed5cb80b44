import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { lazyPage } from '@/lib/lazy-page';

/** Permission code of the spare-part detail (spec part 1 section 6). */
export const SPARE_DETAIL_POWER = '05001';

const stockPage = lazyPage(() => import('./spare-stock-page'));

/** Shell routes of spare parts (spec part 2 section 2, "Spare parts and old parts"); paths exactly as the spec names them. */
export const SPARE_PART_ROUTES: AppRoute[] = [
  { path: paths.spare.types, title: '备件类型', page: lazyPage(() => import('./spare-type-page')) },
  { path: paths.spare.list, title: '备件列表', page: lazyPage(() => import('./spare-list-page')) },
  { path: paths.spare.detailRoute, title: '备件详情', power: SPARE_DETAIL_POWER, page: lazyPage(() => import('./spare-detail-page')) },
  { path: paths.spare.stock, title: '备件库存', page: stockPage },
  { path: paths.spare.warning, title: '库存预警', page: stockPage },
  { path: paths.spare.mine, title: '我的备件', page: lazyPage(() => import('./spare-mine-page')) },
  { path: paths.spare.outIn, title: '出入库', page: lazyPage(() => import('./spare-out-in-page')) },
  { path: paths.spare.allotted, title: '备件调拨', page: lazyPage(() => import('./spare-allotted-page')) },
  { path: paths.spare.get, title: '备件申领', page: lazyPage(() => import('./spare-get-page')) },
  { path: paths.spare.distributed, title: '备件分发', page: lazyPage(() => import('./spare-distributed-page')) },
  { path: paths.spare.waste, title: '废件处理', page: lazyPage(() => import('./spare-waste-page')) },
  { path: paths.spare.stockTaking, title: '库存盘点', page: lazyPage(() => import('./stock-taking-page')) },
  { path: paths.spare.examine, title: '备件审批', page: lazyPage(() => import('./spare-examine-page')) },
  { path: paths.spare.documents, title: '备件单据', page: lazyPage(() => import('./spare-log-page')) },
  { path: paths.spare.kits, title: '套件列表', page: lazyPage(() => import('./kit-list-page')) },
  { path: paths.spare.kitPartList, title: '套件备件', page: lazyPage(() => import('./kit-spare-list-page')) },
  { path: paths.spare.stockLog, title: '库存日志', page: lazyPage(() => import('./stock-log-page')) },
  { path: paths.spare.oldParts, title: '旧件回收', page: lazyPage(() => import('./old-parts-page')) },
  { path: paths.spare.oldPartsScan, title: '扫码收件', page: lazyPage(() => import('./old-parts-scan-page')) },
];
