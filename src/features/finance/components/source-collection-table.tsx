import { Button, DatePicker, Input, Popconfirm, Select, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { COLLECTION_SOURCE_NAMES, CollectionSource, type CollectionSourceValue, type SourceCollectionFilter, type SourceCollectionRow } from '@domain/finance/source-collections';
import { formatDateTime } from '@domain/format/date';
import { paths } from '@/app/paths';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { toastResult } from '@/lib/toast-result';
import { useListSourceCollectionsQuery, useReconcileSourceCollectionMutation } from '../finance.api';

const sourceOptions = Object.entries(COLLECTION_SOURCE_NAMES).map(([value, label]) => ({ value: Number(value), label }));
const LINKS: Record<CollectionSourceValue, (id: number) => string> = {
  [CollectionSource.mallOrder]: paths.mall.order,
  [CollectionSource.repairOrder]: paths.repair.detail,
  [CollectionSource.returnRefund]: paths.repair.returnChange,
};
const linkOf = (row: SourceCollectionRow) => LINKS[row.source]?.(row.sourceId) ?? null;

const columns: TableColumnProps<SourceCollectionRow>[] = [
  { title: '来源', dataIndex: 'sourceName', width: 100 },
  {
    title: '单号',
    dataIndex: 'sourceNo',
    width: 150,
    render: (no: string, row) => {
      const href = linkOf(row);
      return href ? <Link href={href}>{no}</Link> : no;
    },
  },
  { title: '客户', dataIndex: 'customName', width: 160, ellipsis: true },
  { title: '收款方式', dataIndex: 'modeName', width: 110 },
  { title: '金额（元）', dataIndex: 'amount', width: 110, align: 'right' },
  { title: '收款时间', dataIndex: 'collectedAt', width: 160, render: (t: string) => formatDateTime(t) },
  {
    title: '状态',
    dataIndex: 'cancelledAt',
    width: 160,
    render: (t: string | null, row) =>
      !t ? (
        <Tag color="green">有效</Tag>
      ) : (
        <Space direction="vertical" size={2}>
          <Tag color="red">已取消（{formatDateTime(t)}）</Tag>
          {row.refundedAt ? <Tag color="orange">已退款 {row.refundAmount} 元（{formatDateTime(row.refundedAt)}）</Tag> : <Tag color="orangered">待退款</Tag>}
        </Space>
      ),
  },
  {
    title: '对账状态',
    dataIndex: 'reconciledAt',
    width: 180,
    render: (t: string | null, row) => (t ? <Tag color="green">已对账（{row.reconciledByName}，{formatDateTime(t)}）</Tag> : <Tag>未对账</Tag>),
  },
];

/** 对账 / 取消对账 of one collection, as its `operations` allow (a cancelled one waits for its refund). */
function ReconcileButton({ row }: { row: SourceCollectionRow }) {
  const [reconcile, { isLoading }] = useReconcileSourceCollectionMutation();
  const run = (reconciled: boolean) => toastResult(reconcile({ id: row.id, reconciled }).unwrap(), reconciled ? '已对账' : '已取消对账');
  if (row.operations.includes('reopen'))
    return (
      <Popconfirm title="确定取消对账吗？" onOk={() => run(false)}>
        <Button type="text" loading={isLoading}>
          取消对账
        </Button>
      </Popconfirm>
    );
  return row.operations.includes('reconcile') ? (
    <Button type="text" loading={isLoading} onClick={() => run(true)}>
      对账
    </Button>
  ) : null;
}

const withAction: TableColumnProps<SourceCollectionRow>[] = [...columns, { title: '操作', width: 100, render: (_: unknown, row) => <ReconcileButton row={row} /> }];

/** 其他收款: what was collected outside the work orders (a mall order's recorded payment), for finance to reconcile. */
export function SourceCollectionTable() {
  const [filter, setFilter] = useState<SourceCollectionFilter>({});
  const { pageIndex, pageSize, pagination } = useFilterPaging(filter);
  const { data, isFetching } = useListSourceCollectionsQuery({ pageIndex, pageSize, ...filter });
  const change = (patch: Partial<SourceCollectionFilter>) => setFilter((f) => ({ ...f, ...patch }));
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select allowClear placeholder="来源" style={{ width: 130 }} options={sourceOptions} onChange={(source?: CollectionSourceValue) => change({ source })} />
        <DatePicker.RangePicker
          aria-label="收款时间"
          placeholder={['收款开始日期', '收款结束日期']}
          onChange={(dates: string[] | undefined) => change({ collectedStart: dates?.[0] || undefined, collectedEnd: dates?.[1] || undefined })}
        />
        <Input.Search allowClear placeholder="单号" style={{ width: 180 }} onSearch={(v) => change({ sourceNo: v.trim() || undefined })} />
        <span>合计（不含已取消）：{data?.amount ?? '0'} 元</span>
      </Space>
      <Table rowKey="id" loading={isFetching} columns={withAction} data={data?.rows ?? []} scroll={{ x: 1230 }} pagination={pagination(data?.total ?? 0)} />
    </>
  );
}
