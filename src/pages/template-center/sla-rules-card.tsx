import { Button, Card, Message, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { OrderTypeSettingsSchema, type OrderTypeRow } from '@domain/templates/order-types.schemas';
import { ORDER_RECIPIENT_NAMES, ORDER_RECIPIENTS, ORDER_TIME_NODE_NAMES, ORDER_TIME_NODES } from '@domain/templates/template.constants';
import { fromDrafts, TimeoutRulesEditor, toDrafts } from '@/features/templates/components/timeout-rules-editor';
import { checkSettings } from '@/features/templates/settings-issue';
import { orderTypeBody, useSaveOrderTypeMutation } from '@/features/templates/templates.api';
import { toastResult } from '@/lib/toast-result';

const NODES = ORDER_TIME_NODES.map((node) => ({ value: node, label: ORDER_TIME_NODE_NAMES[node] }));
const RECIPIENTS = ORDER_RECIPIENTS.map((code) => ({ value: code, label: ORDER_RECIPIENT_NAMES[code] }));

/** An order type's SLA rules: from which order time node, how long, and who is told when an order runs over. */
export function SlaRulesCard({ row }: { row: OrderTypeRow }) {
  const [rules, setRules] = useState(() => toDrafts(row.settings.sla, 'node'));
  const [saveOrderType, { isLoading }] = useSaveOrderTypeMutation();

  const handleSave = async () => {
    const checked = checkSettings(OrderTypeSettingsSchema, { ...row.settings, sla: fromDrafts(rules, 'node') });
    if (checked.issue !== undefined) {
      Message.error(checked.issue);
      return;
    }
    await toastResult(saveOrderType(orderTypeBody(row, { settings: checked.data })).unwrap(), Messages.saveOk);
  };

  return (
    <Card
      bordered={false}
      title={`${row.name} · SLA设置`}
      extra={
        <Button type="primary" loading={isLoading} onClick={handleSave}>
          保存
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">自工单到达所选时间节点起计时，超过时长即为超时，并通知所选人员。</Typography.Paragraph>
      <TimeoutRulesEditor rules={rules} onChange={setRules} pointTitle="时间节点" points={NODES} recipients={RECIPIENTS} />
    </Card>
  );
}
