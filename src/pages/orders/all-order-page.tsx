import { OrderView } from '@domain/orders/order.constants';
import { OrderListPage } from './order-list-page';

/** /allOrder: every order, with the full filter panel, state tabs, bulk delete and export. */
export default function AllOrderPage() {
  return <OrderListPage view={OrderView.all} title="全部工单" stateTabs recycle exportable creatable />;
}
