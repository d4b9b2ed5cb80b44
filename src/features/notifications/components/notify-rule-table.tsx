import { Button, Message, Space, Switch, Table, Typography, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import type { NotifyRuleView } from '@domain/notifications/notifications.schemas';
import { CHANNEL_NAMES, RECIPIENT_NAMES, TRIGGERS, type NotifyChannelValue, type TriggerDefinition } from '@domain/notifications/triggers';
import { errorMessage } from '@/lib/errors';
import { useSaveNotifyRuleMutation } from '../notifications.api';
import { RuleEditorDialog } from './rule-editor-dialog';

type Editing = { trigger: TriggerDefinition; rule: NotifyRuleView } | null;

const keyOf = (trigger: string, channel: NotifyChannelValue) => `${trigger}|${channel}`;

interface NotifyRuleTableProps {
  /** The channels shown as columns (the rules tab: in-app and SMS; the work-message tab: host). */
  channels: readonly NotifyChannelValue[];
  rules: NotifyRuleView[];
  loading: boolean;
}

/** Every trigger with, per channel, its switch, recipients and a 设置 button for the template. */
export function NotifyRuleTable({ channels, rules, loading }: NotifyRuleTableProps) {
  const [saveRule] = useSaveNotifyRuleMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const byKey = new Map(rules.map((r) => [keyOf(r.trigger, r.channel), r]));

  const handleSwitch = async (trigger: TriggerDefinition, rule: NotifyRuleView, enabled: boolean) => {
    // A rule switched on without recipients needs them chosen first.
    if (enabled && rule.recipients.length === 0) {
      setEditing({ trigger, rule: { ...rule, enabled } });
      return;
    }
    try {
      await saveRule({ trigger: rule.trigger, channel: rule.channel, recipients: rule.recipients, template: rule.template, enabled }).unwrap();
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  const channelColumn = (channel: NotifyChannelValue): TableColumnProps<TriggerDefinition> => ({
    title: CHANNEL_NAMES[channel],
    key: channel,
    render: (_: unknown, trigger) => {
      const rule = byKey.get(keyOf(trigger.code, channel));
      if (!rule) return null;
      const names = rule.recipients.map((code) => RECIPIENT_NAMES[code]).join('、');
      return (
        <Space>
          <Switch
            size="small"
            aria-label={`${trigger.name}${CHANNEL_NAMES[channel]}`}
            checked={rule.enabled}
            onChange={(enabled) => handleSwitch(trigger, rule, enabled)}
          />
          <Typography.Text type={rule.enabled ? undefined : 'secondary'}>{names || '未设置接收人'}</Typography.Text>
          <Button type="text" size="mini" aria-label={`设置${trigger.name}${CHANNEL_NAMES[channel]}`} onClick={() => setEditing({ trigger, rule })}>
            设置
          </Button>
        </Space>
      );
    },
  });

  const columns: TableColumnProps<TriggerDefinition>[] = [
    { title: '通知时机', dataIndex: 'name', width: 160 },
    ...channels.map(channelColumn),
  ];

  return (
    <>
      <Table rowKey="code" loading={loading} columns={columns} data={[...TRIGGERS]} pagination={false} />
      {editing && <RuleEditorDialog trigger={editing.trigger} rule={editing.rule} onClose={() => setEditing(null)} />}
    </>
  );
}
