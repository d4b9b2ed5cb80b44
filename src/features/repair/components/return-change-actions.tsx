import { Button, Form, Input, Modal, Popconfirm, Space } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { Messages } from '@domain/common/messages';
import { ReturnChangeType } from '@domain/repair/repair.constants';
import { ReturnChangeOp, type ReturnChangeOpValue } from '@domain/repair/return-change.machine';
import type { ReturnChangeView } from '@domain/repair/return-change.schemas';
import { toastResult } from '@/lib/toast-result';
import { useApproveReturnChangeMutation, useCancelReturnChangeMutation } from '../return-change.api';

type Pick = (value: number | undefined, onChange: (id: number | undefined) => void) => ReactNode;

export interface ReturnChangeActionsProps {
  order: ReturnChangeView;
  /** Chooses the spare part shipped as the replacement, and the warehouse it leaves. */
  partPicker: Pick;
  warehousePicker: Pick;
}

/** The buttons of what the caller may do now (the server's `operations`); an exchange passed asks what is shipped. */
export function ReturnChangeActions({ order, partPicker, warehousePicker }: ReturnChangeActionsProps) {
  const [approve, { isLoading }] = useApproveReturnChangeMutation();
  const [cancel] = useCancelReturnChangeMutation();
  const [dialog, setDialog] = useState<'reject' | 'exchange' | null>(null);
  const [reason, setReason] = useState('');
  const [shipment, setShipment] = useState<{ partId?: number; warehouseId?: number; newSerialNumber: string }>({ newSerialNumber: '' });
  const can = (op: ReturnChangeOpValue) => order.operations.includes(op);
  const exchange = order.type === ReturnChangeType.exchange;
  const close = (ok: boolean) => ok && setDialog(null);
  const pass = () => toastResult(approve({ id: order.id, op: ReturnChangeOp.pass }).unwrap(), Messages.statusChanged);

  return (
    <Space wrap>
      {can(ReturnChangeOp.pass) &&
        (exchange ? (
          <Button type="primary" onClick={() => setDialog('exchange')}>
            审批通过
          </Button>
        ) : (
          <Popconfirm title="通过后客户产品即按退货处理，确定通过吗？" onOk={pass}>
            <Button type="primary" loading={isLoading}>
              审批通过
            </Button>
          </Popconfirm>
        ))}
      {can(ReturnChangeOp.reject) && (
        <Button status="warning" onClick={() => setDialog('reject')}>
          驳回
        </Button>
      )}
      {can(ReturnChangeOp.cancel) && (
        <Popconfirm title="确定取消该退换货单吗？" onOk={() => toastResult(cancel(order.id).unwrap(), Messages.statusChanged)}>
          <Button status="danger">取消</Button>
        </Popconfirm>
      )}
      <Modal
        visible={dialog === 'reject'}
        title="驳回退换货"
        onCancel={() => setDialog(null)}
        okButtonProps={{ disabled: reason.trim() === '' }}
        onOk={async () => close(await toastResult(approve({ id: order.id, op: ReturnChangeOp.reject, reason: reason.trim() }).unwrap(), Messages.statusChanged))}
        unmountOnExit
      >
        <Input.TextArea aria-label="驳回原因" placeholder="请填写驳回原因" maxLength={200} value={reason} onChange={setReason} />
      </Modal>
      <Modal
        visible={dialog === 'exchange'}
        title="换货发出"
        confirmLoading={isLoading}
        onCancel={() => setDialog(null)}
        okButtonProps={{ disabled: !shipment.partId || !shipment.newSerialNumber.trim() }}
        onOk={async () => close(await toastResult(approve({ id: order.id, op: ReturnChangeOp.pass, ...shipment }).unwrap(), Messages.statusChanged))}
        unmountOnExit
      >
        <Form layout="vertical">
          <Form.Item label="换货备件" required>
            {partPicker(shipment.partId, (partId) => setShipment((s) => ({ ...s, partId })))}
          </Form.Item>
          <Form.Item label="发货仓库" extra="不选则用维修设置的默认仓库">
            {warehousePicker(shipment.warehouseId, (warehouseId) => setShipment((s) => ({ ...s, warehouseId })))}
          </Form.Item>
          <Form.Item label="新序列号" required>
            <Input aria-label="新序列号" maxLength={50} value={shipment.newSerialNumber} onChange={(newSerialNumber) => setShipment((s) => ({ ...s, newSerialNumber }))} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
