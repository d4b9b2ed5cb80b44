import { OrderState } from '@domain/orders/order.constants';
import type { OrderDetail } from '@domain/orders/orders.types';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { OrderOldParts } from '@/features/spare-parts/components/order-old-parts';
import { OrderSpareParts } from '@/features/spare-parts/components/order-spare-parts';

/** Where orders meet spare parts: the order detail's 备件 tab; its owner or collaborators use parts while it waits for or is in service. */
export function OrderSparePartsTab({ order }: { order: OrderDetail }) {
  const { data: user } = useGetSessionUserQuery();
  const serving = user !== undefined && (order.owner?.id === user.id || order.collaborators.some((c) => c.id === user.id));
  const open = order.state === OrderState.pendingService || order.state === OrderState.inService;
  return (
    <>
      <OrderSpareParts orderId={order.id} canUse={serving && open} />
      <OrderOldParts orderId={order.id} canWrite={serving} />
    </>
  );
}
