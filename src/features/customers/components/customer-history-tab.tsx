import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@domain/common/page-sizes';
import type { CustomerHistoryRow } from '@domain/customers/customers.schemas';
import { formatBusinessTime } from '@domain/downloads/business-time';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { useGetCustomerHistoryQuery } from '../customers.api';

const COLUMNS: DataColumn<CustomerHistoryRow>[] = [
  { key: 'createTime', title: '时间', dataIndex: 'createTime', width: 180, render: (time: string) => formatBusinessTime(new Date(time)) },
  { key: 'userName', title: '操作人', dataIndex: 'userName', width: 140 },
  { key: 'summary', title: '内容', dataIndex: 'summary' },
];

/** 历史: who changed the customer, its contacts, addresses and visibility, and when; newest first. */
export function CustomerHistoryTab({ customerId }: { customerId: number }) {
  const [page, setPage] = useState({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const { data, isFetching } = useGetCustomerHistoryQuery({ id: customerId, ...page });
  return (
    <DataTable<CustomerHistoryRow>
      aria-label="客户的历史"
      rowKey="id"
      columns={COLUMNS}
      data={data?.list ?? []}
      loading={isFetching}
      paging={{ ...page, total: data?.total ?? 0, onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }) }}
    />
  );
}
