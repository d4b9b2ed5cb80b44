import { and, count, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATE_NAMES, OrderState, type OrderStateCode } from '@domain/orders/order.constants';
import type { Executor } from '../../db/database';
import { orders } from '../../db/schema/orders';

/**
 * What other modules may read of orders (they never query the orders table themselves). Kept apart
 * from the order services so that modules the order create path calls can import it without a cycle.
 */

/** An order's number and progress, for the record it was made from; null once deleted or unknown. */
export async function orderProgress(tx: Executor, enterpriseId: number, orderId: number) {
  const [row] = await tx
    .select({ id: orders.id, code: orders.orderNo, state: orders.state })
    .from(orders)
    .where(and(eq(orders.enterpriseId, enterpriseId), eq(orders.id, orderId), isNull(orders.deletedAt)));
  return row ? { id: row.id, code: row.code, stateName: ORDER_STATE_NAMES[row.state as OrderStateCode] ?? '' } : null;
}

/** Order numbers (GD…) by id, for records that keep an order's id and show its number; unknown ids are left out. */
export async function orderNumbers(tx: Executor, enterpriseId: number, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await tx.select({ id: orders.id, code: orders.orderNo }).from(orders).where(and(eq(orders.enterpriseId, enterpriseId), inArray(orders.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.code]));
}

/** Open orders (neither completed, cancelled, invalid nor deleted) of the enterprise matching `which`. */
const openOrdersOf = (enterpriseId: number, which: SQL) =>
  and(
    eq(orders.enterpriseId, enterpriseId),
    which,
    isNull(orders.deletedAt),
    eq(orders.invalid, false),
    notInArray(orders.state, [OrderState.completed, OrderState.cancelled]),
  );

/** Open orders per customer: neither completed, cancelled, invalid nor deleted. Customers without any are left out. */
export async function openOrderCounts(tx: Executor, enterpriseId: number, customerIds: number[]): Promise<Map<number, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await tx
    .select({ customerId: orders.customerId, n: count() })
    .from(orders)
    .where(openOrdersOf(enterpriseId, inArray(orders.customerId, customerIds)))
    .groupBy(orders.customerId);
  return new Map(rows.map((r) => [Number(r.customerId), r.n]));
}

/**
 * An order as spare-part consumption needs it (who serves it, its state, its 备件金额), locked until the caller's
 * transaction ends so its fees change in turn; null once deleted or unknown.
 */
export async function lockOrderForParts(tx: Executor, enterpriseId: number, orderId: number) {
  const [row] = await tx
    .select({ id: orders.id, code: orders.orderNo, state: orders.state, ownerId: orders.ownerId, collaboratorIds: orders.collaboratorIds, invalid: orders.invalid, spareAmount: orders.spareAmount })
    .from(orders)
    .where(and(eq(orders.enterpriseId, enterpriseId), eq(orders.id, orderId), isNull(orders.deletedAt)))
    .for('update');
  return row ?? null;
}

/**
 * Adds (or with a negative amount takes back) parts used on an order to its 备件金额; the order's version grows, so a fees form opened before is refused,
 * and it counts as written (updated_at), so the roll-ups that re-read written orders (reports', finance's live shares) take the new fees in.
 */
export async function addSpareAmount(tx: Executor, enterpriseId: number, orderId: number, yuan: string) {
  await tx
    .update(orders)
    .set({ spareAmount: sql`greatest(coalesce(${orders.spareAmount}, 0) + ${yuan}::numeric, 0)`, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(and(eq(orders.enterpriseId, enterpriseId), eq(orders.id, orderId)));
}

/** An order's number, state and owner (the person a DING about it goes to); null once deleted or unknown. */
export async function orderOwner(tx: Executor, enterpriseId: number, orderId: number) {
  const [row] = await tx
    .select({ id: orders.id, code: orders.orderNo, ownerId: orders.ownerId })
    .from(orders)
    .where(and(eq(orders.enterpriseId, enterpriseId), eq(orders.id, orderId), isNull(orders.deletedAt)));
  return row ? { id: row.id, code: row.code, ownerId: row.ownerId } : null;
}

/** A customer's open orders (neither completed, cancelled, invalid nor deleted), newest first: the group panel lists them. */
export function openOrdersOfCustomer(tx: Executor, enterpriseId: number, customerId: number, limit: number) {
  return newestOpenOrders(tx, enterpriseId, eq(orders.customerId, customerId), limit);
}

/** A team's (service group's) open orders, newest first: the group panel of a team's chat lists them. */
export function openOrdersOfTeam(tx: Executor, enterpriseId: number, teamId: number, limit: number) {
  return newestOpenOrders(tx, enterpriseId, eq(orders.serviceGroupId, teamId), limit);
}

async function newestOpenOrders(tx: Executor, enterpriseId: number, which: SQL, limit: number) {
  const rows = await tx
    .select({ id: orders.id, code: orders.orderNo, state: orders.state, ownerId: orders.ownerId, createdAt: orders.createdAt })
    .from(orders)
    .where(openOrdersOf(enterpriseId, which))
    .orderBy(sql`${orders.id} desc`)
    .limit(limit);
  return rows.map((r) => ({ ...r, stateName: ORDER_STATE_NAMES[r.state as OrderStateCode] ?? '' }));
}
