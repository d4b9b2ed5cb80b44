import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { lazyPage } from '@/lib/lazy-page';

/** Shell routes of the online customer service (spec part 2 section 2, "Customer service chat"). */
export const ONLINE_CHAT_ROUTES: AppRoute[] = [
  { path: paths.onlineChat.desk, title: '在线客服', page: lazyPage(() => import('./customer-service-page')) },
  { path: paths.onlineChat.groupSetPattern, title: '接待设置', page: lazyPage(() => import('./group-set-page')) },
  { path: paths.onlineChat.records, title: '接待记录', page: lazyPage(() => import('./records-page')) },
];

/** The web chat's customer page: outside the shell, no sign-in (the link's token). */
export const VISITOR_CHAT_ROUTE: AppRoute = { path: paths.onlineChat.visitorPattern, title: '在线客服', page: lazyPage(() => import('./visitor-page')) };
