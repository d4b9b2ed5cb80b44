import { paths } from '@/app/paths';

/** The to-do lines the mobile version has screens for; every other line opens the PC version's list. */
const MOBILE_TODO_ROUTES: Record<string, string> = {
  order_mine: paths.mobile.orders,
  order_assign: paths.mobile.assign,
  order_acceptance: paths.mobile.assign,
  event_mine: paths.mobile.events,
};

export const todoTarget = (key: string, desktopRoute: string) => MOBILE_TODO_ROUTES[key] ?? desktopRoute;
export const isMobileTarget = (target: string) => target.startsWith(`${paths.mobile.home}/`) || target === paths.mobile.home;
