import { Button, Form, Input, InputNumber, Modal, Select, Space } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { Messages } from '@domain/common/messages';
import { PAYMENT_ITEM_TYPE_NAMES, type PaymentItemTypeCode } from '@domain/finance/finance.constants';
import type { PaymentTemplateRow } from '@domain/finance/finance.schemas';
import { toastResult } from '@/lib/toast-result';
import { useSavePaymentTemplateMutation } from '../finance.api';

export interface PaymentTemplateDialogProps {
  /** The template to edit; null adds one. */
  template: PaymentTemplateRow | null;
  onClose: () => void;
}

interface ItemValues {
  name: string;
  itemType: PaymentItemTypeCode;
  amount?: number;
}
interface TemplateValues {
  name: string;
  remark?: string;
  items: ItemValues[];
}

const typeOptions = Object.entries(PAYMENT_ITEM_TYPE_NAMES).map(([value, label]) => ({ value: Number(value), label }));

/** 新增收款模板 / 编辑收款模板: a name and its payment items (name, type 1–5, optional fixed amount). */
export function PaymentTemplateDialog({ template, onClose }: PaymentTemplateDialogProps) {
  const [form] = Form.useForm<TemplateValues>();
  const [save, { isLoading }] = useSavePaymentTemplateMutation();
  const initialValues: TemplateValues = {
    name: template?.name ?? '',
    remark: template?.remark ?? '',
    items: template?.items.map((i) => ({ name: i.name, itemType: i.itemType, amount: i.amount === null ? undefined : Number(i.amount) })) ?? [{ name: '', itemType: 1 }],
  };

  const handleOk = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    const items = values.items.map((i) => ({ name: i.name, itemType: i.itemType, amount: i.amount === undefined || i.amount === null ? null : i.amount.toFixed(2) }));
    const saved = save({ id: template?.id, version: template?.version, name: values.name, remark: values.remark ?? '', items }).unwrap();
    if (await toastResult(saved, Messages.saveOk)) onClose();
  };

  return (
    <Modal visible title={template ? '编辑收款模板' : '新增收款模板'} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit style={{ width: 640 }}>
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item label="模板名称" field="name" rules={[{ required: true, message: '请输入收款模板名称' }, { maxLength: 30, message: '收款模板名称最多30个字' }]}>
          <Input placeholder="如：安装分期收款" />
        </Form.Item>
        <Form.List field="items">
          {(fields, { add, remove }) => (
            <Form.Item label="收款项">
              {fields.map((field, index) => (
                <Space key={field.key} align="start" style={{ display: 'flex' }}>
                  <Form.Item field={`${field.field}.name`} rules={[{ required: true, message: '请输入收款项名称' }]} noStyle>
                    <Input placeholder="收款项名称" aria-label={`收款项${index + 1}名称`} style={{ width: 180 }} />
                  </Form.Item>
                  <Form.Item field={`${field.field}.itemType`} rules={[{ required: true, message: '请选择款项类型' }]} noStyle>
                    <Select options={typeOptions} style={{ width: 120 }} aria-label={`收款项${index + 1}类型`} />
                  </Form.Item>
                  <Form.Item field={`${field.field}.amount`} noStyle>
                    <InputNumber placeholder="金额（可不填）" min={0} max={9_999_999_999.99} precision={2} style={{ width: 150 }} />
                  </Form.Item>
                  <Button icon={<IconDelete />} aria-label="删除收款项" disabled={fields.length === 1} onClick={() => remove(index)} />
                </Space>
              ))}
              <Button type="dashed" icon={<IconPlus />} onClick={() => add({ name: '', itemType: 1 })} style={{ marginTop: 8 }}>
                添加收款项
              </Button>
            </Form.Item>
          )}
        </Form.List>
        <Form.Item label="备注" field="remark" rules={[{ maxLength: 200, message: '备注最多200个字' }]}>
          <Input.TextArea placeholder="请输入备注" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
