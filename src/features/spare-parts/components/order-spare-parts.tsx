import { Button, Message, Modal, Popconfirm, Space, Table, Tag } from '@arco-design/web-react';
import { useState } from 'react';
import { MovementType } from '@domain/spare-parts/spare-parts.constants';
import type { MovementRow } from '@domain/spare-parts/spare-parts.schemas';
import { errorMessage } from '@/lib/errors';
import { toastResult } from '@/lib/toast-result';
import { useCancelOnOrderMutation, useConsumeOnOrderMutation, useListOrderSparePartsQuery } from '../spare-parts.api';
import { LinesEditor, newLine, readyLines, type DraftLine } from './lines-editor';

export interface OrderSparePartsProps {
  orderId: number;
  /** The user serves the order (owner or collaborator) and it waits for or is in service. */
  canUse: boolean;
}

/** 备件 on an order's detail: parts used from the engineer's own stock, priced into 备件金额; a use can be cancelled. */
export function OrderSpareParts({ orderId, canUse }: OrderSparePartsProps) {
  const { data, isFetching } = useListOrderSparePartsQuery(orderId);
  const [consume, { isLoading }] = useConsumeOnOrderMutation();
  const [cancel] = useCancelOnOrderMutation();
  const [lines, setLines] = useState<DraftLine[] | null>(null);
  const uses = (data?.list ?? []).filter((m) => m.type === MovementType.orderConsumption);

  const handleUse = async () => {
    const ready = readyLines(lines ?? []);
    if (ready.length === 0) return Message.warning('请添加备件');
    try {
      const res = await consume({ orderId, lines: ready }).unwrap();
      Message.success(res.message ?? '已登记用料');
      setLines(null);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  const columns = [
    { title: '备件', key: 'p', render: (_: unknown, m: MovementRow) => m.lines.map((l) => `${l.partName} ×${l.qty}${l.unit}`).join('；') },
    { title: '金额（元）', dataIndex: 'amount', width: 110 },
    { title: '登记人', dataIndex: 'createdByName', width: 100 },
    {
      title: '状态',
      key: 's',
      width: 160,
      render: (_: unknown, m: MovementRow) =>
        m.reversed ? (
          <Tag>已取消</Tag>
        ) : canUse ? (
          <Popconfirm title="取消这次用料？备件将退回个人库存" onOk={() => toastResult(cancel({ orderId, movementId: m.id }).unwrap(), '已取消用料')}>
            <Button type="text" size="small" status="danger">
              取消用料
            </Button>
          </Popconfirm>
        ) : (
          <Tag color="green">已使用</Tag>
        ),
    },
  ];

  return (
    <>
      {canUse && (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setLines([newLine()])}>
            登记用料
          </Button>
          <span style={{ color: 'var(--color-text-3)' }}>从我的备件中扣减，金额计入工单的备件金额</span>
        </Space>
      )}
      <Table rowKey="id" loading={isFetching} columns={columns} data={uses} pagination={false} noDataElement="没有使用备件" />
      <Modal visible={lines !== null} title="登记用料" onOk={handleUse} confirmLoading={isLoading} onCancel={() => setLines(null)} style={{ width: 640 }} unmountOnExit>
        <LinesEditor lines={lines ?? []} onChange={setLines} />
      </Modal>
    </>
  );
}
