import { Card, Tag } from '@arco-design/web-react';
import { Link } from 'wouter';
import type { ContactRow } from '@domain/customers/customers.schemas';
import { DataTable } from '@/components/data-table/data-table';
import { CallPhone } from '@/features/call-center/components/call-phone';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { FilterPanel, type FilterValues } from '@/components/filter-panel/filter-panel';
import { useCountContactsQuery, useListContactsQuery } from '@/features/customers/customers.api';
import { useSearchPlanFilters } from '@/components/search-plans/use-search-plan-filters';
import { paths } from '@/app/paths';

const FIELDS = [
  { key: 'name', label: '联系人', kind: 'text' as const },
  { key: 'phone', label: '联系人电话', kind: 'text' as const },
  { key: 'customerName', label: '客户名称', kind: 'text' as const },
];

/** /contactManage: every contact of the customers the user sees. */
export default function ContactManagePage() {
  const { filters, setFilters, planMenu } = useSearchPlanFilters<FilterValues>('contactManage', {});
  const { pageIndex, pageSize, tablePaging } = useFilterPaging(filters);
  const { data: rows = [], isFetching } = useListContactsQuery({ ...filters, pageIndex, pageSize });
  const { data: total = 0 } = useCountContactsQuery(filters);
  return (
    <Card title="联系人">
      <FilterPanel fields={FIELDS} value={filters} onSearch={setFilters} plans={planMenu} />
      <DataTable
        aria-label="联系人列表"
        rowKey="id"
        data={rows}
        loading={isFetching}
        noDataText="暂无联系人"
        paging={tablePaging(total)}
        columns={[
          { key: 'name', title: '联系人', dataIndex: 'name', width: 140, render: (_: unknown, c: ContactRow) => <>{c.name} {c.isDefault && <Tag color="arcoblue">默认</Tag>}</> },
          // The call icon for seat users (CallPhone shows nothing to others).
          {
            key: 'phone',
            title: '联系人电话',
            dataIndex: 'phone',
            width: 180,
            render: (_: unknown, c: ContactRow) => (
              <>
                {c.phone}
                <CallPhone phone={c.phone} customerId={c.customerId} />
              </>
            ),
          },
          { key: 'customer', title: '客户', width: 240, render: (_: unknown, c: ContactRow) => <Link href={paths.customers.contactDetail(c.customerId)}>{c.customerName}</Link> },
        ]}
      />
    </Card>
  );
}
