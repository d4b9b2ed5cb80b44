import { Form, Input, Radio } from '@arco-design/web-react';
import { ABNORMAL_KIND_NAMES, AbnormalKind } from '@domain/orders/order.constants';
import { useApplyAbnormalMutation } from '../../orders.api';
import type { OrderDialogProps } from './dialog-props';
import { OperationDialog } from './operation-dialog';

export interface ReasonDialogProps {
  title: string;
  /** Label of the text, e.g. 取消原因. */
  label: string;
  required: boolean;
  doneText: string;
  submit: (text: string) => Promise<unknown>;
  onClose: () => void;
}

/** An operation that only asks for a reason or an opinion (cancel, refuse, reject, approve). */
export function ReasonDialog({ title, label, required, doneText, submit, onClose }: ReasonDialogProps) {
  return (
    <OperationDialog<{ text?: string }> title={title} doneText={doneText} submit={(v) => submit(v.text?.trim() ?? '')} onClose={onClose}>
      <Form.Item label={label} field="text" rules={required ? [{ required: true, message: `请输入${label}` }] : []}>
        <Input.TextArea maxLength={500} placeholder={`请输入${label}`} />
      </Form.Item>
    </OperationDialog>
  );
}

/** 申请异常: the owner asks to cancel the order or to have it reassigned. */
export function AbnormalDialog({ order, onClose }: OrderDialogProps) {
  const [apply] = useApplyAbnormalMutation();
  return (
    <OperationDialog<{ kind: number; reason: string }>
      title="申请异常"
      doneText="异常申请已提交"
      initialValues={{ kind: AbnormalKind.cancel }}
      submit={(v) => apply({ id: order.id, version: order.version, ...v }).unwrap()}
      onClose={onClose}
    >
      <Form.Item label="申请类型" field="kind" rules={[{ required: true }]}>
        <Radio.Group>
          {Object.entries(ABNORMAL_KIND_NAMES).map(([value, label]) => (
            <Radio key={value} value={Number(value)}>
              {label}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item label="异常原因" field="reason" rules={[{ required: true, message: '请输入异常原因' }]}>
        <Input.TextArea maxLength={500} />
      </Form.Item>
    </OperationDialog>
  );
}
