import { Form, Input, InputNumber } from '@arco-design/web-react';
import type { UploadedFile } from '@domain/uploads/uploads.schemas';
import { UploadField } from '@/components/uploads/upload-field';
import { useSaveReceiptMutation } from '../../orders.api';
import type { OrderDialogProps } from './dialog-props';
import { OperationDialog } from './operation-dialog';

interface ReceiptValues {
  serviceMinutes: number;
  finishImages: UploadedFile[];
  remark?: string;
}

const fileRef = ({ url, name, size }: UploadedFile) => ({ url, name, size });

/** 回执: service duration and finish images (spec part 1 section 3, receipt fixed fields). */
export function ReceiptDialog({ order, onClose }: OrderDialogProps) {
  const [saveReceipt] = useSaveReceiptMutation();
  const submit = (v: ReceiptValues) =>
    saveReceipt({ id: order.id, version: order.version, serviceMinutes: v.serviceMinutes, finishImages: v.finishImages.map(fileRef), remark: v.remark ?? '' }).unwrap();
  return (
    <OperationDialog<ReceiptValues> title="回执" doneText="回执已提交" submit={submit} onClose={onClose}>
      <Form.Item label="服务时长（分钟）" field="serviceMinutes" rules={[{ required: true, message: '请输入服务时长' }]}>
        <InputNumber min={0} max={100_000} precision={0} placeholder="请输入服务时长" />
      </Form.Item>
      <Form.Item label="完成图片" field="finishImages" rules={[{ required: true, type: 'array', minLength: 1, message: '请上传完成图片' }]}>
        <UploadField maxCount={9} />
      </Form.Item>
      <Form.Item label="回执说明" field="remark">
        <Input.TextArea maxLength={500} />
      </Form.Item>
    </OperationDialog>
  );
}
