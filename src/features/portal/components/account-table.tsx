import { Button, Select, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ACCOUNT_STATUS_NAMES, ACCOUNT_STATUSES, type AccountStatusValue } from '@domain/portal/portal.constants';
import type { PortalAccountRow } from '@domain/portal/portal.schemas';
import { formatDateTime } from '@domain/format/date';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { toastResult } from '@/lib/toast-result';
import { useDeletePortalAccountsMutation, useListPortalAccountsQuery, useListPortalRecycleBinQuery, useRestorePortalAccountsMutation } from '../portal.api';
import { RowActions } from '@/components/row-actions/row-actions';

const STATUS_COLORS: Record<AccountStatusValue, string> = { 1: 'green', 2: 'orange', 3: 'gray' };
export const AccountStatusTag = ({ status }: { status: AccountStatusValue }) => <Tag color={STATUS_COLORS[status]}>{ACCOUNT_STATUS_NAMES[status]}</Tag>;

export const accountColumns = (detailHref?: (id: number) => string): TableColumnProps<PortalAccountRow>[] => [
  { title: '姓名', dataIndex: 'name', render: (name: string, a) => (detailHref ? <Link href={detailHref(a.id)}>{name}</Link> : name) },
  { title: '手机号', dataIndex: 'phone', width: 130 },
  { title: '所属客户', dataIndex: 'customerName' },
  { title: '子账号', dataIndex: 'childCount', width: 80 },
  { title: '状态', dataIndex: 'status', width: 90, render: (s: AccountStatusValue) => <AccountStatusTag status={s} /> },
  { title: '最近登录', dataIndex: 'lastSignInAt', width: 170, render: (v: string | null) => (v ? formatDateTime(v) : '-') },
];

/** /home_account: the main accounts, filtered by name or phone and status; deleting moves them (with their children) to the recycle bin. */
export function PortalAccountTable({ detailHref, actions, writer }: { detailHref: (id: number) => string; actions?: React.ReactNode; writer: boolean }) {
  const [filters, setFilters] = useState({ keyword: '', status: undefined as AccountStatusValue | undefined });
  const { pageIndex, pageSize, pagination } = useFilterPaging(filters);
  const { data, isFetching } = useListPortalAccountsQuery({ ...filters, pageIndex, pageSize });
  const [remove] = useDeletePortalAccountsMutation();
  const columns = [
    ...accountColumns(detailHref),
    ...(writer
      ? [
          {
            title: '操作',
            key: 'op',
            width: 90,
            render: (_: unknown, a: PortalAccountRow) => (
              <RowActions confirm={`删除 ${a.name}？其子账号一并移入回收站`} onDelete={() => toastResult(remove([a.id]).unwrap(), '删除成功')} />
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <ListToolbar
        filters={
          <>
            <KeywordSearch placeholder="搜索姓名或手机号" value={filters.keyword} onSearch={(keyword) => setFilters((f) => ({ ...f, keyword }))} />
            <Select
              allowClear
              placeholder="账号状态"
              style={{ width: 120 }}
              value={filters.status}
              onChange={(status) => setFilters((f) => ({ ...f, status }))}
              options={ACCOUNT_STATUSES.map((s) => ({ value: s, label: ACCOUNT_STATUS_NAMES[s] }))}
            />
          </>
        }
        actions={<Space>{actions}</Space>}
      />
      <Table rowKey="id" loading={isFetching} columns={columns} data={data?.list ?? []} pagination={pagination(data?.total ?? 0)} />
    </>
  );
}

/** The portal accounts' recycle bin: restore (POST /home/account/relegation) brings an account back with its children. */
export function PortalRecycleTable() {
  const [keyword, setKeyword] = useState('');
  const { pageIndex, pageSize, pagination } = useFilterPaging(keyword);
  const { data, isFetching } = useListPortalRecycleBinQuery({ keyword, pageIndex, pageSize });
  const [restore] = useRestorePortalAccountsMutation();
  const columns: TableColumnProps<PortalAccountRow>[] = [
    ...accountColumns(),
    { title: '删除时间', dataIndex: 'deletedAt', width: 170, render: (v: string | null) => (v ? formatDateTime(v) : '-') },
    {
      title: '操作',
      key: 'op',
      width: 90,
      render: (_: unknown, a) => (
        <Button type="text" size="small" onClick={() => toastResult(restore([a.id]).unwrap(), '恢复成功')}>
          恢复
        </Button>
      ),
    },
  ];
  return (
    <>
      <ListToolbar filters={<KeywordSearch placeholder="搜索姓名或手机号" value={keyword} onSearch={setKeyword} />} />
      <Table rowKey="id" loading={isFetching} columns={columns} data={data?.list ?? []} pagination={pagination(data?.total ?? 0)} />
    </>
  );
}
