import type { ComponentType } from 'react';
import { paths } from '@/app/paths';
import MobileAssignPage from './mobile-assign-page';
import MobileHomePage from './mobile-home-page';
import MobileMorePage from './mobile-more-page';
import MobileOrderPage from './mobile-order-page';
import MobileOrdersPage from './mobile-orders-page';
import MobilePoolPage from './mobile-pool-page';
import MobileSidebarCustomerPage from './mobile-sidebar-customer-page';
import { lazyScreen } from './lazy-screen';

export interface MobileRoute {
  path: string;
  page: ComponentType;
}

/**
 * The mobile screens. The engineer's order screens are part of the mobile chunk itself, not lazy: an
 * engineer who loses the connection can still open them (and the orders already loaded) without
 * fetching code. Events, customers, the new-record forms, scanning (and the product and part it opens) and messages need the server anyway: they load on first
 * visit, outside the first screen's bytes.
 */
export const MOBILE_ROUTES: MobileRoute[] = [
  { path: paths.mobile.home, page: MobileHomePage },
  { path: paths.mobile.orders, page: MobileOrdersPage },
  { path: paths.mobile.orderPattern, page: MobileOrderPage },
  { path: paths.mobile.pool, page: MobilePoolPage },
  { path: paths.mobile.assign, page: MobileAssignPage },
  { path: paths.mobile.more, page: MobileMorePage },
  { path: paths.mobile.sidebarCustomer, page: MobileSidebarCustomerPage },
  { path: paths.mobile.scan, page: lazyScreen(() => import('./mobile-scan-page')) },
  { path: paths.mobile.productPattern, page: lazyScreen(() => import('./mobile-product-page')) },
  { path: paths.mobile.partPattern, page: lazyScreen(() => import('./mobile-part-page')) },
  { path: paths.mobile.messages, page: lazyScreen(() => import('./mobile-messages-page')) },
  { path: paths.mobile.events, page: lazyScreen(() => import('./mobile-events-page')) },
  { path: paths.mobile.eventPattern, page: lazyScreen(() => import('./mobile-event-page')) },
  { path: paths.mobile.newEventPattern, page: lazyScreen(() => import('./mobile-new-event-page')) },
  { path: paths.mobile.customers, page: lazyScreen(() => import('./mobile-customers-page')) },
  { path: paths.mobile.customerPattern, page: lazyScreen(() => import('./mobile-customer-page')) },
  { path: paths.mobile.newOrderPattern, page: lazyScreen(() => import('./mobile-new-order-page')) },
  { path: paths.mobile.newOrderOfTypePattern, page: lazyScreen(() => import('./mobile-order-form-page')) },
  // Kept by the service worker once opened, so a round opened online is walked offline.
  { path: paths.mobile.inspections, page: lazyScreen(() => import('./mobile-inspections-page')) },
  { path: paths.mobile.inspectionPattern, page: lazyScreen(() => import('./mobile-inspection-page')) },
  { path: paths.mobile.maintenance, page: lazyScreen(() => import('./mobile-maintenance-page')) },
  { path: paths.mobile.day, page: lazyScreen(() => import('./mobile-day-page')) },
  { path: paths.mobile.projectTasks, page: lazyScreen(() => import('./mobile-project-tasks-page')) },
  { path: paths.mobile.knowledge, page: lazyScreen(() => import('./mobile-knowledge-page')) },
  { path: paths.mobile.repairs, page: lazyScreen(() => import('./mobile-repairs-page')) },
  { path: paths.mobile.repairPattern, page: lazyScreen(() => import('./mobile-repair-page')) },
  { path: paths.mobile.repairScan, page: lazyScreen(() => import('./mobile-repair-scan-page')) },
  { path: paths.onlineChat.phone, page: lazyScreen(() => import('./mobile-kefu-page')) },
  // The call centre's seat and the pop-up of a ringing call (issue 42).
  { path: paths.mobile.seat, page: lazyScreen(() => import('./mobile-seat-page')) },
  { path: paths.mobile.currentCallPattern, page: lazyScreen(() => import('./mobile-current-call-page')) },
];
