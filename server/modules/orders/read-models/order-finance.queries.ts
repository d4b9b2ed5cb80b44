import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { OrderState } from '@domain/orders/order.constants';
import type { Executor } from '../../../db/database';
import { orderCollections, orderFeeItems, orders as o } from '../../../db/schema/orders';

/*
 * What the finance area reads of orders (it never touches the orders' tables): completed orders with
 * their fees and collections, for reconciliation and settlement.
 */

export interface CompletedOrderFilter {
  /** Completion time from (inclusive) and until (exclusive). */
  completedFrom?: Date;
  completedUntil?: Date;
  customerId?: number;
  customName?: string;
  /** Owner or collaborator. */
  userId?: number;
  orderTypeId?: number;
  /** Orders a person can have a commission share of: as owner, collaborator, or leader of the order's group. */
  shareHolder?: { userId: number; ledGroupIds: number[] };
}

/** A completed order with its fees and what its collection took in. */
export interface CompletedOrder {
  id: number;
  orderNo: string;
  title: string;
  templateId: number;
  customerId: number;
  customName: string;
  ownerId: number | null;
  collaboratorIds: number[];
  serviceGroupId: number | null;
  serviceItemId: number | null;
  completedAt: Date | null;
  serviceAmount: string;
  spareAmount: string;
  otherFee: string;
  discountAmount: string;
  itemsAmount: string;
  /** Fees due (service + spare + other + items − discount, never below 0), as yuan text. */
  feesTotal: string;
  /** Sum of the order's collections, as yuan text. */
  collected: string;
  paymentDone: boolean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function completedWhere(enterpriseId: number, f: CompletedOrderFilter, extra?: (orderId: SQLWrapper) => SQL | undefined): SQL | undefined {
  return and(
    eq(o.enterpriseId, enterpriseId),
    eq(o.state, OrderState.completed),
    isNull(o.deletedAt),
    f.completedFrom ? gte(o.completedAt, f.completedFrom) : undefined,
    f.completedUntil ? lt(o.completedAt, f.completedUntil) : undefined,
    f.customerId ? eq(o.customerId, f.customerId) : undefined,
    f.customName ? ilike(o.customName, `%${escapeLike(f.customName)}%`) : undefined,
    f.userId ? or(eq(o.ownerId, f.userId), sql`${f.userId}::bigint = any(${o.collaboratorIds})`) : undefined,
    f.orderTypeId ? eq(o.templateId, f.orderTypeId) : undefined,
    f.shareHolder
      ? or(
          eq(o.ownerId, f.shareHolder.userId),
          sql`${f.shareHolder.userId}::bigint = any(${o.collaboratorIds})`,
          f.shareHolder.ledGroupIds.length ? inArray(o.serviceGroupId, f.shareHolder.ledGroupIds) : undefined,
        )
      : undefined,
    extra?.(o.id),
  );
}

const feesTotalSql = sql<string>`greatest(0, ${o.serviceAmount} + ${o.spareAmount} + ${o.otherFee} + ${o.itemsAmount} - ${o.discountAmount})::text`;
const collectedSql = sql<string>`coalesce((select sum(c.amount) from ${orderCollections} c where c.enterprise_id = ${o.enterpriseId} and c.order_id = ${o.id}), 0)::text`;

/**
 * Completed live orders, newest completion first; `extra` adds the caller's own condition on the
 * order id (finance: its reconciliation state), so the page is one statement.
 */
export async function completedOrdersPage(
  tx: Executor,
  enterpriseId: number,
  filter: CompletedOrderFilter,
  page: { pageIndex: number; pageSize: number } | null,
  extra?: (orderId: SQLWrapper) => SQL | undefined,
): Promise<CompletedOrder[]> {
  const query = tx
    .select({
      id: o.id,
      orderNo: o.orderNo,
      title: o.title,
      templateId: o.templateId,
      customerId: o.customerId,
      customName: o.customName,
      ownerId: o.ownerId,
      collaboratorIds: o.collaboratorIds,
      serviceGroupId: o.serviceGroupId,
      serviceItemId: o.serviceItemId,
      completedAt: o.completedAt,
      serviceAmount: o.serviceAmount,
      spareAmount: o.spareAmount,
      otherFee: o.otherFee,
      discountAmount: o.discountAmount,
      itemsAmount: o.itemsAmount,
      feesTotal: feesTotalSql,
      collected: collectedSql,
      paymentDone: o.paymentDone,
    })
    .from(o)
    .where(completedWhere(enterpriseId, filter, extra))
    .orderBy(desc(o.completedAt), desc(o.id));
  const rows = page ? await query.limit(page.pageSize).offset(page.pageIndex * page.pageSize) : await query;
  return rows.map((r) => ({ ...r, collaboratorIds: r.collaboratorIds ?? [] }));
}

export async function countCompletedOrders(tx: Executor, enterpriseId: number, filter: CompletedOrderFilter, extra?: (orderId: SQLWrapper) => SQL | undefined): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(o).where(completedWhere(enterpriseId, filter, extra));
  return row.n;
}

