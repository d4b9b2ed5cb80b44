import { CustomerProductsPanel } from './customer-products-panel';
import { FixedCustomer } from '@/components/fixed-customer';

/** 产品 tab of the customer detail page. */
export function CustomerProductsTab({ customerId, customerName }: { customerId: number; customerName: string }) {
  return <CustomerProductsPanel customerId={customerId} customerPicker={<FixedCustomer name={customerName} />} />;
}
