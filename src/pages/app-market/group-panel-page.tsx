import { Button, Card, Empty, Form, List, Message, Space, Tag, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '@/app/paths';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { useGetPanelOrdersQuery, useSendDingMutation, type PanelTargetArgs } from '@/features/app-market/app-market.api';
import { errorMessage } from '@/lib/errors';
import { GroupBindForm } from './group-bind-form';
import { PanelOrderActions } from './panel-order-actions';

/** Orders change elsewhere (other users, other nodes): the panel asks again this often. */
const REFRESH_MS = 30_000;

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * /coolApp/coolAppPanelGroup 群控制面板: the DingTalk cool app in a customer's or team's group chat, with
 * their open orders, their state, and the actions (open, act on it as its state allows, DING the
 * owner). It refreshes as orders change here (the Orders tag) and every 30 s for changes made elsewhere.
 * The cool app opens it with the group's ?openConversationId= (a group not bound yet is bound here, to a
 * customer or a team); from the menu a customer is picked, which puts ?customerId= in the address.
 */
export default function GroupPanelPage() {
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const openConversationId = search.get('openConversationId') ?? '';
  const customerId = positive(search.get('customerId'));
  const teamId = positive(search.get('teamId'));
  const target: PanelTargetArgs | null = openConversationId ? { openConversationId } : customerId ? { customerId } : teamId ? { teamId } : null;
  const { data, error } = useGetPanelOrdersQuery(target ?? { customerId: 0 }, { skip: !target, pollingInterval: REFRESH_MS });
  const [rebinding, setRebinding] = useState(false);
  const unbound = openConversationId !== '' && error !== undefined && 'status' in error && error.status === 404;
  const [sendDing] = useSendDingMutation();
  const [acting, setActing] = useState<number | null>(null);

  const ding = async (orderId: number, code: string) => {
    try {
      await sendDing({ subjectType: 1, subjectId: orderId, kind: 1, content: `请尽快处理工单 ${code}` }).unwrap();
      Message.success('DING 已发送');
    } catch (e) {
      Message.error(errorMessage(e));
    }
  };

  return (
    <Card
      bordered={false}
      title={`群控制面板${data ? ` · ${data.name}` : ''}`}
      extra={
        openConversationId && data ? (
          <Button size="mini" onClick={() => setRebinding(!rebinding)}>
            更换绑定
          </Button>
        ) : null
      }
    >
      {openConversationId ? (
        (unbound || rebinding) && <GroupBindForm openConversationId={openConversationId} onDone={() => setRebinding(false)} />
      ) : (
        <Form layout="inline">
          <Form.Item label="客户群的客户">
            <CustomerPicker
              style={{ width: 240 }}
              value={customerId}
              onChange={(id) => navigate(id ? `${paths.coolAppPanelGroup}?customerId=${id}` : paths.coolAppPanelGroup, { replace: true })}
            />
          </Form.Item>
        </Form>
      )}
      {!target ? (
        <Empty description="请选择客户，或从客户群的酷应用进入" />
      ) : unbound ? (
        <Empty description="本群尚未绑定客户或团队，请先绑定" />
      ) : error ? (
        <Empty description={errorMessage(error)} />
      ) : (
        <List
          dataSource={data?.orders ?? []}
          noDataElement={<Empty description="暂无进行中的工单" />}
          render={(o) => (
            <List.Item
              key={o.id}
              actions={[
                <Link key="view" href={paths.orders.detail(o.id)}>
                  查看
                </Link>,
                <Button key="act" size="mini" type={acting === o.id ? 'primary' : 'secondary'} aria-expanded={acting === o.id} onClick={() => setActing(acting === o.id ? null : o.id)}>
                  处理
                </Button>,
                o.actions.includes('ding') && (
                  <Button key="ding" size="mini" onClick={() => void ding(o.id, o.code)}>
                    DING 负责人
                  </Button>
                ),
              ]}
            >
              <Space direction="vertical">
                <Space>
                  <Typography.Text>{o.code}</Typography.Text>
                  <Tag>{o.stateName}</Tag>
                  <Typography.Text type="secondary">{o.ownerName || '未指派'}</Typography.Text>
                </Space>
                {acting === o.id && <PanelOrderActions orderId={o.id} />}
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
