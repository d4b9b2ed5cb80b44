import { Form, Input, InputNumber, Select } from '@arco-design/web-react';
import { PAYMENT_MODE_NAMES, PaymentMode } from '@domain/orders/order.constants';
import { useCollectPaymentMutation } from '../../orders.api';
import type { OrderDialogProps } from './dialog-props';
import { OperationDialog } from './operation-dialog';

interface CollectValues {
  mode: number;
  amount: number;
  remark?: string;
}

const MODES = Object.entries(PAYMENT_MODE_NAMES).map(([value, label]) => ({ value: Number(value), label }));

/** 收款: how and how much was collected (the fees' total is offered). */
export function CollectDialog({ order, onClose }: OrderDialogProps) {
  const [collect] = useCollectPaymentMutation();
  const submit = (v: CollectValues) => collect({ id: order.id, version: order.version, mode: v.mode, amount: v.amount.toFixed(2), remark: v.remark ?? '' }).unwrap();
  return (
    <OperationDialog<CollectValues>
      title="收款"
      doneText="收款成功"
      initialValues={{ mode: PaymentMode.offline, amount: Number(order.fees.total) }}
      submit={submit}
      onClose={onClose}
    >
      <Form.Item label="支付方式" field="mode" rules={[{ required: true, message: '请选择支付方式' }]}>
        <Select options={MODES} />
      </Form.Item>
      <Form.Item label="收款金额（元）" field="amount" rules={[{ required: true, message: '请输入收款金额' }]}>
        <InputNumber min={0} precision={2} />
      </Form.Item>
      <Form.Item label="收款备注" field="remark">
        <Input.TextArea maxLength={500} />
      </Form.Item>
    </OperationDialog>
  );
}
