import { Form, Input, Radio, Rate } from '@arco-design/web-react';
import { EVALUATION_DIMENSIONS, STAR_MAX, type EvaluationDimension } from '@domain/orders/order.constants';
import type { UploadedFile } from '@domain/uploads/uploads.schemas';
import { UploadField } from '@/components/uploads/upload-field';
import { useEvaluateOrderMutation } from '../../orders.api';
import type { OrderDialogProps } from './dialog-props';
import { OperationDialog } from './operation-dialog';
import '@arco-design/web-react/es/Rate/style/css.js';

type EvaluationValues = Record<EvaluationDimension, number> & { solved: boolean; suggestion?: string; images?: UploadedFile[] };

const DIMENSIONS = Object.entries(EVALUATION_DIMENSIONS) as [EvaluationDimension, string][];

/** 评价: problem solved, the four star dimensions, suggestion and images (spec part 1 section 3). */
export function EvaluationDialog({ order, onClose }: OrderDialogProps) {
  const [evaluate] = useEvaluateOrderMutation();
  const submit = ({ images = [], suggestion = '', ...v }: EvaluationValues) =>
    evaluate({ id: order.id, version: order.version, ...v, suggestion, images: images.map(({ url, name, size }) => ({ url, name, size })) }).unwrap();
  return (
    <OperationDialog<EvaluationValues> title="客户评价" doneText="评价成功" submit={submit} onClose={onClose}>
      <Form.Item label="问题是否解决" field="solved" rules={[{ required: true, message: '请选择问题是否解决' }]}>
        <Radio.Group>
          <Radio value={true}>已解决</Radio>
          <Radio value={false}>未解决</Radio>
        </Radio.Group>
      </Form.Item>
      {DIMENSIONS.map(([key, label]) => (
        <Form.Item key={key} label={label} field={key} rules={[{ required: true, type: 'number', min: 1, message: `请评价${label}` }]}>
          <Rate count={STAR_MAX} aria-label={label} />
        </Form.Item>
      ))}
      <Form.Item label="意见建议" field="suggestion">
        <Input.TextArea maxLength={500} />
      </Form.Item>
      <Form.Item label="评价图片" field="images">
        <UploadField maxCount={9} />
      </Form.Item>
    </OperationDialog>
  );
}
