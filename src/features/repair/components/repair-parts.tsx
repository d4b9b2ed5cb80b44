import { Button, Checkbox, InputNumber, Modal, Popconfirm, Space, Table, Tag } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { Messages } from '@domain/common/messages';
import { RepairOp } from '@domain/repair/repair-order.machine';
import type { RepairDetail, RepairPartUse } from '@domain/repair/repair.schemas';
import { toastResult } from '@/lib/toast-result';
import { useCancelRepairPartsMutation, useUseRepairPartsMutation } from '../repair.api';

export interface RepairPartsProps {
  repair: RepairDetail;
  /** Chooses a spare part (the spare-parts catalogue). */
  partPicker: (value: number | undefined, onChange: (id: number | undefined) => void, label?: string) => ReactNode;
}

/** 维修用料: parts used from the engineer's own stock, with 登记用料 and 取消 as the order allows. */
export function RepairParts({ repair, partPicker }: RepairPartsProps) {
  const [use, { isLoading }] = useUseRepairPartsMutation();
  const [cancel] = useCancelRepairPartsMutation();
  const [adding, setAdding] = useState(false);
  const [partId, setPartId] = useState<number>();
  const [qty, setQty] = useState<number | undefined>(1);
  // The faulty part taken out (拆下旧件): by default the part replaced, as many.
  const [taken, setTaken] = useState<{ partId?: number; qty?: number } | null>(null);
  const canCancel = repair.operations.includes(RepairOp.cancelParts);
  const takenReady = taken === null || (taken.partId !== undefined && taken.qty !== undefined);
  const submit = async () => {
    if (!partId || !qty || !takenReady) return;
    const oldLines = taken?.partId && taken.qty ? [{ partId: taken.partId, qty: String(taken.qty) }] : [];
    if (await toastResult(use({ id: repair.id, lines: [{ partId, qty: String(qty) }], oldLines }).unwrap(), Messages.saveOk)) {
      setAdding(false);
      setPartId(undefined);
      setTaken(null);
    }
  };
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <span>备件金额：{repair.partsAmount} 元</span>
        {repair.operations.includes(RepairOp.useParts) && (
          <Button type="primary" size="small" onClick={() => setAdding(true)}>
            登记用料
          </Button>
        )}
      </Space>
      <Table<RepairPartUse>
        rowKey="id"
        pagination={false}
        data={repair.partUses}
        columns={[
          { title: '备件', render: (_, u) => u.lines.map((l) => `${l.partName} × ${l.qty}${l.unit}`).join('、') },
          { title: '拆下旧件', render: (_, u) => u.oldLines.map((l) => `${l.partName} × ${l.qty}${l.unit}`).join('、') || '-' },
          { title: '金额（元）', dataIndex: 'amount' },
          { title: '登记人', render: (_, u) => u.user?.name ?? '-' },
          {
            title: '状态',
            render: (_, u) =>
              u.cancelled ? (
                <Tag>已取消</Tag>
              ) : canCancel ? (
                <Popconfirm title="取消后备件退回领用人的库存，确定吗？" onOk={() => toastResult(cancel({ id: repair.id, useId: u.id }).unwrap(), Messages.saveOk)}>
                  <Button size="small">取消用料</Button>
                </Popconfirm>
              ) : (
                <Tag color="green">已使用</Tag>
              ),
          },
        ]}
      />
      <Modal visible={adding} title="登记用料（从我的备件）" onCancel={() => setAdding(false)} onOk={submit} confirmLoading={isLoading} okButtonProps={{ disabled: !partId || !qty || !takenReady }} unmountOnExit>
        <Space direction="vertical">
          {partPicker(partId, setPartId)}
          <InputNumber aria-label="用料数量" min={0.01} precision={2} value={qty} onChange={(v) => setQty(v ?? undefined)} />
          <Checkbox checked={taken !== null} onChange={(on: boolean) => setTaken(on ? { partId, qty } : null)}>
            拆下的故障件入旧件回收（我的旧件）
          </Checkbox>
          {taken !== null && (
            <>
              {partPicker(taken.partId, (id) => setTaken({ ...taken, partId: id }), '拆下旧件')}
              <InputNumber aria-label="旧件数量" min={0.01} precision={2} value={taken.qty} onChange={(v) => setTaken({ ...taken, qty: v ?? undefined })} />
            </>
          )}
        </Space>
      </Modal>
    </>
  );
}
