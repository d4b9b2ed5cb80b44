import type { ReactNode } from 'react';
import type { CustomerDetail } from '@domain/customers/customers.schemas';
import { CustomerEventsTab } from '@/features/events/components/customer-events-tab';
import { CustomerInfoTab } from './components/customer-info-tab';

export interface CustomerDetailTab {
  key: string;
  title: string;
  render: (customer: CustomerDetail, options: { editable: boolean }) => ReactNode;
}

/**
 * The tabs of the customer detail page, in order. Other areas add theirs with one line here, e.g.
 *   { key: 'orders', title: '工单', render: (c) => <CustomerOrdersTab customerId={c.id} /> },
 */
export const CUSTOMER_DETAIL_TABS: CustomerDetailTab[] = [
  { key: 'info', title: '客户信息', render: (c, { editable }) => <CustomerInfoTab customer={c} editable={editable} /> },
  { key: 'events', title: '事件', render: (c) => <CustomerEventsTab customerId={c.id} customerName={c.name} /> },
];
