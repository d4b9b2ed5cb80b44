import { List, Message, Spin, Switch, Typography } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import { SUBSCRIPTION_TYPES, type SubscriptionTypeValue } from '@domain/subscriptions/subscriptions';
import {
  useGetSubscribeContentStatusQuery,
  useGetSubscribeStatusQuery,
  useUpdateSubscribeContentStatusMutation,
  useUpdateSubscribeStatusMutation,
} from '@/features/subscriptions/subscriptions.api';
import { errorMessage } from '@/lib/errors';

/** The server's own words when it gave a reason, else the spec's 订阅失败. */
const subscribeFailure = (error: unknown) => {
  const text = errorMessage(error);
  return text === Messages.networkError ? Messages.subscribeFailed : text;
};

/** One subscription type: its master switch and, under it, a switch per notice. */
export function SubscriptionPane({ type }: { type: SubscriptionTypeValue }) {
  const { name, sendAt } = SUBSCRIPTION_TYPES[type];
  const { data: status } = useGetSubscribeStatusQuery(type);
  const { data: items, isLoading } = useGetSubscribeContentStatusQuery(type);
  const [updateStatus, { isLoading: savingStatus }] = useUpdateSubscribeStatusMutation();
  const [updateItem, { isLoading: savingItem, originalArgs }] = useUpdateSubscribeContentStatusMutation();
  const subscribed = status?.state === 1;

  const handleMaster = async (on: boolean) => {
    try {
      const answer = await updateStatus({ type, state: on ? 1 : 0 }).unwrap();
      Message.success(answer.message ?? (on ? Messages.subscribed : Messages.unsubscribed));
    } catch (error) {
      Message.error(subscribeFailure(error));
    }
  };

  const handleItem = async (code: string, on: boolean) => {
    try {
      const answer = await updateItem({ type, code, value: on ? 1 : 0 }).unwrap();
      Message.success(answer.message ?? Messages.saveOk);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 12 }}>
        <Typography.Text>
          每天 {sendAt} 推送{name}
        </Typography.Text>
        <Switch aria-label={`订阅${name}`} checked={subscribed} loading={savingStatus} disabled={!status} onChange={handleMaster} />
      </div>
      {isLoading ? (
        <Spin style={{ display: 'block', textAlign: 'center' }} />
      ) : (
        <List
          size="small"
          dataSource={items ?? []}
          render={(item) => (
            <List.Item
              key={item.code}
              extra={
                <Switch
                  size="small"
                  aria-label={item.descri}
                  checked={item.value === 1}
                  disabled={!subscribed}
                  loading={savingItem && originalArgs?.code === item.code}
                  onChange={(on) => handleItem(item.code, on)}
                />
              }
            >
              {item.descri}
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
