import { Select, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import {
  INTERNAL_REPAIR_KIND_NAMES,
  INTERNAL_REPAIR_KINDS,
  INTERNAL_REPAIR_STATE_NAMES,
  INTERNAL_REPAIR_STATES,
  type InternalRepairKindValue,
  type InternalRepairStateValue,
} from '@domain/repair/internal-repair.constants';
import type { InternalRepairView } from '@domain/repair/internal-repair.schemas';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { useCountInternalRepairsQuery, useExportInternalRepairsMutation, useListInternalRepairsQuery } from '../internal-repair.api';
import { ListExportButton } from './list-export-button';
import { InternalRepairStateTag } from './internal-repair-state-tag';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '-');
/** What is repaired, as one text: old parts with their quantity and store, or the equipment and its asset number. */
export const repairedThing = (r: InternalRepairView) =>
  r.part ? `${r.part.name} ${r.qty}${r.unit}（${r.warehouse?.name ?? '-'}旧件库）` : `${r.equipmentName}${r.assetNo ? `（${r.assetNo}）` : ''}`;

export interface InternalRepairTableProps {
  detailHref: (id: number) => string;
  actions?: ReactNode;
}

/** Internal repair orders, filtered by keyword (number, equipment, asset number, fault), state and kind, paged from 0. */
export function InternalRepairTable({ detailHref, actions }: InternalRepairTableProps) {
  const [filter, setFilter] = useState<{ keyword: string; state?: InternalRepairStateValue; kind?: InternalRepairKindValue }>({ keyword: '' });
  const { pageIndex, pageSize, pagination } = useFilterPaging(filter);
  const { data: rows = [], isFetching } = useListInternalRepairsQuery({ ...filter, pageIndex, pageSize });
  const { data: total = 0 } = useCountInternalRepairsQuery(filter);
  const [exportInternalRepairs, exporting] = useExportInternalRepairsMutation();
  const columns: TableColumnProps<InternalRepairView>[] = [
    { title: '单号', dataIndex: 'internalRepairNo', render: (no: string, r) => <Link href={detailHref(r.id)}>{no}</Link> },
    { title: '类型', dataIndex: 'kind', width: 100, render: (k: InternalRepairKindValue) => INTERNAL_REPAIR_KIND_NAMES[k] },
    { title: '维修对象', dataIndex: 'id', render: (_: number, r) => repairedThing(r) },
    { title: '故障', dataIndex: 'fault', ellipsis: true },
    { title: '状态', dataIndex: 'state', width: 90, render: (s: InternalRepairStateValue) => <InternalRepairStateTag state={s} /> },
    { title: '维修人', dataIndex: 'repairer', render: (p: InternalRepairView['repairer']) => p?.name ?? '-' },
    { title: '创建时间', dataIndex: 'createTime', render: when },
  ];
  return (
    <>
      <ListToolbar
        filters={
          <>
            <KeywordSearch placeholder="搜索单号、设备、资产编号或故障" value={filter.keyword} onSearch={(keyword) => setFilter((f) => ({ ...f, keyword }))} />
            <Select
              allowClear
              aria-label="内部维修类型"
              placeholder="类型"
              style={{ width: 120 }}
              value={filter.kind}
              onChange={(kind?: InternalRepairKindValue) => setFilter((f) => ({ ...f, kind }))}
              options={INTERNAL_REPAIR_KINDS.map((k) => ({ value: k, label: INTERNAL_REPAIR_KIND_NAMES[k] }))}
            />
            <Select
              allowClear
              aria-label="内部维修单状态"
              placeholder="状态"
              style={{ width: 120 }}
              value={filter.state}
              onChange={(state?: InternalRepairStateValue) => setFilter((f) => ({ ...f, state }))}
              options={INTERNAL_REPAIR_STATES.map((s) => ({ value: s, label: INTERNAL_REPAIR_STATE_NAMES[s] }))}
            />
          </>
        }
        actions={
          <Space>
            <ListExportButton onExport={() => exportInternalRepairs(filter).unwrap()} loading={exporting.isLoading} />
            {actions}
          </Space>
        }
      />
      <Table rowKey="id" loading={isFetching} columns={columns} data={rows} pagination={pagination(total)} />
    </>
  );
}
