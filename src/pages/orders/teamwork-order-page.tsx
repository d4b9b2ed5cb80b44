import { OrderView } from '@domain/orders/order.constants';
import { OrderListPage } from './order-list-page';

/** /teamworkOrder: orders I am a collaborator of. */
export default function TeamworkOrderPage() {
  return <OrderListPage view={OrderView.teamwork} title="协作工单" />;
}
