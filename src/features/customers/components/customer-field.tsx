import { CustomerPicker } from '@/features/customers/components/customer-picker';

export interface CustomerFieldProps {
  value?: number;
  onChange?: (customerId: number | undefined) => void;
}

/** The customer field of the product and contract forms: the customers feature's picker (pages are where features meet). */
export function CustomerField({ value, onChange }: CustomerFieldProps) {
  return <CustomerPicker value={value} onChange={(id) => onChange?.(id)} />;
}
