import type { AppDispatch } from '@/app/store';
import { paths } from '@/app/paths';
import { noticesApi } from '@/features/notices/notices.api';
import { homeApi } from '@/features/shell/home.api';

/** Mobile addresses that open the to-do home (the landing addresses other than the WeCom sidebar's go there too). */
const HOME_ADDRESSES: readonly string[] = [paths.mobile.home, paths.root, paths.home, paths.personIndex];

/**
 * Asks for what the mobile version first shows while its code loads: the tab bar's to-do counts on every screen,
 * and on the to-do home its lines and the unread notices; the screens' own queries then find them.
 */
export function prefetchMobileFirstScreen(dispatch: AppDispatch, location: string): void {
  dispatch(homeApi.util.prefetch('getTodoCounts', undefined, {}));
  if (!HOME_ADDRESSES.includes(location)) return;
  dispatch(homeApi.util.prefetch('getTodos', undefined, {}));
  dispatch(noticesApi.util.prefetch('countNotices', undefined, {}));
}
