import { Link } from 'wouter';
import { skipToken } from '@reduxjs/toolkit/query';
import { ORDER_SOURCE_NAMES, OrderSource } from '@domain/orders/order.constants';
import type { OrderDetail } from '@domain/orders/orders.types';
import { repairNo } from '@domain/repair/repair.constants';
import { useGetContractQuery } from '@/features/contracts/contracts.api';
import { useGetCyclePlanQuery } from '@/features/cycle-plans/cycle-plans.api';
import { useGetEventQuery } from '@/features/events/events.api';
import { useGetMaintenanceTaskQuery } from '@/features/maintenance/maintenance.api';
import { useGetCustomerProductQuery } from '@/features/products/products.api';
import { paths } from '@/app/paths';

/** The origin's id when the order came from that kind of record. */
const originId = (order: OrderDetail, source: number, key: string) => (order.source === source ? (order.origin[key] ?? skipToken) : skipToken);

/**
 * 来源 on the order detail: what the order was made from, by that record's number, linked to it.
 * Each record is read through its own area as the user may see it; one the user may not open (or
 * deleted since) shows the source name only. Call records have no screen yet: their number is shown
 * without a link. An inspection round links by its number (its screen answers whether the user may open it).
 */
export function OrderSourceLink({ order }: { order: OrderDetail }) {
  const name = ORDER_SOURCE_NAMES[order.source];
  const event = useGetEventQuery(originId(order, OrderSource.event, 'eventId'));
  const contract = useGetContractQuery(originId(order, OrderSource.saleContract, 'belongSaleContractId'));
  const product = useGetCustomerProductQuery(originId(order, OrderSource.customerProduct, 'customerProductId'));
  const plan = useGetCyclePlanQuery(originId(order, OrderSource.cyclePlan, 'cyclePlanId'));
  const task = useGetMaintenanceTaskQuery(originId(order, OrderSource.maintenanceTask, 'maintenanceTaskId'));
  const linked = (href: string, number: string) => (
    <Link href={href}>
      {name} {number}
    </Link>
  );

  if (event.data) return linked(paths.events.detail(event.data.id), event.data.code);
  if (contract.data) return linked(paths.contracts.detail(contract.data.id), contract.data.contractNo);
  if (product.data) {
    const p = product.data.customerPro;
    return linked(paths.products.customerProductDetail(p), p.serialNumber ? `${p.name}（${p.serialNumber}）` : p.name);
  }
  if (plan.data) return linked(paths.cyclePlans.detail(plan.data.id), plan.data.name);
  if (task.data) return linked(paths.maintenance.task(task.data.id), `${task.data.plan.name} ${task.data.dueDate}`);
  if (order.source === OrderSource.repair && order.origin.repairOrderId) return linked(paths.repair.detail(order.origin.repairOrderId), repairNo(order.origin.repairOrderId));
  if (order.source === OrderSource.inspectionTask && order.origin.inspectionTaskId) return linked(paths.inspection.task(order.origin.inspectionTaskId), String(order.origin.inspectionTaskId));
  if (order.source === OrderSource.customer) return <Link href={paths.customers.detail(order.customerId)}>{name}</Link>;
  const unlinked = order.source === OrderSource.callRecord ? order.origin.belongCallRecordId : undefined;
  return <>{unlinked ? `${name} ${unlinked}` : name}</>;
}
