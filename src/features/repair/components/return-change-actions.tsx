import { Button, Form, Input, Modal, Popconfirm, Select, Space } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { Messages } from '@domain/common/messages';
import { PAYMENT_MODE_NAMES, PaymentMode } from '@domain/finance/finance.constants';
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
  const [dialog, setDialog] = useState<'reject' | 'exchange' | 'return' | null>(null);
  // A return passed may give money back: finance sees it as 退货退款.
  const [refund, setRefund] = useState<{ amount: string; mode: number }>({ amount: '', mode: PaymentMode.offline });
  const [reason, setReason] = useState('');
  const [shipment, setShipment] = useState<{ partId?: number; warehouseId?: number; newSerialNumber: string }>({ newSerialNumber: '' });
  const can = (op: ReturnChangeOpValue) => order.operations.includes(op);
  const exchange = order.type === ReturnChangeType.exchange;
  const close = (ok: boolean) => ok && setDialog(null);
  const refundValid = refund.amount.trim() === '' || /^\d{1,9}(\.\d{1,2})?$/.test(refund.amount.trim());
  const passReturn = () =>
    toastResult(
      approve({ id: order.id, op: ReturnChangeOp.pass, ...(refund.amount.trim() ? { refundAmount: refund.amount.trim(), refundMode: refund.mode } : {}) }).unwrap(),
      Messages.statusChanged,
    );

  return (
    <Space wrap>
      {can(ReturnChangeOp.pass) &&
        (exchange ? (
          <Button type="primary" onClick={() => setDialog('exchange')}>
            审批通过
          </Button>
        ) : (
          <Button type="primary" loading={isLoading} onClick={() => setDialog('return')}>
            审批通过
          </Button>
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
        visible={dialog === 'return'}
        title="退货通过"
        confirmLoading={isLoading}
        onCancel={() => setDialog(null)}
        okButtonProps={{ disabled: !refundValid }}
        onOk={async () => close(await passReturn())}
        unmountOnExit
      >
        <Form layout="vertical">
          <Form.Item label="退款金额（元）" extra="通过后客户产品即按退货处理；有退款时财务在其他收款中看到这笔退货退款，不退款则留空">
            <Input aria-label="退款金额" placeholder="0.00" maxLength={12} value={refund.amount} onChange={(amount) => setRefund((r) => ({ ...r, amount }))} />
          </Form.Item>
          <Form.Item label="退款方式">
            <Select
              aria-label="退款方式"
              value={refund.mode}
              options={Object.entries(PAYMENT_MODE_NAMES).map(([value, label]) => ({ value: Number(value), label }))}
              onChange={(mode: number) => setRefund((r) => ({ ...r, mode }))}
            />
          </Form.Item>
        </Form>
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
