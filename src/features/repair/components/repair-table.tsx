import { Select, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { REPAIR_STATE_NAMES, REPAIR_STATES, type RepairStateValue } from '@domain/repair/repair.constants';
import type { RepairRow } from '@domain/repair/repair.schemas';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { useCountRepairsQuery, useExportRepairsMutation, useListRepairsQuery } from '../repair.api';
import { ListExportButton } from './list-export-button';
import { RepairStateTag } from './repair-state-tag';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '-');

export interface RepairTableProps {
  detailHref: (id: number) => string;
  actions?: ReactNode;
}

/** Repair orders, filtered by keyword (number, customer, fault) and state, paged from 0; 导出 writes the filtered list to the download centre. */
export function RepairTable({ detailHref, actions }: RepairTableProps) {
  const [filter, setFilter] = useState<{ keyword: string; state?: RepairStateValue }>({ keyword: '' });
  const { pageIndex, pageSize, pagination } = useFilterPaging(filter);
  const { data: rows = [], isFetching } = useListRepairsQuery({ ...filter, pageIndex, pageSize });
  const { data: total = 0 } = useCountRepairsQuery(filter);
  const [exportRepairs, exporting] = useExportRepairsMutation();
  const columns: TableColumnProps<RepairRow>[] = [
    { title: '维修单号', dataIndex: 'repairNo', render: (no: string, r) => <Link href={detailHref(r.id)}>{no}</Link> },
    { title: '客户', dataIndex: 'customerName', render: (name: string | null) => name ?? '-' },
    { title: '产品', dataIndex: 'productName', render: (name: string | null) => name ?? '-' },
    { title: '序列号', dataIndex: 'serialNumber', render: (sn: string | null) => sn || '-' },
    { title: '故障', dataIndex: 'fault', ellipsis: true },
    { title: '保修', dataIndex: 'inWarranty', width: 80, render: (yes: boolean) => (yes ? '保内' : '保外') },
    { title: '状态', dataIndex: 'state', width: 90, render: (s: RepairStateValue) => <RepairStateTag state={s} /> },
    { title: '签收时间', dataIndex: 'signedInAt', render: when },
    { title: '创建时间', dataIndex: 'createTime', render: when },
  ];
  return (
    <>
      <ListToolbar
        filters={
          <>
            <KeywordSearch placeholder="搜索维修单号、客户或故障" value={filter.keyword} onSearch={(keyword) => setFilter((f) => ({ ...f, keyword }))} />
            <Select
              allowClear
              aria-label="维修单状态"
              placeholder="状态"
              style={{ width: 120 }}
              value={filter.state}
              onChange={(state?: RepairStateValue) => setFilter((f) => ({ ...f, state }))}
              options={REPAIR_STATES.map((s) => ({ value: s, label: REPAIR_STATE_NAMES[s] }))}
            />
          </>
        }
        actions={
          <Space>
            <ListExportButton onExport={() => exportRepairs(filter).unwrap()} loading={exporting.isLoading} />
            {actions}
          </Space>
        }
      />
      <Table rowKey="id" loading={isFetching} columns={columns} data={rows} pagination={pagination(total)} />
    </>
  );
}
