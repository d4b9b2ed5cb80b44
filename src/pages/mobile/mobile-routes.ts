import type { ComponentType } from 'react';
import { paths } from '@/app/paths';
import MobileAssignPage from './mobile-assign-page';
import MobileHomePage from './mobile-home-page';
import { lazyScreen } from './mobile-lazy-screen';
import MobileMorePage from './mobile-more-page';
import MobileOrderPage from './mobile-order-page';
import MobileOrdersPage from './mobile-orders-page';
import MobilePoolPage from './mobile-pool-page';
import MobileSidebarCustomerPage from './mobile-sidebar-customer-page';

export interface MobileRoute {
  path: string;
  page: ComponentType;
}

/**
 * The mobile screens. They are part of the mobile chunk itself, not lazy: an engineer who loses the
 * connection can still open every screen (and the orders already loaded) without fetching code.
 */
export const MOBILE_ROUTES: MobileRoute[] = [
  { path: paths.mobile.home, page: MobileHomePage },
  { path: paths.mobile.orders, page: MobileOrdersPage },
  { path: paths.mobile.orderPattern, page: MobileOrderPage },
  { path: paths.mobile.pool, page: MobilePoolPage },
  { path: paths.mobile.assign, page: MobileAssignPage },
  { path: paths.mobile.more, page: MobileMorePage },
  { path: paths.mobile.sidebarCustomer, page: MobileSidebarCustomerPage },
  // Scanning and messages need the server: chunks of their own, off the first screen's weight.
  { path: paths.mobile.scan, page: lazyScreen(() => import('./mobile-scan-page')) },
  { path: paths.mobile.messages, page: lazyScreen(() => import('./mobile-messages-page')) },
];
