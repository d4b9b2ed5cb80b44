import { Form, Input, Modal, Radio } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { Messages } from '@domain/common/messages';
import { RETURN_CHANGE_TYPE_NAMES, RETURN_CHANGE_TYPES, ReturnChangeType } from '@domain/repair/repair.constants';
import { toastResult } from '@/lib/toast-result';
import { useCreateReturnChangeMutation } from '../return-change.api';
import '@arco-design/web-react/es/Radio/style/css.js';

/** The customer product chosen, with the customer it belongs to. */
export interface PickedProduct {
  id: number;
  customerId: number | null;
}

export interface ReturnChangeDialogProps {
  /** Chooses the customer's product (its customer goes with it). */
  productPicker: (value: number | undefined, onChange: (product: PickedProduct | undefined) => void) => ReactNode;
  onClose: () => void;
}

/** 新建退换货单: return or exchange, the customer's product, the reason. */
export function ReturnChangeDialog({ productPicker, onClose }: ReturnChangeDialogProps) {
  const [create, { isLoading }] = useCreateReturnChangeMutation();
  const [product, setProduct] = useState<PickedProduct>();
  const [form] = Form.useForm();
  const ready = product?.customerId != null;
  const submit = async () => {
    const values = await form.validate();
    if (!product?.customerId) return;
    const ok = await toastResult(create({ ...values, customerId: product.customerId, customerProductId: product.id }).unwrap(), Messages.saveOk);
    if (ok) onClose();
  };
  return (
    <Modal visible title="新建退换货单" onCancel={onClose} onOk={submit} confirmLoading={isLoading} okButtonProps={{ disabled: !ready }} unmountOnExit>
      <Form form={form} layout="vertical" initialValues={{ type: ReturnChangeType.returnGoods, reason: '', remark: '' }}>
        <Form.Item label="类型" field="type">
          <Radio.Group aria-label="类型" options={RETURN_CHANGE_TYPES.map((t) => ({ value: t, label: RETURN_CHANGE_TYPE_NAMES[t] }))} />
        </Form.Item>
        <Form.Item label="客户产品" required extra={product && !ready ? '该产品未关联客户' : undefined}>
          {productPicker(product?.id, setProduct)}
        </Form.Item>
        <Form.Item label="退换原因" field="reason" rules={[{ required: true, message: '请填写退换原因' }]}>
          <Input.TextArea aria-label="退换原因" maxLength={500} />
        </Form.Item>
        <Form.Item label="备注" field="remark">
          <Input.TextArea aria-label="备注" maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
