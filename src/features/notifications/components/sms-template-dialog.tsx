import { Form, Input, Message, Modal } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import type { SmsTemplateItem } from '@domain/notifications/sms.schemas';
import { TEMPLATE_VARIABLES, validateTemplate } from '@domain/notifications/template-variables';
import { errorMessage } from '@/lib/errors';
import { useSaveSmsTemplateMutation } from '../notifications.api';
import { TemplateEditor } from './template-editor';

export interface SmsTemplateDialogProps {
  /** The template to edit; null adds one. */
  template: SmsTemplateItem | null;
  onClose: () => void;
}

/** 新增 / 编辑 an SMS template: its name and text, with every variable on offer. */
export function SmsTemplateDialog({ template, onClose }: SmsTemplateDialogProps) {
  const [form] = Form.useForm<{ name: string; content: string }>();
  const [saveTemplate, { isLoading }] = useSaveSmsTemplateMutation();

  const handleOk = async () => {
    const fields = await form.validate().catch(() => null);
    if (!fields) return;
    try {
      const answer = await saveTemplate({ id: template?.id, ...fields }).unwrap();
      Message.success(answer.message ?? Messages.saveOk);
      onClose();
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <Modal visible title={`${template ? '编辑' : '新增'}短信模板`} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit style={{ width: 680 }}>
      <Form form={form} layout="vertical" initialValues={template ?? { content: '' }}>
        <Form.Item label="模板名称" field="name" rules={[{ required: true, message: '请输入模板名称' }, { maxLength: 30, message: '模板名称最多30个字' }]}>
          <Input placeholder="请输入模板名称" />
        </Form.Item>
        <Form.Item
          label="短信内容"
          field="content"
          rules={[
            { required: true, message: '请输入短信内容' },
            { validator: (text: string | undefined, callback) => callback(validateTemplate(text ?? '', TEMPLATE_VARIABLES) ?? undefined) },
          ]}
        >
          <TemplateEditor variables={TEMPLATE_VARIABLES} maxLength={300} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
