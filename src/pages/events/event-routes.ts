import type { AppRoute } from '@/app/app-route';
import { lazyPage } from '@/lib/lazy-page';

/** Shell routes of service events (spec part 1 section 2; /allEvent is ours for the 全部事件 entry). */
export const EVENT_ROUTES: AppRoute[] = [
  { path: '/newEvent', title: '新建事件', page: lazyPage(() => import('./new-event-page')) },
  { path: '/serviceCounter', title: '服务台', page: lazyPage(() => import('./service-counter-page')) },
  { path: '/shelters', title: '待认领事件', page: lazyPage(() => import('./shelters-page')) },
  { path: '/Myevent/eventDetail/:eventId', title: '事件详情', page: lazyPage(() => import('./event-detail-page')) },
  { path: '/Myevent/copyeventDetail/:eventId/:code?', title: '复制事件', page: lazyPage(() => import('./copy-event-page')) },
  { path: '/Myevent', title: '我的事件', page: lazyPage(() => import('./my-events-page')) },
  { path: '/eventassigned', title: '待分派事件', page: lazyPage(() => import('./event-assigned-page')) },
  { path: '/allEvent', title: '全部事件', page: lazyPage(() => import('./all-events-page')) },
];
