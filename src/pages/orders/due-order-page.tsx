import { OrderView } from '@domain/orders/order.constants';
import { OrderListPage } from './order-list-page';

/** /dueOrder: overdue orders not yet finished. */
export default function DueOrderPage() {
  return <OrderListPage view={OrderView.due} title="超时工单" exportable />;
}
