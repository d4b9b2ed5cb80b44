import { Select } from '@arco-design/web-react';
import { useState } from 'react';
import { useListCustomerProductsQuery } from '@/features/products/products.api';

/** Chooses a customer product by its name or serial number (searched on the server). */
export function CustomerProductSelect({ value, onChange }: { value?: number; onChange: (id: number | undefined) => void }) {
  const [keyword, setKeyword] = useState('');
  const { data = [], isFetching } = useListCustomerProductsQuery({ keyword, pageIndex: 0, pageSize: 20 });
  return (
    <Select
      aria-label="送修产品"
      placeholder="搜索产品名称或序列号"
      showSearch
      allowClear
      filterOption={false}
      loading={isFetching}
      value={value}
      onSearch={setKeyword}
      onChange={(v) => onChange(v === undefined ? undefined : Number(v))}
      options={data.map((p) => ({ value: p.id, label: `${p.name} ${p.serialNumber}${p.customerName ? `（${p.customerName}）` : ''}` }))}
    />
  );
}
