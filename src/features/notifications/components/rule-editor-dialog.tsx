import { Checkbox, Form, Message, Modal, Switch } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import type { NotifyRuleView } from '@domain/notifications/notifications.schemas';
import { checkRule } from '@domain/notifications/rules';
import { SignatureState } from '@domain/notifications/sms.schemas';
import { validateTemplate, variablesOf } from '@domain/notifications/template-variables';
import { CHANNEL_NAMES, isCustomerRecipient, NotifyChannel, RECIPIENT_NAMES, type RecipientCode, type TriggerDefinition } from '@domain/notifications/triggers';
import { errorMessage } from '@/lib/errors';
import { useListSmsSignaturesQuery, useSaveNotifyRuleMutation } from '../notifications.api';
import { TemplateEditor } from './template-editor';

export interface RuleEditorDialogProps {
  trigger: TriggerDefinition;
  rule: NotifyRuleView;
  onClose: () => void;
}

interface RuleFormValues {
  enabled: boolean;
  recipients: RecipientCode[];
  template: string;
}

/** One trigger's rule on one channel: on or off, who gets it, and the message template. */
export function RuleEditorDialog({ trigger, rule, onClose }: RuleEditorDialogProps) {
  const [form] = Form.useForm<RuleFormValues>();
  const [saveRule, { isLoading }] = useSaveNotifyRuleMutation();
  const isSms = rule.channel === NotifyChannel.sms;
  const { data: signatures = [] } = useListSmsSignaturesQuery(undefined, { skip: !isSms });
  const signature = signatures.find((s) => s.state === SignatureState.approved)?.signature;
  const variables = variablesOf(trigger.variables);
  // Customers have no account: only SMS reaches them.
  const recipientOptions = trigger.recipients
    .filter((code) => isSms || !isCustomerRecipient(code))
    .map((code) => ({ label: RECIPIENT_NAMES[code], value: code }));

  const handleOk = async () => {
    const fields = await form.validate().catch(() => null);
    if (!fields) return;
    const draft = { ...fields, channel: rule.channel };
    const problem = checkRule(trigger, draft);
    if (problem) {
      Message.error(problem);
      return;
    }
    try {
      const answer = await saveRule({ trigger: trigger.code, ...draft }).unwrap();
      Message.success(answer.message ?? Messages.saveOk);
      onClose();
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <Modal
      visible
      title={`${trigger.name} · ${CHANNEL_NAMES[rule.channel]}`}
      onOk={handleOk}
      onCancel={onClose}
      confirmLoading={isLoading}
      unmountOnExit
      style={{ width: 680 }}
    >
      <Form form={form} layout="vertical" initialValues={{ enabled: rule.enabled, recipients: rule.recipients, template: rule.template }}>
        <Form.Item label="开启" field="enabled" triggerPropName="checked">
          <Switch aria-label="开启通知" />
        </Form.Item>
        <Form.Item label="接收人" field="recipients">
          <Checkbox.Group options={recipientOptions} />
        </Form.Item>
        <Form.Item
          label="消息模板"
          field="template"
          rules={[
            { required: true, message: '请输入消息模板' },
            { validator: (text: string | undefined, callback) => callback(validateTemplate(text ?? '', variables) ?? undefined) },
          ]}
        >
          <TemplateEditor variables={variables} maxLength={500} previewPrefix={isSms && signature ? `【${signature}】` : ''} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
