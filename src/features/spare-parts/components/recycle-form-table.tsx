import { Button, Input, Modal, Popconfirm, Select, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { formatDateTime } from '@domain/format/date';
import { RECYCLE_STATE_NAMES, RecycleState, type RecycleFormRow } from '@domain/spare-parts/old-parts';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { toastResult } from '@/lib/toast-result';
import { useDeleteRecycleFormsMutation, useListRecycleFormsQuery, useReceiveRecycleFormsMutation } from '../old-parts.api';
import { WarehouseSelect } from './warehouse-select';

const valuesText = (f: RecycleFormRow) => f.values.map((v) => `${v.name}：${v.value}`).join('；');

export const recycleColumns: TableColumnProps<RecycleFormRow>[] = [
  { title: '回收单号', dataIndex: 'code', width: 120 },
  { title: '工单', dataIndex: 'orderNo', width: 150 },
  { title: '旧件', key: 'p', render: (_: unknown, f) => `${f.partName} ×${f.qty}${f.unit}` },
  { title: '回收信息', key: 'v', render: (_: unknown, f) => valuesText(f) || '—' },
  { title: '登记人', dataIndex: 'createdByName', width: 90 },
  { title: '登记时间', dataIndex: 'createTime', width: 165, render: (t: string) => formatDateTime(t) },
  {
    title: '状态',
    dataIndex: 'stateName',
    width: 170,
    render: (name: string, f) => <Tag color={f.state === RecycleState.received ? 'green' : 'orange'}>{f.state === RecycleState.received ? `${name}·${f.warehouseName}·${f.receivedByName}` : name}</Tag>,
  },
];

/** 回收记录: every recycle form the user may read; keepers receive the chosen waiting forms into a warehouse. */
export function RecycleFormTable({ canReceive }: { canReceive: boolean }) {
  const [filter, setFilter] = useState<{ state?: number; keyword: string }>({ keyword: '' });
  const { pageIndex, pageSize, pagination } = useFilterPaging(filter);
  const { data, isFetching } = useListRecycleFormsQuery({ pageIndex, pageSize, state: filter.state, keyword: filter.keyword || undefined });
  const [receive, { isLoading }] = useReceiveRecycleFormsMutation();
  const [remove] = useDeleteRecycleFormsMutation();
  const [chosen, setChosen] = useState<number[]>([]);
  const [receiving, setReceiving] = useState<{ warehouseId?: number } | null>(null);

  const handleReceive = async () => {
    if (!receiving?.warehouseId) return;
    if (await toastResult(receive({ warehouseId: receiving.warehouseId, ids: chosen }).unwrap(), '已收件')) {
      setReceiving(null);
      setChosen([]);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          aria-label="回收状态"
          style={{ width: 140 }}
          value={filter.state ?? -1}
          onChange={(v) => setFilter({ ...filter, state: v === -1 ? undefined : Number(v) })}
          options={[{ value: -1, label: '全部状态' }, ...[RecycleState.waiting, RecycleState.received].map((value) => ({ value, label: RECYCLE_STATE_NAMES[value] }))]}
        />
        <Input.Search aria-label="搜索回收单" placeholder="回收单号、工单编号、旧件名称" style={{ width: 280 }} allowClear onSearch={(keyword) => setFilter({ ...filter, keyword })} />
        {canReceive && (
          <Button type="primary" disabled={chosen.length === 0} onClick={() => setReceiving({})}>
            收件（{chosen.length}）
          </Button>
        )}
        <Popconfirm title="删除所选回收单？" disabled={chosen.length === 0} onOk={() => toastResult(remove(chosen).unwrap(), '删除成功').then((ok) => ok && setChosen([]))}>
          <Button status="danger" disabled={chosen.length === 0}>
            删除
          </Button>
        </Popconfirm>
      </Space>
      <Table
        rowKey="id"
        loading={isFetching}
        columns={recycleColumns}
        data={data?.list ?? []}
        pagination={pagination(data?.total ?? 0)}
        rowSelection={{ type: 'checkbox', selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(Number)), checkboxProps: (f) => ({ disabled: f.operations.length === 0 }) }}
      />
      <Modal visible={receiving !== null} title="收件入旧件库" onOk={handleReceive} confirmLoading={isLoading} okButtonProps={{ disabled: !receiving?.warehouseId }} onCancel={() => setReceiving(null)} unmountOnExit>
        <WarehouseSelect aria-label="收件仓库" value={receiving?.warehouseId} onChange={(warehouseId) => setReceiving({ warehouseId })} />
      </Modal>
    </Space>
  );
}
