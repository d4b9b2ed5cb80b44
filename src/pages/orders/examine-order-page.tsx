import { OrderView } from '@domain/orders/order.constants';
import { OrderListPage } from './order-list-page';

/** /examineOrder: orders with an approval in progress (creation, completion, receipt, collection). */
export default function ExamineOrderPage() {
  return <OrderListPage view={OrderView.examine} title="待我审批" />;
}
