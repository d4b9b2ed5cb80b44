import { Button, Empty, Space, Spin } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'wouter';
import { formatDateTime } from '@domain/format/date';
import { OrderCustomFields } from './order-custom-fields';
import { OrderInfo } from '@/features/orders/components/order-info';
import { OrderFees } from '@/features/orders/components/order-money';
import { OrderEvaluation, OrderReceipt } from '@/features/orders/components/order-results';
import { OrderTimeline } from '@/features/orders/components/order-timeline';
import { useGetOrderQuery } from '@/features/orders/orders.api';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { errorMessage } from '@/lib/errors';
import './order-print.css';
import { paths } from '@/app/paths';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/**
 * /allOrder/orderPrint/{orderId}: the whole order on one sheet (every detail tab expanded) for
 * printing or the browser's "Save as PDF". No PDF library: the browser's own PDF keeps the text
 * selectable and costs the bundle nothing (decision in order-print.css).
 */
export default function OrderPrintPage() {
  const { orderId } = useParams<{ orderId: string }>();
  const [, navigate] = useLocation();
  const id = Number(orderId);
  const { data: order, error, isLoading } = useGetOrderQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  const { data: user } = useGetSessionUserQuery();

  if (isLoading) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  if (!order) return <Empty description={error ? errorMessage(error) : '工单不存在'} />;
  return (
    <article className="order-print-sheet" aria-label="工单打印">
      <Space className="order-print-actions" style={{ float: 'right' }}>
        <Button type="primary" onClick={() => window.print()}>
          打印 / 保存为PDF
        </Button>
        <Button onClick={() => navigate(paths.orders.detail(order.id))}>返回详情</Button>
      </Space>
      <h2>{order.title}</h2>
      <div style={{ color: 'var(--color-text-3)' }}>
        {user?.enterpriseName} · {order.orderNo} · 打印时间 {formatDateTime(new Date())}
      </div>
      <Section title="工单信息">
        <OrderInfo order={order} />
      </Section>
      <Section title="自定义字段">
        <OrderCustomFields order={order} />
      </Section>
      <Section title="费用">
        <OrderFees fees={order.fees} />
      </Section>
      <Section title="回执">
        <OrderReceipt receipt={order.receipt} />
      </Section>
      <Section title="评价">
        <OrderEvaluation evaluation={order.evaluation} />
      </Section>
      <Section title="工单进度">
        <OrderTimeline entries={order.timeline} />
      </Section>
    </article>
  );
}
