import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { OrderErrors } from '@domain/orders/errors';
import { OrderOp, OrderState } from '@domain/orders/order.constants';
import type { Executor, Tx } from '../../db/database';
import { orders } from '../../db/schema/orders';
import { notFound } from '../../lib/app-error';
import { visibleOrders, type Viewer } from './order-filter';
import { writeLog } from './order-operation';
import { newestFirst } from '../../db/order-by';

/** What the call-centre area reads and writes of orders: the order a seat dials from, and the orders of a caller or a call. */
export const orderCalls = {
  /** The order the viewer sees (404 otherwise), with its number. */
  async visibleOrder(tx: Executor, viewer: Viewer, id: number): Promise<{ id: number; orderNo: string; customerId: number }> {
    const [row] = await tx
      .select({ id: orders.id, orderNo: orders.orderNo, customerId: orders.customerId })
      .from(orders)
      .where(and(eq(orders.enterpriseId, viewer.enterpriseId), eq(orders.id, id), isNull(orders.deletedAt), visibleOrders(viewer)));
    if (!row) throw notFound(OrderErrors.notFound);
    return row;
  },
  /** The order log line "call" (spec part 1's order log kinds): who dialled which number from the order. */
  logCall(tx: Tx, entry: { enterpriseId: number; orderId: number; userId: number; phone: string }): Promise<void> {
    return writeLog(tx, { enterpriseId: entry.enterpriseId, orderId: entry.orderId, userId: entry.userId, op: OrderOp.call, remark: `拨打电话 ${entry.phone}`, after: { phone: entry.phone } });
  },
  /** A customer's open orders (not completed, cancelled or deleted), newest first. */
  openOfCustomer(tx: Executor, enterpriseId: number, customerId: number, limit = 20) {
    return tx
      .select({ id: orders.id, orderNo: orders.orderNo, title: orders.title, state: orders.state })
      .from(orders)
      .where(and(eq(orders.enterpriseId, enterpriseId), eq(orders.customerId, customerId), isNull(orders.deletedAt), sql`${orders.state} not in (${OrderState.completed}, ${OrderState.cancelled})`))
      .orderBy(newestFirst(orders.id))
      .limit(limit);
  },
  /** The orders made from call records (their origin's belongCallRecordId). */
  async ofCallRecords(tx: Executor, enterpriseId: number, callRecordIds: number[]) {
    if (callRecordIds.length === 0) return [];
    return tx
      .select({ id: orders.id, orderNo: orders.orderNo, title: orders.title, callRecordId: sql<number>`(${orders.origin}->>'belongCallRecordId')::bigint` })
      .from(orders)
      .where(and(eq(orders.enterpriseId, enterpriseId), isNull(orders.deletedAt), inArray(sql`(${orders.origin}->>'belongCallRecordId')::bigint`, callRecordIds)));
  },
};
