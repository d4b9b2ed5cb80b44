import { Select } from '@arco-design/web-react';
import { useListCustomerProductsQuery } from '@/features/products/products.api';

export interface CustomerProductsFieldProps {
  customerId?: number;
  value?: number[];
  onChange?: (ids: number[]) => void;
}

/** The contract's products: several of the chosen customer's products (the products feature's list). */
export function CustomerProductsField({ customerId, value, onChange }: CustomerProductsFieldProps) {
  const { data: rows = [], isFetching } = useListCustomerProductsQuery({ customerId, pageIndex: 0, pageSize: 100 }, { skip: !customerId });
  return (
    <Select
      mode="multiple"
      allowClear
      loading={isFetching}
      disabled={!customerId}
      placeholder={customerId ? '请选择该客户的产品' : '请先选择客户'}
      value={value}
      onChange={onChange}
      options={rows.map((p) => ({ value: p.id, label: p.serialNumber ? `${p.name}（${p.serialNumber}）` : p.name }))}
    />
  );
}
