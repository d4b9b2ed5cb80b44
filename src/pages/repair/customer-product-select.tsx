import { Select } from '@arco-design/web-react';
import { useState } from 'react';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import { useListCustomerProductsQuery } from '@/features/products/products.api';

export interface CustomerProductSelectProps {
  value?: number;
  /** The id chosen, with its row (its customer) when there is one. */
  onChange: (id: number | undefined, product?: CustomerProductRow) => void;
  'aria-label'?: string;
}

/** Chooses a customer product by its name or serial number (searched on the server). */
export function CustomerProductSelect({ value, onChange, 'aria-label': label = '送修产品' }: CustomerProductSelectProps) {
  const [keyword, setKeyword] = useState('');
  const { data = [], isFetching } = useListCustomerProductsQuery({ keyword, pageIndex: 0, pageSize: 20 });
  return (
    <Select
      aria-label={label}
      placeholder="搜索产品名称或序列号"
      showSearch
      allowClear
      filterOption={false}
      loading={isFetching}
      value={value}
      onSearch={setKeyword}
      onChange={(v) => (v === undefined ? onChange(undefined) : onChange(Number(v), data.find((p) => p.id === Number(v))))}
      options={data.map((p) => ({ value: p.id, label: `${p.name} ${p.serialNumber}${p.customerName ? `（${p.customerName}）` : ''}` }))}
    />
  );
}
