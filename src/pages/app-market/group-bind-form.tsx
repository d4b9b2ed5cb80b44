import { Button, Form, Message, Radio } from '@arco-design/web-react';
import { useState } from 'react';
import { ServiceGroupPicker } from '@/features/catalogue/components/service-group-picker';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { useBindPanelGroupMutation } from '@/features/app-market/app-market.api';
import { errorMessage } from '@/lib/errors';

/**
 * Binds the DingTalk group the cool app was opened in to a customer (the customer's group chat) or a
 * team (the team's own chat); binding again moves it. The group's card follows at once.
 */
export function GroupBindForm({ openConversationId, onDone }: { openConversationId: string; onDone?: () => void }) {
  const [kind, setKind] = useState<'customer' | 'team'>('customer');
  const [id, setId] = useState<number | undefined>();
  const [bind, { isLoading }] = useBindPanelGroupMutation();

  const submit = async () => {
    if (!id) return void Message.warning(kind === 'customer' ? '请选择客户' : '请选择团队');
    try {
      await bind({ openConversationId, ...(kind === 'customer' ? { customerId: id } : { teamId: id }) }).unwrap();
      Message.success('群已绑定');
      onDone?.();
    } catch (e) {
      Message.error(errorMessage(e));
    }
  };

  return (
    <Form layout="inline" aria-label="绑定本群">
      <Form.Item label="本群服务">
        <Radio.Group
          type="button"
          value={kind}
          onChange={(v: 'customer' | 'team') => {
            setKind(v);
            setId(undefined);
          }}
          options={[
            { label: '客户', value: 'customer' },
            { label: '团队', value: 'team' },
          ]}
        />
      </Form.Item>
      <Form.Item label={kind === 'customer' ? '客户' : '团队'}>
        {kind === 'customer' ? (
          <CustomerPicker style={{ width: 240 }} value={id} onChange={(v) => setId(v)} />
        ) : (
          <ServiceGroupPicker style={{ width: 240 }} value={id} onChange={(v) => setId(v)} />
        )}
      </Form.Item>
      <Form.Item>
        <Button type="primary" loading={isLoading} onClick={() => void submit()}>
          绑定
        </Button>
      </Form.Item>
    </Form>
  );
}
