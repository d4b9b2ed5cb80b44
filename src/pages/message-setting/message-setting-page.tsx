import { Badge, Card, Tabs, Typography } from '@arco-design/web-react';
import { DeliveryState } from '@domain/notifications/notifications.schemas';
import { FailedDeliveryTable } from '@/features/notifications/components/failed-delivery-table';
import { NotifyRuleTable } from '@/features/notifications/components/notify-rule-table';
import { SmsTemplateTable } from '@/features/notifications/components/sms-template-table';
import { useCountDeliveriesQuery } from '@/features/notifications/notifications.api';

/** /messageSetting 消息通知: who is told what, on which channel, at each trigger moment; SMS templates; failed sends. */
export default function MessageSettingPage() {
  const { data: failed = 0 } = useCountDeliveriesQuery(DeliveryState.failed);
  return (
    <Card title="消息通知" bordered={false}>
      <Tabs defaultActiveTab="rules" lazyload>
        <Tabs.TabPane key="rules" title="通知规则">
          <Typography.Paragraph type="secondary">
            工单、事件等在以下时机通知相关人员。未设置的规则默认以站内消息通知相关人员；短信发给接收人的手机号，“客户”为工单或事件的联系电话。
          </Typography.Paragraph>
          <NotifyRuleTable />
        </Tabs.TabPane>
        <Tabs.TabPane key="sms" title="短信模板">
          <SmsTemplateTable />
        </Tabs.TabPane>
        <Tabs.TabPane
          key="failed"
          title={
            <Badge count={failed} dotStyle={{ fontSize: 10 }} offset={[10, -2]}>
              发送失败
            </Badge>
          }
        >
          <FailedDeliveryTable />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
