import { OrderView } from '@domain/orders/order.constants';
import { OrderListPage } from './order-list-page';

/** /acceptanceOrder: orders waiting for acceptance (受理通过、驳回 on the order). */
export default function AcceptanceOrderPage() {
  return <OrderListPage view={OrderView.acceptance} title="受理工单" recycle />;
}
