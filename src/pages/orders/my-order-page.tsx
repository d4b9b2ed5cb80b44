import { OrderView } from '@domain/orders/order.constants';
import { OrderListPage } from './order-list-page';

/** /myOrder: orders I own or help with, by state. */
export default function MyOrderPage() {
  return <OrderListPage view={OrderView.mine} title="我的工单" stateTabs exportable />;
}
