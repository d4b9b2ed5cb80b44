import { OrderView } from '@domain/orders/order.constants';
import { BatchAcceptanceButtons } from '@/features/orders/components/batch-acceptance-buttons';
import { OrderListPage } from './order-list-page';

/** /acceptanceOrder: orders waiting for acceptance (受理通过、驳回 on the order, or on the chosen orders at once). */
export default function AcceptanceOrderPage() {
  return <OrderListPage view={OrderView.acceptance} title="受理工单" recycle toolbar={(context) => <BatchAcceptanceButtons context={context} />} />;
}
