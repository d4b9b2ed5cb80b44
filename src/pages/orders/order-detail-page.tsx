import { Button, Card, Empty, Spin, Tabs, Typography } from '@arco-design/web-react';
import { CallPhone } from '@/features/call-center/components/call-phone';
import { useLocation, useParams } from 'wouter';
import { OrderCustomFields } from './order-custom-fields';
import { OrderInfo } from '@/features/orders/components/order-info';
import { OrderSourceLink } from './order-source';
import { OrderSparePartsTab } from './order-spare-parts-tab';
import { OrderFees } from '@/features/orders/components/order-money';
import { OrderPdfExportButton, OrderPdfSendButton } from '@/features/orders/components/order-pdf-buttons';
import { OrderOperations } from '@/features/orders/components/order-operations';
import { OrderProgressNotice, OrderProgressSteps } from '@/features/orders/components/order-progress';
import { MoneyItemNameSelect } from '@/features/money-items/components/money-item-name-select';
import { OrderEvaluation, OrderReceipt } from '@/features/orders/components/order-results';
import { OrderTimeline } from '@/features/orders/components/order-timeline';
import { useGetOrderQuery } from '@/features/orders/orders.api';
import { useTabName } from '@/app/shell/use-tab-name';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { OrderPaymentItems } from '@/features/finance/components/order-payment-items';
import { SuggestedArticles } from '@/features/knowledge/components/suggested-articles';
import { Role } from '@domain/shell/roles';
import { errorMessage } from '@/lib/errors';
import { paths } from '@/app/paths';

/** /allOrder/orderDetail/{orderId}: the order (with knowledge articles for its title and description), its buttons, timeline, fees, payment items, receipt, evaluation and custom fields. */
export default function OrderDetailPage() {
  const { orderId } = useParams<{ orderId: string }>();
  const [, navigate] = useLocation();
  const id = Number(orderId);
  const { data: order, error, isLoading } = useGetOrderQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  useTabName(order?.orderNo);
  const { data: me } = useGetSessionUserQuery();
  // Finance (and the administrator) record what was collected of each payment item.
  const canCollect = me?.sysrole === Role.finance || me?.sysrole === Role.admin;

  if (isLoading) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  if (!order) return <Empty description={error ? errorMessage(error) : '工单不存在'} />;

  return (
    <Card bordered={false}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16, flexWrap: 'wrap' }}>
        <Typography.Title heading={5} style={{ margin: 0 }}>
          {order.title}
        </Typography.Title>
        <span style={{ color: 'var(--color-text-3)' }}>{order.orderNo}</span>
        <div style={{ flex: 1 }} />
        {order.operations.includes('edit') && <Button onClick={() => navigate(paths.orders.edit(order.id))}>编辑</Button>}
        <Button onClick={() => navigate(paths.orders.print(order.id))}>打印</Button>
        <OrderPdfExportButton ids={[order.id]} />
        <OrderPdfSendButton order={order} />
        <OrderOperations order={order} onCopied={(copy) => navigate(paths.orders.detail(copy.id))} feeItemNameSelect={<MoneyItemNameSelect />} />
      </div>
      <OrderProgressNotice order={order} />
      <Tabs defaultActiveTab="info">
        <Tabs.TabPane key="info" title="工单信息">
          <OrderInfo order={order} source={<OrderSourceLink order={order} />} phoneAction={<CallPhone phone={order.contactPhone} orderId={order.id} customerId={order.customerId} />} />
          <div style={{ marginTop: 16 }}>
            <SuggestedArticles text={`${order.title} ${order.description}`} />
          </div>
        </Tabs.TabPane>
        <Tabs.TabPane key="fields" title="自定义字段">
          <OrderCustomFields order={order} />
        </Tabs.TabPane>
        {order.progress && (
          <Tabs.TabPane key="progress" title={`处理流程 (${order.progress.steps.length - order.progress.pending.length}/${order.progress.steps.length})`}>
            <OrderProgressSteps order={order} />
          </Tabs.TabPane>
        )}
        <Tabs.TabPane key="timeline" title={`工单进度 (${order.timeline.length})`}>
          <OrderTimeline entries={order.timeline} />
        </Tabs.TabPane>
        <Tabs.TabPane key="fees" title="费用">
          <OrderFees fees={order.fees} />
        </Tabs.TabPane>
        <Tabs.TabPane key="spare" title="备件">
          <OrderSparePartsTab order={order} />
        </Tabs.TabPane>
        <Tabs.TabPane key="paymentItems" title="收款项">
          <OrderPaymentItems orderId={order.id} canCollect={canCollect} />
        </Tabs.TabPane>
        <Tabs.TabPane key="receipt" title="回执">
          <OrderReceipt receipt={order.receipt} />
        </Tabs.TabPane>
        <Tabs.TabPane key="evaluation" title="评价">
          <OrderEvaluation evaluation={order.evaluation} />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
