import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { formatDateTime } from '@domain/format/date';
import { ORDER_STATE_NAMES, PRIORITY_NAMES } from '@domain/orders/order.constants';
import type { OrderList, OrderRow } from '@domain/orders/orders.types';
import { paths } from '@/app/paths';
import { useListOrdersQuery, type OrderQueryParams } from '@/features/orders/orders.api';
import { getValue, putValue } from '@/lib/offline-store';

const PAGE = { pageIndex: 0, pageSize: 20 };

export interface OrderCardsProps {
  params: OrderQueryParams;
  action?: (order: OrderRow) => ReactNode;
  /** The cards' heading level: 2 on a list screen (under its h1), deeper under a section's heading. */
  headingLevel?: 2 | 4;
}

/** A list of orders as cards; the answer is stored so that the list still opens offline. */
export function OrderCards({ params, action, headingLevel = 2 }: OrderCardsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  const query = useListOrdersQuery({ ...params, ...PAGE });
  const key = `orders:${JSON.stringify(params)}`;
  const [stored, setStored] = useState<OrderList | undefined>();
  useEffect(() => {
    if (query.data) void putValue(key, query.data).catch(() => undefined);
  }, [key, query.data]);
  useEffect(() => {
    if (query.data || !query.error) return;
    void getValue<OrderList>(key)
      .then(setStored)
      .catch(() => undefined);
  }, [key, query.data, query.error]);

  const list = query.data ?? (query.error ? stored : undefined);
  if (!list) return <p className="m-empty">{query.error ? '加载失败，请检查网络' : '加载中…'}</p>;
  if (list.list.length === 0) return <p className="m-empty">没有工单</p>;
  return (
    <>
      {!query.data && <p className="m-banner">离线：显示上次加载的工单</p>}
      {list.list.map((order) => (
        <article key={order.id} className="m-card">
          <Link href={paths.mobile.order(order.id)} style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}>
            <div className="m-row">
              <Heading>{order.title || order.templateName}</Heading>
              <span className="m-muted">{order.invalid ? '无效工单' : ORDER_STATE_NAMES[order.state]}</span>
            </div>
            <div className="m-muted">
              {order.orderNo} · {PRIORITY_NAMES[order.priority]}
            </div>
            <div>{order.customerName}</div>
            {order.address && <div className="m-muted">{order.address}</div>}
            {order.appointmentTime && <div className="m-muted">预约 {formatDateTime(order.appointmentTime)}</div>}
          </Link>
          {action && <div className="m-actions" style={{ marginTop: 8 }}>{action(order)}</div>}
        </article>
      ))}
    </>
  );
}
