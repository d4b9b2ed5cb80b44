import { Button, Card, Message, Space, Table, Tag, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import type { MarketOrderStateValue } from '@domain/app-market/app-market.constants';
import { inChatHost, useHostAdapter } from '@/features/hosts/use-host-adapter';
import { useConsumeMarketOrderMutation, useGetSkuPageQuery, useListMarketOrdersQuery, type MarketOrderRow } from '@/features/app-market/app-market.api';
import { errorMessage } from '@/lib/errors';

const HOST_NAMES = { wecom: '企业微信', dingtalk: '钉钉' } as const;
/** 待使用 / 已使用 / 已退款 / 已变更. */
const STATE_COLORS: Record<MarketOrderStateValue, string> = { 0: 'orange', 1: 'green', 2: 'gray', 3: 'gray' };
/** How often the paid orders are asked for after the market page was opened (until the page is left). */
const AWAIT_PAYMENT_POLL_MS = 5_000;

/**
 * /iap 应用内购买: what the product sells (by headcount and period), the way into the host's market
 * purchase page, and the orders paid there, each used once to become the enterprise's plan.
 */
export default function IapPage() {
  const { data: page } = useGetSkuPageQuery();
  // Once the market page was opened, the order paid there arrives by the market's callback: ask for it.
  const [awaitingPayment, setAwaitingPayment] = useState(false);
  const { data: orders = [], isLoading } = useListMarketOrdersQuery({ pageIndex: 0, pageSize: 50 }, { pollingInterval: awaitingPayment ? AWAIT_PAYMENT_POLL_MS : 0 });
  const [consume, consuming] = useConsumeMarketOrderMutation();
  const adapter = useHostAdapter();

  const use = async (order: MarketOrderRow) => {
    try {
      const plan = await consume(order.id).unwrap();
      Message.success(`订单已生效：${plan.purchasedHeadcount}人，有效期至 ${plan.serviceExpiresAt.slice(0, 10)}`);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };
  const openMarket = async (url: string) => {
    try {
      await adapter!.openPurchase(url);
      setAwaitingPayment(true);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };
  // Inside the host the market's purchase page opens the host's way, where its payment works.
  const buy = page?.host && page.purchaseUrl && adapter && inChatHost() && (
    <Button type="primary" onClick={() => void openMarket(page.purchaseUrl!)}>
      前往{HOST_NAMES[page.host]}应用市场购买
    </Button>
  );

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Card bordered={false} title="购买专业版" extra={buy}>
        <Typography.Paragraph type="secondary">
          {page?.host ? '在应用市场付款后，订单出现在下方「已购订单」中，点「使用」即升级为专业版。' : '本企业不是从应用市场安装的，请联系客服热线购买。'}
        </Typography.Paragraph>
        <Table
          rowKey="skuCode"
          pagination={false}
          data={page?.list ?? []}
          columns={[
            { title: '规格', dataIndex: 'name' },
            { title: '人数', dataIndex: 'headcount' },
            { title: '时长（月）', dataIndex: 'months' },
            { title: '价格（元）', dataIndex: 'price', render: (v: number) => v.toFixed(2) },
          ]}
        />
      </Card>
      <Card bordered={false} title="已购订单">
        <Table
          rowKey="id"
          loading={isLoading}
          pagination={false}
          data={orders}
          noDataElement="暂无订单"
          columns={[
            { title: '订单号', dataIndex: 'orderId' },
            { title: '规格', dataIndex: 'skuName' },
            { title: '类型', dataIndex: 'kindName' },
            { title: '人数', dataIndex: 'headcount' },
            { title: '时长（月）', dataIndex: 'months' },
            { title: '金额（元）', dataIndex: 'amount', render: (v: number) => v.toFixed(2) },
            { title: '支付时间', dataIndex: 'paidAt', render: (v: string) => v.slice(0, 16).replace('T', ' ') },
            { title: '状态', dataIndex: 'stateName', render: (v: string, row: MarketOrderRow) => <Tag color={STATE_COLORS[row.state]}>{v}</Tag> },
            {
              title: '操作',
              render: (_: unknown, row: MarketOrderRow) =>
                row.allowedOperations.includes('consume') && (
                  <Button type="text" loading={consuming.isLoading} onClick={() => void use(row)} aria-label={`使用订单 ${row.orderId}`}>
                    使用
                  </Button>
                ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
