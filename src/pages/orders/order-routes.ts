import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { lazyPage } from '@/lib/lazy-page';
import { prefetchOrderList } from './order-list-args';

/** Permission code of the order detail (spec part 1 section 6). */
export const ORDER_DETAIL_POWER = '01001';

/** Shell routes of the order screens (spec part 1 section 2, Orders); paths exactly as the spec names them. */
export const ORDER_ROUTES: AppRoute[] = [
  {
    path: paths.orders.list,
    title: '全部工单',
    page: lazyPage(() => import('./all-order-page')),
    data: async (dispatch) => prefetchOrderList(dispatch, 'all', { stateTabs: true }),
  },
  { path: '/allOrder/orderDetail/:orderId', title: '工单详情', power: ORDER_DETAIL_POWER, page: lazyPage(() => import('./order-detail-page')) },
  { path: '/allOrder/orderEdit/:orderId', title: '编辑工单', power: ORDER_DETAIL_POWER, page: lazyPage(() => import('./order-edit-page')) },
  { path: '/allOrder/mapView', title: '地图查看', page: lazyPage(() => import('./order-map-view-page')) },
  { path: '/allOrder/orderPrint/:orderId', title: '打印工单', power: ORDER_DETAIL_POWER, page: lazyPage(() => import('./order-print-page')) },
  { path: '/createOrder', title: '新建工单', page: lazyPage(() => import('./create-order-page')) },
  { path: '/order/createInner/:tempId', title: '新建内部工单', page: lazyPage(() => import('./order-create-inner-page')) },
  { path: '/order/createExternal/:tempId', title: '新建工单', page: lazyPage(() => import('./order-create-external-page')) },
  { path: '/acceptanceOrder', title: '受理工单', page: lazyPage(() => import('./acceptance-order-page')) },
  { path: paths.orders.assign, title: '派单', page: lazyPage(() => import('./assign-order-page')) },
  { path: '/assignOrderInMap', title: '地图派单', page: lazyPage(() => import('./assign-order-in-map-page')) },
  { path: '/myOrder', title: '我的工单', page: lazyPage(() => import('./my-order-page')) },
  { path: '/examineOrder', title: '待我审批', page: lazyPage(() => import('./examine-order-page')) },
  { path: '/orderHighSeas', title: '工单公海', page: lazyPage(() => import('./order-high-seas-page')) },
  { path: '/orderRubbish', title: '工单回收站', page: lazyPage(() => import('./order-rubbish-page')) },
  { path: '/dueOrder', title: '超时工单', page: lazyPage(() => import('./due-order-page')) },
  { path: '/sendMeOrder', title: '抄送我的', page: lazyPage(() => import('./send-me-order-page')) },
  { path: '/abnormalOrder', title: '异常工单', page: lazyPage(() => import('./abnormal-order-page')) },
  { path: '/templateView', title: '模板视图', page: lazyPage(() => import('./template-view-page')) },
  { path: '/schedule/list', title: '排班列表', page: lazyPage(() => import('./schedule-list-page')) },
  { path: '/schedule/report', title: '排班报表', page: lazyPage(() => import('./schedule-report-page')) },
  { path: '/teamworkOrder', title: '协作工单', page: lazyPage(() => import('./teamwork-order-page')) },
  // 待回访工单: an order list of its own view, with each order's return-visit tasks.
  { path: paths.returnVisits.orders, title: '待回访工单', page: lazyPage(() => import('./return-visit-order-page')) },
];
