import { Spin, Typography } from '@arco-design/web-react';
import { OrderOperations } from '@/features/orders/components/order-operations';
import { useGetOrderQuery } from '@/features/orders/orders.api';
import { errorMessage } from '@/lib/errors';

/**
 * The group panel's 处理 row: the operations the order's state machine allows the viewer now (the
 * same buttons and dialogs as the order's page). Each one changes the order, so the panel re-reads.
 */
export function PanelOrderActions({ orderId }: { orderId: number }) {
  const { data: order, error, isLoading } = useGetOrderQuery(orderId);
  if (isLoading) return <Spin size={16} />;
  if (error || !order) return <Typography.Text type="error">{errorMessage(error)}</Typography.Text>;
  if (order.operations.length === 0) return <Typography.Text type="secondary">您对该工单没有可执行的操作</Typography.Text>;
  return <OrderOperations order={order} />;
}
