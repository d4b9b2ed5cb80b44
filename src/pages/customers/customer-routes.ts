import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { lazyPage } from '@/lib/lazy-page';

const detail = lazyPage(() => import('./customer-detail-page'));

/** Shell routes of customers, contacts, addresses and the customer recycle bin (spec part 1 section 2). */
export const CUSTOMER_ROUTES: AppRoute[] = [
  { path: paths.customers.list, title: '客户', page: lazyPage(() => import('./all-customer-page')) },
  { path: '/allCustomer/customerDetail/:id', title: '客户详情', page: detail },
  { path: paths.customers.contacts, title: '联系人', page: lazyPage(() => import('./contact-manage-page')) },
  { path: '/contactManage/contactCustomerDetail/:id', title: '客户详情', page: detail },
  { path: paths.customers.addresses, title: '地址', page: lazyPage(() => import('./address-manage-page')) },
  { path: '/addressManage/addressCustomerDetail/:id', title: '客户详情', page: detail },
  // The customer detail opened from other areas: an order's customer name (with the order it came
  // from, for 返回工单), a customer product's customer.
  { path: '/allOrder/customerDetail/:id/:oid?', title: '客户详情', page: detail },
  { path: '/productManage/customerDetail/:id', title: '客户详情', page: detail },
  { path: paths.customers.recycle, title: '客户回收站', page: lazyPage(() => import('./customer-recycle-page')) },
  { path: '/customerRecycle/customerDetail/:id', title: '回收站客户', page: lazyPage(() => import('./recycled-customer-detail-page')) },
];
