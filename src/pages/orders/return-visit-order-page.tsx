import { Link } from 'wouter';
import { OrderView } from '@domain/orders/order.constants';
import { OrderListPage } from './order-list-page';
import { paths } from '@/app/paths';

/** /returnVisitOrder 待回访工单: completed orders not yet evaluated, each with its return-visit tasks. */
export default function ReturnVisitOrderPage() {
  return <OrderListPage view={OrderView.returnVisit} title="待回访工单" rowActions={(row) => <Link href={paths.returnVisits.tasksOfOrder(row.id)}>回访任务</Link>} />;
}
