import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { lazyPage } from '@/lib/lazy-page';

/** Shell routes of service events (spec part 1 section 2; /allEvent is ours for the 全部事件 entry). */
export const EVENT_ROUTES: AppRoute[] = [
  { path: paths.events.newEvent, title: '新建事件', page: lazyPage(() => import('./new-event-page')) },
  { path: paths.events.serviceCounter, title: '服务台', page: lazyPage(() => import('./service-counter-page')) },
  { path: paths.events.shelters, title: '待认领事件', page: lazyPage(() => import('./shelters-page')) },
  { path: '/Myevent/eventDetail/:eventId', title: '事件详情', page: lazyPage(() => import('./event-detail-page')) },
  { path: '/Myevent/copyeventDetail/:eventId/:code?', title: '复制事件', page: lazyPage(() => import('./copy-event-page')) },
  { path: paths.events.myEvents, title: '我的事件', page: lazyPage(() => import('./my-events-page')) },
  { path: paths.events.assigned, title: '待分派事件', page: lazyPage(() => import('./event-assigned-page')) },
  { path: paths.events.allEvents, title: '全部事件', page: lazyPage(() => import('./all-events-page')) },
];
