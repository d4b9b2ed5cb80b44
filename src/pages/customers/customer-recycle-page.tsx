import { Button, Card, Message, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { RecycledCustomerRow } from '@domain/customers/customers.schemas';
import { formatBusinessTime } from '@domain/downloads/business-time';
import { DataTable, type RowKey } from '@/components/data-table/data-table';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { useCountRecycledCustomersQuery, useListRecycledCustomersQuery, useRestoreCustomersMutation } from '@/features/customers/customers.api';
import { useSearchPlanFilters } from '@/components/search-plans/use-search-plan-filters';
import { toastResult } from '@/lib/toast-result';
import { paths } from '@/app/paths';

/** /customerRecycle: deleted customers; restoring brings back their contacts and addresses. */
export default function CustomerRecyclePage() {
  const { filters, setFilters, planMenu } = useSearchPlanFilters('customerRecycle', { name: '' });
  const { pageIndex, pageSize, tablePaging } = useFilterPaging(filters);
  const [selected, setSelected] = useState<RowKey[]>([]);
  const { data: rows = [], isFetching } = useListRecycledCustomersQuery({ ...filters, pageIndex, pageSize });
  const { data: total = 0 } = useCountRecycledCustomersQuery(filters);
  const [restore] = useRestoreCustomersMutation();
  const handleRestore = async (ids: number[]) => {
    if (ids.length === 0) return Message.warning('未选中数据');
    if (await toastResult(restore(ids).unwrap(), '还原成功')) setSelected([]);
  };
  return (
    <Card title="客户回收站">
      <Space style={{ marginBottom: 12 }}>
        <KeywordSearch placeholder="客户名称" value={filters.name} onSearch={(name) => setFilters({ name })} />
        {planMenu}
        <Button type="primary" onClick={() => handleRestore(selected.map(Number))}>
          还原
        </Button>
      </Space>
      <DataTable
        aria-label="回收站客户"
        rowKey="id"
        data={rows}
        loading={isFetching}
        noDataText="回收站没有客户"
        selection={{ selected, onChange: setSelected }}
        paging={tablePaging(total)}
        columns={[
          { key: 'name', title: '客户名称', width: 220, render: (_: unknown, r: RecycledCustomerRow) => <Link href={paths.customers.recycleDetail(r.id)}>{r.name}</Link> },
          { key: 'phone', title: '客户电话', dataIndex: 'phone', width: 150 },
          { key: 'linkperson', title: '联系人', dataIndex: 'linkperson', width: 120 },
          { key: 'deletedBy', title: '删除人', width: 100, render: (_: unknown, r: RecycledCustomerRow) => r.deletedBy?.name ?? '' },
          { key: 'deletedAt', title: '删除时间', width: 170, render: (_: unknown, r: RecycledCustomerRow) => formatBusinessTime(new Date(r.deletedAt)) },
          { key: 'action', title: '操作', width: 90, render: (_: unknown, r: RecycledCustomerRow) => <Button size="mini" type="text" onClick={() => handleRestore([r.id])}>还原</Button> },
        ]}
      />
    </Card>
  );
}
