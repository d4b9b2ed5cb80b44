import { Modal, Tabs } from '@arco-design/web-react';
import { SUBSCRIPTION_TYPES, SubscriptionType } from '@domain/subscriptions/subscriptions';
import { SubscriptionPane } from './subscription-pane';

export interface SubscriptionDialogProps {
  visible: boolean;
  onClose: () => void;
}

const TYPES = [SubscriptionType.todo, SubscriptionType.statistics];

/** Message subscriptions: to-do items every day at 8:00, statistics at 8:30. */
export function SubscriptionDialog({ visible, onClose }: SubscriptionDialogProps) {
  return (
    <Modal title="订阅消息" visible={visible} onCancel={onClose} footer={null} unmountOnExit style={{ width: 520 }}>
      <Tabs defaultActiveTab={String(SubscriptionType.todo)}>
        {TYPES.map((type) => (
          <Tabs.TabPane key={String(type)} title={SUBSCRIPTION_TYPES[type].name}>
            <SubscriptionPane type={type} />
          </Tabs.TabPane>
        ))}
      </Tabs>
    </Modal>
  );
}
