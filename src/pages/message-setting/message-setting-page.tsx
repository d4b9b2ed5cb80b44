import { Badge, Card, Tabs, Typography } from '@arco-design/web-react';
import { DeliveryState } from '@domain/notifications/notifications.schemas';
import { NotifyChannel, SCREEN_CHANNELS } from '@domain/notifications/triggers';
import { FailedDeliveryTable } from '@/features/notifications/components/failed-delivery-table';
import { NotifyRuleTable } from '@/features/notifications/components/notify-rule-table';
import { SmsTemplateTable } from '@/features/notifications/components/sms-template-table';
import { useCountDeliveriesQuery, useGetHostNotifySettingQuery, useListNotifyRulesQuery } from '@/features/notifications/notifications.api';

const HOST_CHANNELS = [NotifyChannel.host] as const;

function RulesTab() {
  const { data: rules = [], isFetching } = useListNotifyRulesQuery();
  return (
    <>
      <Typography.Paragraph type="secondary">
        工单、事件等在以下时机通知相关人员。未设置的规则默认以站内消息通知相关人员；短信发给接收人的手机号，“客户”为工单或事件的联系电话。
      </Typography.Paragraph>
      <NotifyRuleTable channels={SCREEN_CHANNELS} rules={rules} loading={isFetching} />
    </>
  );
}

/** The host work messages (/enterprise/objnotifysetting/dingTalk): only for an enterprise installed from WeCom or DingTalk. */
function WorkMessageTab() {
  const { data, isFetching } = useGetHostNotifySettingQuery();
  if (data && !data.connected)
    return <Typography.Paragraph type="secondary">企业从企业微信或钉钉安装本应用后，可在此开启工作消息通知。</Typography.Paragraph>;
  return (
    <>
      <Typography.Paragraph type="secondary">在以下时机，由本应用向接收人的企业微信/钉钉发送工作消息。</Typography.Paragraph>
      <NotifyRuleTable channels={HOST_CHANNELS} rules={data?.rules ?? []} loading={isFetching} />
    </>
  );
}

/** /messageSetting 消息通知: who is told what, on which channel, at each trigger moment; SMS templates; work messages; failed sends. */
export default function MessageSettingPage() {
  const { data: failed = 0 } = useCountDeliveriesQuery(DeliveryState.failed);
  return (
    <Card title="消息通知" bordered={false}>
      <Tabs defaultActiveTab="rules" lazyload>
        <Tabs.TabPane key="rules" title="通知规则">
          <RulesTab />
        </Tabs.TabPane>
        <Tabs.TabPane key="sms" title="短信模板">
          <SmsTemplateTable />
        </Tabs.TabPane>
        <Tabs.TabPane key="host" title="工作消息">
          <WorkMessageTab />
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
