import { FixedCustomer } from '@/components/fixed-customer';
import { ContractsPanel } from './contracts-panel';

/** 合同 tab of the customer detail page. */
export function CustomerContractsTab({ customerId, customerName }: { customerId: number; customerName: string }) {
  return <ContractsPanel customerId={customerId} customerPicker={<FixedCustomer name={customerName} />} />;
}
