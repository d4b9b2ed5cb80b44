import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { lazyPage } from '@/lib/lazy-page';

/** Shell routes of the app market: in-app purchase, the DingTalk group control panel (spec part 2 section 2) and DING messages. */
export const APP_MARKET_ROUTES: AppRoute[] = [
  { path: paths.iap, title: '应用内购买', page: lazyPage(() => import('./iap-page')) },
  { path: paths.coolAppPanelGroup, title: '群控制面板', page: lazyPage(() => import('./group-panel-page')) },
  { path: paths.dingMessages, title: 'DING消息', page: lazyPage(() => import('./ding-messages-page')) },
];
