import type { ReactNode } from 'react';
import type { CustomerDetail } from '@domain/customers/customers.schemas';
import { CustomerContractsTab } from '@/features/contracts/components/customer-contracts-tab';
import { CustomerPlansTab } from '@/features/cycle-plans/components/customer-plans-tab';
import { CustomerVisitsTab } from '@/features/return-visits/components/customer-visits-tab';
import { CustomerEventsTab } from '@/features/events/components/customer-events-tab';
import { CustomerProductsTab } from '@/features/products/components/customer-products-tab';
import { CustomerOrdersTab } from '@/features/orders/components/customer-orders-tab';
import { CustomerHistoryTab } from '@/features/customers/components/customer-history-tab';
import { CustomerInfoTab } from '@/features/customers/components/customer-info-tab';
import { CallPhone } from '@/features/call-center/components/call-phone';

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
  // The call icon beside the customer's and the contacts' phones (seat users only; CallPhone shows nothing to others).
  { key: 'info', title: '客户信息', render: (c, { editable }) => <CustomerInfoTab customer={c} editable={editable} phoneAction={(phone) => <CallPhone phone={phone} customerId={c.id} />} /> },
  { key: 'orders', title: '工单', render: (c) => <CustomerOrdersTab customerId={c.id} /> },
  { key: 'events', title: '事件', render: (c) => <CustomerEventsTab customerId={c.id} customerName={c.name} /> },
  { key: 'products', title: '产品', render: (c) => <CustomerProductsTab customerId={c.id} customerName={c.name} /> },
  { key: 'contracts', title: '合同', render: (c) => <CustomerContractsTab customerId={c.id} customerName={c.name} /> },
  { key: 'plans', title: '服务计划', render: (c) => <CustomerPlansTab customerId={c.id} /> },
  { key: 'visits', title: '回访', render: (c) => <CustomerVisitsTab customerId={c.id} /> },
  { key: 'history', title: '历史', render: (c) => <CustomerHistoryTab customerId={c.id} /> },
];
