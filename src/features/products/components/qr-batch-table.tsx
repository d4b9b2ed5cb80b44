import { Button, Table, type TableColumnProps } from '@arco-design/web-react';
import { Link } from 'wouter';
import type { QrBatchRow } from '@domain/products/products.schemas';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useSearchPlanFilters } from '@/components/search-plans/use-search-plan-filters';
import { useCountQrBatchesQuery, useListQrBatchesQuery } from '../products.api';

export interface QrBatchTableProps {
  detailHref: (id: number) => string;
  sheetHref: (id: number) => string;
  onCreate?: () => void;
  /** Saved search plans of this list screen. */
  planKey?: string;
}

/** QR code batches, newest first. */
export function QrBatchTable({ detailHref, sheetHref, onCreate, planKey }: QrBatchTableProps) {
  const { filters, update, planMenu } = useSearchPlanFilters(planKey, { keyword: '' });
  const { pageIndex, pageSize, pagination } = useFilterPaging(filters);
  const { data: rows = [], isFetching } = useListQrBatchesQuery({ ...filters, pageIndex, pageSize });
  const { data: total = 0 } = useCountQrBatchesQuery(filters);

  const columns: TableColumnProps<QrBatchRow>[] = [
    { title: '批次号', dataIndex: 'batchNo', render: (no: string, b) => <Link href={detailHref(b.id)}>{no}</Link> },
    { title: '数量', dataIndex: 'quantity', width: 90 },
    { title: '已绑定', dataIndex: 'boundCount', width: 90 },
    { title: '备注', dataIndex: 'note', render: (v: string) => v || '-' },
    { title: '生成时间', dataIndex: 'createTime', render: (v: string) => new Date(v).toLocaleString('zh-CN', { hour12: false }) },
    { title: '操作', key: 'actions', width: 120, render: (_: unknown, b) => <Link href={sheetHref(b.id)}>打印二维码</Link> },
  ];

  return (
    <>
      <ListToolbar
        filters={<KeywordSearch scan placeholder="搜索批次号" value={filters.keyword} onSearch={(keyword) => update({ keyword })} />}
        plans={planMenu}
        actions={onCreate && (
          <Button type="primary" onClick={onCreate}>
            批量生成二维码
          </Button>
        )}
      />
      <Table
        rowKey="id"
        loading={isFetching}
        columns={columns}
        data={rows}
        pagination={pagination(total)}
      />
    </>
  );
}
