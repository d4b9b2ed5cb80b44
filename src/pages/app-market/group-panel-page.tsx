import { Button, Card, Empty, Form, List, Message, Space, Tag, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '@/app/paths';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { useGetPanelOrdersQuery, useSendDingMutation } from '@/features/app-market/app-market.api';
import { errorMessage } from '@/lib/errors';
import { PanelOrderActions } from './panel-order-actions';

/** Orders change elsewhere (other users, other nodes): the panel asks again this often. */
const REFRESH_MS = 30_000;

/**
 * /coolApp/coolAppPanelGroup 群控制面板: the DingTalk cool app in a customer's group chat, with the
 * customer's open orders, their state, and the actions (open, act on it as its state allows, DING the
 * owner). It refreshes as orders change here (the Orders tag) and every 30 s for changes made elsewhere. The cool app opens it with the
 * group's ?customerId=; from the menu the customer is picked, which puts it in the address.
 */
export default function GroupPanelPage() {
  const [, navigate] = useLocation();
  const customerId = Number(new URLSearchParams(useSearch()).get('customerId'));
  const valid = Number.isInteger(customerId) && customerId > 0;
  const { data, error } = useGetPanelOrdersQuery(customerId, { skip: !valid, pollingInterval: REFRESH_MS });
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
    <Card bordered={false} title={`群控制面板${data ? ` · ${data.customerName}` : ''}`}>
      <Form layout="inline">
        <Form.Item label="客户群的客户">
          <CustomerPicker
            style={{ width: 240 }}
            value={valid ? customerId : undefined}
            onChange={(id) => navigate(id ? `${paths.coolAppPanelGroup}?customerId=${id}` : paths.coolAppPanelGroup, { replace: true })}
          />
        </Form.Item>
      </Form>
      {!valid ? (
        <Empty description="请选择客户，或从客户群的酷应用进入" />
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
