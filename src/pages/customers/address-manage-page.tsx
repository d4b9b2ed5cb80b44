import { Card, Tag } from '@arco-design/web-react';
import { Link } from 'wouter';
import { addressText, type AddressRow } from '@domain/customers/customers.schemas';
import { DataTable } from '@/components/data-table/data-table';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { FilterPanel, type FilterValues } from '@/components/filter-panel/filter-panel';
import { useCountAddressesQuery, useListAddressesQuery } from '@/features/customers/customers.api';
import { useSearchPlanFilters } from '@/components/search-plans/use-search-plan-filters';
import { paths } from '@/app/paths';

const FIELDS = [
  { key: 'mapName', label: '地图位置', kind: 'text' as const },
  { key: 'customerName', label: '客户名称', kind: 'text' as const },
];

/** /addressManage: every service address of the customers the user sees. */
export default function AddressManagePage() {
  const { filters, setFilters, planMenu } = useSearchPlanFilters<FilterValues>('addressManage', {});
  const { pageIndex, pageSize, tablePaging } = useFilterPaging(filters);
  const { data: rows = [], isFetching } = useListAddressesQuery({ ...filters, pageIndex, pageSize });
  const { data: total = 0 } = useCountAddressesQuery(filters);
  return (
    <Card title="地址">
      <FilterPanel fields={FIELDS} value={filters} onSearch={setFilters} plans={planMenu} />
      <DataTable
        aria-label="地址列表"
        rowKey="id"
        data={rows}
        loading={isFetching}
        noDataText="暂无地址"
        paging={tablePaging(total)}
        columns={[
          { key: 'address', title: '地址', width: 300, render: (_: unknown, a: AddressRow) => <>{addressText(a)} {a.isDefault && <Tag color="arcoblue">默认</Tag>}</> },
          { key: 'mapName', title: '地图位置', dataIndex: 'mapName', width: 180 },
          { key: 'customer', title: '客户', width: 240, render: (_: unknown, a: AddressRow) => <Link href={paths.customers.addressDetail(a.customerId)}>{a.customerName}</Link> },
        ]}
      />
    </Card>
  );
}
