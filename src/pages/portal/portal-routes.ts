import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { lazyPage } from '@/lib/lazy-page';

/** Shell routes of portal accounts and the portal's settings (spec part 2 section 2, "Portal accounts"). */
export const PORTAL_ROUTES: AppRoute[] = [
  { path: paths.portal.accounts, title: '门户账号', page: lazyPage(() => import('./portal-accounts-page')) },
  { path: paths.portal.accountPattern, title: '门户账号详情', page: lazyPage(() => import('./portal-account-detail-page')) },
  { path: paths.portal.addressesPattern, title: '账号地址', page: lazyPage(() => import('./portal-addresses-page')) },
  { path: paths.portal.setting, title: '门户设置', page: lazyPage(() => import('./portal-setting-page')) },
];
