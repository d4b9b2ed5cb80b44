import { Button, DatePicker, Form, Input, InputNumber, Message, Modal, Select, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { FinanceTexts, RECONCILE_STATE_NAMES, ReconcileState, type ReconcileStateCode } from '@domain/finance/finance.constants';
import { ReconcileOp } from '@domain/finance/reconcile.machine';
import type { ReconcileFilter, ReconcileRow } from '@domain/finance/finance.schemas';
import { formatDateTime } from '@domain/format/date';
import { paths } from '@/app/paths';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { UserPicker } from '@/components/user-picker/user-picker';
import { useUserSource } from '@/components/user-picker/user-source';
import { errorMessage } from '@/lib/errors';
import { toastResult } from '@/lib/toast-result';
import { useCountReconcileQuery, useListReconcileQuery, useMarkReconciledMutation, useReopenReconcileMutation } from '../finance.api';

export interface ReconcileTableProps {
  /** The order types to filter by (the page reads them). */
  orderTypes: { id: number; name: string }[];
}

const stateOptions = Object.entries(RECONCILE_STATE_NAMES).map(([value, label]) => ({ value: Number(value), label }));

/**
 * 财务对账: completed orders with fees and collections, filtered by completion period, customer,
 * staff, order type and state; finance reconciles the checked ones in one batch (with a difference
 * noted) or reopens a reconciled one.
 */
export function ReconcileTable({ orderTypes }: ReconcileTableProps) {
  const [filter, setFilter] = useState<ReconcileFilter>({ state: ReconcileState.open });
  const { pageIndex, pageSize, pagination } = useFilterPaging(filter);
  const { data: total = 0 } = useCountReconcileQuery(filter);
  const { data: rows = [], isFetching } = useListReconcileQuery({ pageIndex, pageSize, ...filter });
  const [selected, setSelected] = useState<number[]>([]);
  const [marking, setMarking] = useState(false);
  const [reopening, setReopening] = useState<ReconcileRow | null>(null);
  const { data: users = [] } = useUserSource().useUsersWithRole(undefined, { skip: false });
  const nameOf = (id: number | null) => (id === null ? '—' : (users.find((u) => u.id === id)?.name ?? `#${id}`));
  const typeName = (id: number) => orderTypes.find((t) => t.id === id)?.name ?? '';
  const change = (patch: Partial<ReconcileFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setSelected([]);
  };

  const columns: TableColumnProps<ReconcileRow>[] = [
    { title: '工单编号', dataIndex: 'orderNo', width: 170, render: (no: string, row) => <Link href={paths.orders.detail(row.orderId)}>{no}</Link> },
    { title: '工单标题', dataIndex: 'title', width: 200, ellipsis: true },
    { title: '工单类型', dataIndex: 'orderTypeId', width: 110, render: (id: number) => typeName(id) },
    { title: '客户', dataIndex: 'customName', width: 150, ellipsis: true },
    { title: '负责人', dataIndex: 'ownerId', width: 90, render: (id: number | null) => nameOf(id) },
    { title: '完成时间', dataIndex: 'completedAt', width: 160, render: (t: string | null) => (t ? formatDateTime(t) : '—') },
    { title: '应收（元）', dataIndex: 'feesTotal', width: 110, align: 'right' },
    { title: '已收（元）', dataIndex: 'collected', width: 110, align: 'right' },
    {
      title: '对账状态',
      dataIndex: 'state',
      width: 100,
      render: (state: ReconcileStateCode) => <Tag color={state === ReconcileState.reconciled ? 'green' : 'orange'}>{RECONCILE_STATE_NAMES[state]}</Tag>,
    },
    {
      title: '差额/说明',
      key: 'difference',
      width: 180,
      render: (_: unknown, row) => [row.differenceAmount ? `${row.differenceAmount} 元` : '', row.differenceNote].filter(Boolean).join('；') || '—',
    },
    {
      title: '对账人',
      key: 'by',
      width: 150,
      render: (_: unknown, row) => (row.state === ReconcileState.reconciled ? `${nameOf(row.reconciledBy)} ${row.reconciledAt ? formatDateTime(row.reconciledAt) : ''}` : '—'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_: unknown, row) =>
        row.operations.includes(ReconcileOp.reopen) ? (
          <Button type="text" size="small" onClick={() => setReopening(row)}>
            重新打开
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          aria-label="完成时间"
          placeholder={['完成开始日期', '完成结束日期']}
          onChange={(dates: string[] | undefined) => change({ finishStart: dates?.[0] || undefined, finishEnd: dates?.[1] || undefined })}
        />
        <Input.Search allowClear placeholder="客户名称" style={{ width: 180 }} onSearch={(v) => change({ customName: v.trim() || undefined })} />
        <div style={{ width: 160 }}>
          <UserPicker placeholder="服务人员" value={filter.userId} onChange={(id?: number) => change({ userId: id })} />
        </div>
        <Select
          allowClear
          placeholder="工单类型"
          style={{ width: 150 }}
          options={orderTypes.map((t) => ({ value: t.id, label: t.name }))}
          onChange={(id?: number) => change({ orderTypeId: id })}
        />
        <Select
          allowClear
          aria-label="对账状态"
          placeholder="对账状态"
          style={{ width: 120 }}
          value={filter.state}
          options={stateOptions}
          onChange={(state?: ReconcileStateCode) => change({ state })}
        />
        <Button
          type="primary"
          onClick={() => {
            if (selected.length === 0) Message.warning('请选择需要对账的工单');
            else setMarking(true);
          }}
        >
          对账{selected.length ? `（${selected.length}）` : ''}
        </Button>
      </Space>
      <Table
        rowKey="orderId"
        loading={isFetching}
        columns={columns}
        data={rows}
        scroll={{ x: 1720 }}
        rowSelection={{
          type: 'checkbox',
          selectedRowKeys: selected,
          checkboxProps: (row) => ({ disabled: !row.operations.includes(ReconcileOp.mark) }),
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        pagination={pagination(total)}
      />
      {marking && (
        <MarkDialog
          orderIds={selected}
          onClose={(done) => {
            setMarking(false);
            if (done) setSelected([]);
          }}
        />
      )}
      {reopening && <ReopenDialog row={reopening} onClose={() => setReopening(null)} />}
    </>
  );
}

function MarkDialog({ orderIds, onClose }: { orderIds: number[]; onClose: (done: boolean) => void }) {
  const [form] = Form.useForm<{ differenceAmount?: number; differenceNote?: string }>();
  const [mark, { isLoading }] = useMarkReconciledMutation();
  const handleOk = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    try {
      const result = await mark({ orderIds, differenceAmount: values.differenceAmount?.toFixed(2), differenceNote: values.differenceNote ?? '' }).unwrap();
      const refused = result.data?.refused ?? [];
      if (refused.length > 0) Message.warning(`已对账${result.data?.done.length ?? 0}个，${refused.length}个未通过：${refused[0].message}`);
      else Message.success(result.message ?? FinanceTexts.reconciled);
      onClose(true);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };
  return (
    <Modal visible title={`对账（${orderIds.length}个工单）`} onOk={handleOk} onCancel={() => onClose(false)} confirmLoading={isLoading} unmountOnExit>
      <Form form={form} layout="vertical">
        <Form.Item label="差额（元）" field="differenceAmount" extra="实收与应收不一致时填写，少收填负数">
          <InputNumber aria-label="差额" precision={2} min={-9_999_999_999.99} max={9_999_999_999.99} />
        </Form.Item>
        <Form.Item label="差异说明" field="differenceNote" rules={[{ maxLength: 500, message: '差异说明最多500个字' }]}>
          <Input.TextArea aria-label="差异说明" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ReopenDialog({ row, onClose }: { row: ReconcileRow; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [reopen, { isLoading }] = useReopenReconcileMutation();
  const handleOk = async () => {
    if (!reason.trim()) {
      Message.error('请输入重新打开的原因');
      return;
    }
    if (await toastResult(reopen({ orderId: row.orderId, reason: reason.trim() }).unwrap(), FinanceTexts.reopened)) onClose();
  };
  return (
    <Modal visible title={`重新打开对账 · ${row.orderNo}`} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit>
      <p>重新打开后工单费用可再修改，操作记入工单日志。</p>
      <Input.TextArea aria-label="重新打开的原因" placeholder="请输入原因" value={reason} onChange={setReason} maxLength={500} />
    </Modal>
  );
}
