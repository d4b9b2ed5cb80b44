import { Select, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { Fragment, useState } from 'react';
import { Link } from 'wouter';
import { formatDateTime } from '@domain/format/date';
import { MOVEMENT_TYPE_NAMES } from '@domain/spare-parts/spare-parts.constants';
import type { LedgerRow } from '@domain/spare-parts/spare-parts.schemas';
import { useListSpareLedgerQuery } from '../spare-parts.api';
import { PartSelect } from './part-select';
import { WarehouseSelect } from './warehouse-select';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { paths } from '@/app/paths';

const typeOptions = Object.entries(MOVEMENT_TYPE_NAMES).map(([value, label]) => ({ value: Number(value), label }));

export interface LedgerFilter {
  partId?: number;
  warehouseId?: number;
  type?: number;
  /** One person's stock (a link from 备件使用分析's staff row). */
  userId?: number;
}

/** A line's documents: its document number, the order by its number (a link), the movement. */
function LedgerDocs({ row }: { row: LedgerRow }) {
  const order = row.orderId !== null && row.orderNo ? <Link href={paths.orders.detail(row.orderId)}>{`工单 ${row.orderNo}`}</Link> : null;
  const parts = [row.docNo || null, order, `单号 ${row.movementId}`].filter((p) => p !== null);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && ' / '}
      {part}
    </Fragment>
  ));
}

/** /stockLog: the ledger, one line per moved part: who, when, from, to, quantity, the order or document. */
export function LedgerTable({ partId: fixedPart, initial }: { partId?: number; initial?: LedgerFilter }) {
  const [filter, setFilter] = useState<LedgerFilter>(initial ?? {});
  const { pageIndex, pageSize, pagination } = useFilterPaging({ ...filter, fixedPart });
  const { data, isFetching } = useListSpareLedgerQuery({ pageIndex, pageSize, ...filter, partId: fixedPart ?? filter.partId });

  const columns: TableColumnProps<LedgerRow>[] = [
    { title: '时间', dataIndex: 'createTime', width: 170, render: (t: string) => formatDateTime(t) },
    { title: '类型', dataIndex: 'typeName', width: 100 },
    { title: '备件', dataIndex: 'partName' },
    { title: '数量', dataIndex: 'qty', width: 90, render: (q: string, r) => `${q} ${r.unit}` },
    { title: '来源', dataIndex: 'fromName', width: 140 },
    { title: '去向', dataIndex: 'toName', width: 140 },
    { title: '单据', key: 'doc', width: 190, render: (_: unknown, r) => <LedgerDocs row={r} /> },
    { title: '操作人', dataIndex: 'userName', width: 100 },
  ];

  return (
    <>
      {fixedPart === undefined && (
        <Space style={{ marginBottom: 16 }} wrap>
          <PartSelect aria-label="按备件筛选" value={filter.partId} onChange={(partId) => setFilter((f) => ({ ...f, partId }))} />
          <WarehouseSelect placeholder="全部仓库" allowClear value={filter.warehouseId} onChange={(warehouseId) => setFilter((f) => ({ ...f, warehouseId }))} />
          <Select aria-label="类型" placeholder="全部类型" allowClear style={{ width: 140 }} options={typeOptions} value={filter.type} onChange={(type) => setFilter((f) => ({ ...f, type }))} />
          {filter.userId !== undefined && (
            <Tag closable onClose={() => setFilter((f) => ({ ...f, userId: undefined }))}>
              仅看该人员的库存
            </Tag>
          )}
        </Space>
      )}
      <Table rowKey="id" loading={isFetching} columns={columns} data={data?.list ?? []} pagination={pagination(data?.total ?? 0)} />
    </>
  );
}
