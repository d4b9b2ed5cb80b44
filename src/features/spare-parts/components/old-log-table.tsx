import { Table, type TableColumnProps } from '@arco-design/web-react';
import { formatDateTime } from '@domain/format/date';
import type { ManageRow, OldLogRow } from '@domain/spare-parts/old-parts';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { useGetMyOldPartQuery, useListOldLogQuery, useListOldPartManagesQuery } from '../old-parts.api';

const logColumns: TableColumnProps<OldLogRow>[] = [
  { title: '类型', dataIndex: 'typeName', width: 100 },
  { title: '旧件', key: 'p', render: (_: unknown, r) => `${r.partName} ×${r.qty}${r.unit}` },
  { title: '来源', dataIndex: 'fromName', width: 160 },
  { title: '去向', dataIndex: 'toName', width: 160 },
  { title: '操作人', dataIndex: 'userName', width: 100 },
  { title: '时间', dataIndex: 'createTime', width: 170, render: (t: string) => formatDateTime(t) },
];

/** 旧件日志: the ledger lines at old-part stores (received, scrapped, refurbished). */
export function OldLogTable() {
  const { pageIndex, pageSize, pagination } = useFilterPaging(null);
  const { data, isFetching } = useListOldLogQuery({ pageIndex, pageSize });
  return <Table rowKey="id" loading={isFetching} columns={logColumns} data={data?.list ?? []} pagination={pagination(data?.total ?? 0)} />;
}

/** The last lines of one old part in the user's 我的旧件 (registered, returned, deleted). */
export function MyOldPartLog({ partId }: { partId: number }) {
  const { data, isFetching } = useGetMyOldPartQuery(partId);
  return <Table rowKey="id" size="small" loading={isFetching} columns={logColumns} data={data?.log ?? []} pagination={false} />;
}

const manageColumns: TableColumnProps<ManageRow>[] = [
  { title: '处理方式', dataIndex: 'kindName', width: 100 },
  { title: '仓库', dataIndex: 'warehouseName', width: 140 },
  { title: '旧件', key: 'p', render: (_: unknown, r) => `${r.partName} ×${r.qty}${r.unit}` },
  { title: '备注', dataIndex: 'remark' },
  { title: '处理人', dataIndex: 'createdByName', width: 100 },
  { title: '时间', dataIndex: 'createTime', width: 170, render: (t: string) => formatDateTime(t) },
];

/** 处理记录: old parts scrapped or refurbished from the old-part stores. */
export function ManageTable() {
  const { pageIndex, pageSize, pagination } = useFilterPaging(null);
  const { data, isFetching } = useListOldPartManagesQuery({ pageIndex, pageSize });
  return <Table rowKey="id" loading={isFetching} columns={manageColumns} data={data?.list ?? []} pagination={pagination(data?.total ?? 0)} />;
}
