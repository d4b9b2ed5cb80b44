import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { lazyPage } from '@/lib/lazy-page';

/** Shell routes of triggers (spec part 2 section 2: /trigger/detail/{id?}); the list is the settings menu's entry. */
export const TRIGGER_ROUTES: AppRoute[] = [
  { path: paths.triggers.list, title: '触发器', page: lazyPage(() => import('./trigger-list-page')) },
  { path: paths.triggers.autoCopy, title: '自动抄送', page: lazyPage(() => import('./trigger-list-page')) },
  { path: paths.triggers.split, title: '自动拆单', page: lazyPage(() => import('./split-rules-page')) },
  { path: paths.triggers.newDetail, title: '新建触发器', page: lazyPage(() => import('./trigger-detail-page')) },
  { path: paths.triggers.detailPattern, title: '触发器详情', page: lazyPage(() => import('./trigger-detail-page')) },
];
