import { Form, Input, InputNumber, Modal } from '@arco-design/web-react';
import { MAX_QR_BATCH } from '@domain/products/products.constants';
import type { QrBatchRow } from '@domain/products/products.schemas';
import { errorMessage } from '@/lib/errors';
import { Message } from '@arco-design/web-react';
import { useGenerateQrMutation } from '../products.api';

export interface QrBatchDialogProps {
  onClose: () => void;
  onCreated: (batch: QrBatchRow) => void;
}

/** 批量生成二维码: unbound codes printed ahead and stuck on products later. */
export function QrBatchDialog({ onClose, onCreated }: QrBatchDialogProps) {
  const [form] = Form.useForm<{ quantity: number; note?: string }>();
  const [generate, { isLoading }] = useGenerateQrMutation();

  const handleOk = async () => {
    const fields = await form.validate().catch(() => null);
    if (!fields) return;
    try {
      const { data } = await generate({ quantity: fields.quantity, note: fields.note ?? '' }).unwrap();
      Message.success(`已生成${fields.quantity}个二维码`);
      onCreated(data!.batch!);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <Modal visible title="批量生成二维码" onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit>
      <Form form={form} layout="vertical" initialValues={{ quantity: 20 }}>
        <Form.Item label="数量" field="quantity" rules={[{ required: true, message: '请输入数量' }]} extra={`一次最多${MAX_QR_BATCH}个`}>
          <InputNumber min={1} max={MAX_QR_BATCH} precision={0} />
        </Form.Item>
        <Form.Item label="备注" field="note" rules={[{ maxLength: 100, message: '备注最多100个字' }]}>
          <Input placeholder="如：3月出厂批次" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