/** The payment item lines (money item, amount = quantity × price as yuan text) of the given orders. */
export async function feeItemLines(tx: Executor, enterpriseId: number, orderIds: number[]): Promise<{ orderId: number; moneyItemId: number | null; amount: string }[]> {
  if (orderIds.length === 0) return [];
  return tx
    .select({ orderId: orderFeeItems.orderId, moneyItemId: orderFeeItems.moneyItemId, amount: sql<string>`(${orderFeeItems.quantity} * ${orderFeeItems.price})::numeric(14,2)::text` })
    .from(orderFeeItems)
    .where(and(eq(orderFeeItems.enterpriseId, enterpriseId), inArray(orderFeeItems.orderId, orderIds)));
}

/**
 * The completed live orders of the filter as a subquery, for a caller that sums them in one statement
 * (finance's settlement): columns id, order_no, template_id, owner_id, collaborator_ids,
 * service_group_id, service_item_id, completed_at and fees_fen (the fees total in whole fen).
 */
export function completedOrdersSource(enterpriseId: number, filter: CompletedOrderFilter, extra?: (orderId: SQLWrapper) => SQL | undefined): SQL {
  return sql`(select ${o.id} as id, ${o.orderNo} as order_no, ${o.templateId} as template_id, ${o.ownerId} as owner_id,
      ${o.collaboratorIds} as collaborator_ids, ${o.serviceGroupId} as service_group_id, ${o.serviceItemId} as service_item_id,
      ${o.completedAt} as completed_at,
      (greatest(0, ${o.serviceAmount} + ${o.spareAmount} + ${o.otherFee} + ${o.itemsAmount} - ${o.discountAmount}) * 100)::bigint as fees_fen
    from ${o} where ${completedWhere(enterpriseId, filter, extra)})`;
}

/**
 * The payment item lines of the orders `orderIds` selects, summed per order and money item (whole fen),
 * as a subquery (order_id, money_item_id, fen) for a caller's one statement; lines without a money item are left out.
 */
export function feeItemSumsSource(enterpriseId: number, orderIds: SQL): SQL {
  return sql`(select f.order_id, f.money_item_id, sum(f.quantity * f.price * 100)::bigint as fen from ${orderFeeItems} f
    where f.enterprise_id = ${enterpriseId} and f.money_item_id is not null and f.order_id in (${orderIds})
    group by f.order_id, f.money_item_id)`;
}

/** The ids of the enterprise's orders written after `since` (any state; every operation sets updated_at), as a subquery (id). */
export function ordersWrittenSinceSource(enterpriseId: number, since: Date): SQL {
  return sql`(select ${o.id} as id from ${o} where ${o.updatedAt} > ${since} and ${o.enterpriseId} = ${enterpriseId})`;
}
