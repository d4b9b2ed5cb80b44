import { Button, Select, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconExport } from '@arco-design/web-react/icon';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { useState } from 'react';
import { Link } from 'wouter';
import { MALL_ORDER_STATE_NAMES, MALL_ORDER_STATES, type MallOrderStateValue } from '@domain/mall/mall-states';
import type { MallOrderRow } from '@domain/mall/mall.schemas';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { toastResult } from '@/lib/toast-result';
import { useExportMallOrdersMutation, useListMallOrdersQuery } from '../mall.api';
import { MallStateTag } from './mall-state-tag';

const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/** Mall orders, newest first, filtered by state. */
export function MallOrderTable({ detailHref }: { detailHref: (id: number) => string }) {
  const [filter, setFilter] = useState<{ state?: MallOrderStateValue }>({});
  const [exportOrders, exporting] = useExportMallOrdersMutation();
  const { pageIndex, pageSize, pagination } = useFilterPaging(filter);
  const { data, isFetching } = useListMallOrdersQuery({ ...filter, pageIndex, pageSize });
  const columns: TableColumnProps<MallOrderRow>[] = [
    { title: '订单号', dataIndex: 'orderNo', render: (no: string, r) => <Link href={detailHref(r.id)}>{no}</Link> },
    { title: '客户', dataIndex: 'customerName' },
    { title: '下单人', dataIndex: 'buyerName' },
    { title: '商品', dataIndex: 'goodsSummary', ellipsis: true },
    { title: '金额（元）', dataIndex: 'amount', width: 110 },
    { title: '状态', dataIndex: 'state', width: 90, render: (s: MallOrderStateValue) => <MallStateTag state={s} /> },
    { title: '下单时间', dataIndex: 'createdAt', render: when },
  ];
  return (
    <>
      <ListToolbar
        filters={
          <Select
            allowClear
            aria-label="订单状态"
            placeholder="状态"
            style={{ width: 120 }}
            value={filter.state}
            onChange={(state?: MallOrderStateValue) => setFilter({ state })}
            options={MALL_ORDER_STATES.map((s) => ({ value: s, label: MALL_ORDER_STATE_NAMES[s] }))}
          />
        }
        actions={
          // The file is made in the background and lands in the download centre.
          <Button icon={<IconExport />} loading={exporting.isLoading} onClick={() => toastResult(exportOrders(filter).unwrap(), DownloadTexts.queued)}>
            {DownloadTexts.export}
          </Button>
        }
      />
      <Table rowKey="id" loading={isFetching} columns={columns} data={data?.list ?? []} pagination={pagination(data?.total ?? 0)} />
    </>
  );
}
