import { OrderView } from '@domain/orders/order.constants';
import { OrderListPage } from './order-list-page';

/** /abnormalOrder: abnormal requests waiting for a decision. */
export default function AbnormalOrderPage() {
  return <OrderListPage view={OrderView.abnormal} title="异常工单" />;
}
