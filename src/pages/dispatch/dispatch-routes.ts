import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { lazyPage } from '@/lib/lazy-page';

/** Shell routes of dispatch (issue 40; the spec names no screen for it). */
export const DISPATCH_ROUTES: AppRoute[] = [
  { path: paths.dispatch.board, title: '派工看板', page: lazyPage(() => import('./dispatch-board-page')) },
  { path: paths.dispatch.settings, title: '派工设置', page: lazyPage(() => import('./dispatch-settings-page')) },
];
