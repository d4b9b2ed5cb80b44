import { Select, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import {
  RETURN_CHANGE_STATE_NAMES,
  RETURN_CHANGE_STATES,
  RETURN_CHANGE_TYPE_NAMES,
  RETURN_CHANGE_TYPES,
  type ReturnChangeStateValue,
  type ReturnChangeTypeValue,
} from '@domain/repair/repair.constants';
import type { ReturnChangeView } from '@domain/repair/return-change.schemas';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { useCountReturnChangesQuery, useExportReturnChangesMutation, useListReturnChangesQuery } from '../return-change.api';
import { ListExportButton } from './list-export-button';
import { ReturnChangeStateTag } from './return-change-state-tag';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '-');

export interface ReturnChangeTableProps {
  detailHref: (id: number) => string;
  actions?: ReactNode;
  /** Only this customer product's orders (the repair detail's section). */
  customerProductId?: number;
}

/** Return and exchange orders, filtered by keyword (number, customer, reason), state and type, paged from 0. */
export function ReturnChangeTable({ detailHref, actions, customerProductId }: ReturnChangeTableProps) {
  const [filter, setFilter] = useState<{ keyword: string; state?: ReturnChangeStateValue; type?: ReturnChangeTypeValue; customerProductId?: number }>({ keyword: '', customerProductId });
  const { pageIndex, pageSize, pagination } = useFilterPaging(filter);
  const { data: rows = [], isFetching } = useListReturnChangesQuery({ ...filter, pageIndex, pageSize });
  const { data: total = 0 } = useCountReturnChangesQuery(filter);
  const [exportReturnChanges, exporting] = useExportReturnChangesMutation();
  const columns: TableColumnProps<ReturnChangeView>[] = [
    { title: '单号', dataIndex: 'returnChangeNo', render: (no: string, r) => <Link href={detailHref(r.id)}>{no}</Link> },
    { title: '类型', dataIndex: 'type', width: 80, render: (t: ReturnChangeTypeValue) => RETURN_CHANGE_TYPE_NAMES[t] },
    { title: '客户', dataIndex: 'customerName', render: (name: string | null) => name ?? '-' },
    { title: '产品', dataIndex: 'productName', render: (name: string | null) => name ?? '-' },
    { title: '序列号', dataIndex: 'serialNumber', render: (sn: string | null) => sn || '-' },
    { title: '原因', dataIndex: 'reason', ellipsis: true },
    { title: '状态', dataIndex: 'state', width: 90, render: (s: ReturnChangeStateValue) => <ReturnChangeStateTag state={s} /> },
    { title: '创建人', dataIndex: 'createdBy', render: (p: ReturnChangeView['createdBy']) => p?.name ?? '-' },
    { title: '创建时间', dataIndex: 'createTime', render: when },
  ];
  return (
    <>
      <ListToolbar
        filters={
          <>
            <KeywordSearch placeholder="搜索单号、客户或原因" value={filter.keyword} onSearch={(keyword) => setFilter((f) => ({ ...f, keyword }))} />
            <Select
              allowClear
              aria-label="退换货类型"
              placeholder="类型"
              style={{ width: 100 }}
              value={filter.type}
              onChange={(type?: ReturnChangeTypeValue) => setFilter((f) => ({ ...f, type }))}
              options={RETURN_CHANGE_TYPES.map((t) => ({ value: t, label: RETURN_CHANGE_TYPE_NAMES[t] }))}
            />
            <Select
              allowClear
              aria-label="退换货单状态"
              placeholder="状态"
              style={{ width: 120 }}
              value={filter.state}
              onChange={(state?: ReturnChangeStateValue) => setFilter((f) => ({ ...f, state }))}
              options={RETURN_CHANGE_STATES.map((s) => ({ value: s, label: RETURN_CHANGE_STATE_NAMES[s] }))}
            />
          </>
        }
        actions={
          <Space>
            <ListExportButton onExport={() => exportReturnChanges(filter).unwrap()} loading={exporting.isLoading} />
            {actions}
          </Space>
        }
      />
      <Table rowKey="id" loading={isFetching} columns={columns} data={rows} pagination={pagination(total)} />
    </>
  );
}
