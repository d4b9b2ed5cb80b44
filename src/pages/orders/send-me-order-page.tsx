import { OrderView } from '@domain/orders/order.constants';
import { OrderListPage } from './order-list-page';

/** /sendMeOrder: orders I am a copied person of. */
export default function SendMeOrderPage() {
  return <OrderListPage view={OrderView.sendMe} title="抄送我的" />;
}
