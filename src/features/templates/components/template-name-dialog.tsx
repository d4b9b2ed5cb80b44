import { Form, Input, Modal, Radio } from '@arco-design/web-react';
import { useState } from 'react';
import { TEMPLATE_KIND_NAMES, TEMPLATE_KINDS, TemplateKind, type TemplateKindValue } from '@domain/templates/template.constants';

export interface TemplateNameValues {
  name: string;
  kind: TemplateKindValue;
}

export interface TemplateNameDialogProps {
  title: string;
  /** What is named, e.g. 工单类型 or 事件模板. */
  noun: string;
  initialName?: string;
  /** Ask for the order type's kind (a new order type). */
  askKind?: boolean;
  /** What happens after saving, told under the name (a new order type starts switched off). */
  note?: string;
  /** Resolves whether the name was taken; the dialog closes on success. */
  onSubmit: (values: TemplateNameValues) => Promise<boolean>;
  onClose: () => void;
}

/** Names a new template (and, for a new order type, its kind) or renames one. */
export function TemplateNameDialog({ title, noun, initialName, askKind, note, onSubmit, onClose }: TemplateNameDialogProps) {
  const [form] = Form.useForm<TemplateNameValues>();
  const [saving, setSaving] = useState(false);

  const handleOk = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    setSaving(true);
    const saved = await onSubmit({ ...values, name: values.name.trim() });
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Modal visible title={title} onOk={handleOk} onCancel={onClose} confirmLoading={saving} unmountOnExit>
      <Form form={form} layout="vertical" initialValues={{ name: initialName, kind: TemplateKind.external }}>
        {askKind && (
          <Form.Item label="工单类别" field="kind" extra="外部工单为客户服务，内部工单由员工为企业内部事务创建">
            <Radio.Group type="button">
              {TEMPLATE_KINDS.map((kind) => (
                <Radio key={kind} value={kind}>
                  {TEMPLATE_KIND_NAMES[kind]}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        )}
        <Form.Item
          label={`${noun}名称`}
          field="name"
          extra={note}
          rules={[
            { required: true, validator: (v: string | undefined, cb) => cb(v?.trim() ? undefined : `请输入${noun}名称`) },
            { maxLength: 30, message: `${noun}名称最多30个字` },
          ]}
        >
          <Input placeholder={`请输入${noun}名称`} maxLength={30} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
