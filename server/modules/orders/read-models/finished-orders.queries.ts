import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { OrderState } from '@domain/orders/order.constants';
import type { Executor } from '../../../db/database';
import { orders } from '../../../db/schema/orders';

/** A completed order as the return-visit plans read it (they never query the orders table themselves). */
export interface FinishedOrder {
  id: number;
  orderNo: string;
  title: string;
  finishedAt: Date;
  customerId: number;
  customerName: string;
  contactName: string;
  contactPhone: string;
  ownerId: number | null;
}

/**
 * Completed, live orders whose service was done after `after` and by `until`, oldest first, of the
 * given types (none: every type).
 */
export async function finishedOrdersBetween(tx: Executor, enterpriseId: number, after: Date, until: Date, templateIds: number[], limit: number): Promise<FinishedOrder[]> {
  const rows = await tx
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      title: orders.title,
      finishedAt: orders.serviceDoneAt,
      customerId: orders.customerId,
      customerName: orders.customName,
      contactName: orders.customLinkPerson,
      contactPhone: orders.customPhone,
      ownerId: orders.ownerId,
    })
    .from(orders)
    .where(
      and(
        eq(orders.enterpriseId, enterpriseId),
        eq(orders.state, OrderState.completed),
        isNull(orders.deletedAt),
        gt(orders.serviceDoneAt, after),
        lte(orders.serviceDoneAt, until),
        templateIds.length > 0 ? inArray(orders.templateId, templateIds) : undefined,
      ),
    )
    .orderBy(asc(orders.serviceDoneAt), asc(orders.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, orderNo: r.orderNo ?? '', finishedAt: r.finishedAt!, contactName: r.contactName ?? '', contactPhone: r.contactPhone ?? '' }));
}
