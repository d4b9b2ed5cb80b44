import { Button, Input, Modal, Select, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { formatDateTime } from '@domain/format/date';
import { MOVEMENT_STATE_NAMES, MOVEMENT_TYPE_NAMES } from '@domain/spare-parts/spare-parts.constants';
import type { MovementRow } from '@domain/spare-parts/spare-parts.schemas';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { toastResult } from '@/lib/toast-result';
import { useExamineMovementMutation, useListMovementsQuery } from '../spare-parts.api';

const STATE_COLORS: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'gray' };
const optionsOf = (names: Record<number, string>) => Object.entries(names).map(([value, label]) => ({ value: Number(value), label }));
const stateOptions = optionsOf(MOVEMENT_STATE_NAMES);
const typeOptions = optionsOf(MOVEMENT_TYPE_NAMES);
const linesText = (m: MovementRow) => m.lines.map((l) => `${l.partName} ×${l.qty}${l.unit}（${l.fromName} → ${l.toName}）`).join('；');

/**
 * Movements (documents): `waiting` lists what waits for the user's approval (/spareExamine) with
 * 通过/驳回 where the server allows it; otherwise every document the user may read (/sparelog).
 */
export function MovementTable({ waiting }: { waiting: boolean }) {
  const [filter, setFilter] = useState<{ state?: number; type?: number }>({});
  const { pageIndex, pageSize, pagination } = useFilterPaging({ waiting, ...filter });
  const { data, isFetching } = useListMovementsQuery({ pageIndex, pageSize, mine: waiting ? 1 : 0, ...(waiting ? {} : filter) });
  const [examine, { isLoading }] = useExamineMovementMutation();
  const [rejecting, setRejecting] = useState<{ id: number; reason: string } | null>(null);

  const handleReject = async () => {
    if (rejecting && (await toastResult(examine({ id: rejecting.id, pass: false, reason: rejecting.reason }).unwrap(), '已驳回'))) setRejecting(null);
  };

  const columns: TableColumnProps<MovementRow>[] = [
    { title: '单号', dataIndex: 'id', width: 80 },
    { title: '类型', dataIndex: 'typeName', width: 100 },
    { title: '状态', dataIndex: 'stateName', width: 90, render: (name: string, m) => <Tag color={STATE_COLORS[m.state]}>{name}</Tag> },
    { title: '明细', key: 'lines', render: (_: unknown, m) => linesText(m) },
    { title: '申请人', dataIndex: 'createdByName', width: 100 },
    { title: '时间', dataIndex: 'createTime', width: 170, render: (t: string) => formatDateTime(t) },
    { title: '审批', key: 'd', width: 160, render: (_: unknown, m) => (m.decidedByName ? `${m.decidedByName}${m.reason ? `：${m.reason}` : ''}` : '—') },
    {
      title: '操作',
      key: 'a',
      width: 140,
      render: (_: unknown, m) => (
        <Space size={0}>
          {m.operations.includes('approve') && (
            <Button type="text" size="small" loading={isLoading} onClick={() => toastResult(examine({ id: m.id, pass: true }).unwrap(), '已通过')}>
              通过
            </Button>
          )}
          {m.operations.includes('reject') && (
            <Button type="text" size="small" status="danger" onClick={() => setRejecting({ id: m.id, reason: '' })}>
              驳回
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      {!waiting && (
        <Space style={{ marginBottom: 16 }} wrap>
          <Select aria-label="状态" placeholder="全部状态" allowClear style={{ width: 140 }} options={stateOptions} value={filter.state} onChange={(state) => setFilter((f) => ({ ...f, state }))} />
          <Select aria-label="类型" placeholder="全部类型" allowClear style={{ width: 140 }} options={typeOptions} value={filter.type} onChange={(type) => setFilter((f) => ({ ...f, type }))} />
        </Space>
      )}
      <Table rowKey="id" loading={isFetching} columns={columns} data={data?.list ?? []} pagination={pagination(data?.total ?? 0)} />
      <Modal visible={rejecting !== null} title="驳回申请" onOk={handleReject} confirmLoading={isLoading} onCancel={() => setRejecting(null)} unmountOnExit>
        <Input.TextArea aria-label="驳回原因" placeholder="请填写驳回原因" maxLength={200} value={rejecting?.reason} onChange={(reason) => setRejecting((r) => (r ? { ...r, reason } : r))} />
      </Modal>
    </>
  );
}
