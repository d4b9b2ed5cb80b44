import { Card, Tag } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { addressText, type AddressRow } from '@domain/customers/customers.schemas';
import { DataTable } from '@/components/data-table/data-table';
import { FilterPanel, type FilterValues } from '@/components/filter-panel/filter-panel';
import { useCountAddressesQuery, useListAddressesQuery } from '@/features/customers/customers.api';
import { customerPaths } from './customer-paths';

const FIELDS = [
  { key: 'mapName', label: '地图位置', kind: 'text' as const },
  { key: 'customerName', label: '客户名称', kind: 'text' as const },
];

/** /addressManage: every service address of the customers the user sees. */
export default function AddressManagePage() {
  const [filters, setFilters] = useState<FilterValues>({});
  const [page, setPage] = useState({ pageIndex: 0, pageSize: 10 });
  const { data: rows = [], isFetching } = useListAddressesQuery({ ...filters, ...page });
  const { data: total = 0 } = useCountAddressesQuery(filters);
  return (
    <Card title="地址">
      <FilterPanel fields={FIELDS} value={filters} onSearch={(v) => { setFilters(v); setPage((p) => ({ ...p, pageIndex: 0 })); }} />
      <DataTable
        aria-label="地址列表"
        rowKey="id"
        data={rows}
        loading={isFetching}
        noDataText="暂无地址"
        paging={{ ...page, total, onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }) }}
        columns={[
          { key: 'address', title: '地址', width: 300, render: (_: unknown, a: AddressRow) => <>{addressText(a)} {a.isDefault && <Tag color="arcoblue">默认</Tag>}</> },
          { key: 'mapName', title: '地图位置', dataIndex: 'mapName', width: 180 },
          { key: 'customer', title: '客户', width: 240, render: (_: unknown, a: AddressRow) => <Link href={customerPaths.addressDetail(a.customerId)}>{a.customerName}</Link> },
        ]}
      />
    </Card>
  );
}
