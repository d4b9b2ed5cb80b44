import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ORDER_STATES, OrderSort } from '@domain/orders/order.constants';
import type { OrderFilter, OrderListQuery } from '@domain/orders/orders.schemas';
import type { OrderRow, OrderTabCounts, UserRefView } from '@domain/orders/orders.types';
import type { Executor } from '../../db/database';
import { orderCollections, orderEvaluations, orderFeeItems, orderLogs, orderReceipts, orders as o, orderTypes, users } from '../../db/schema';
import { iso, isOverdue, machineOrder, type OrderRecord } from './order-record';
import { whereOf, type Viewer } from './order-filter';

const owner = alias(users, 'owner');
const creator = alias(users, 'creator');

/** The columns of a list row: the order's own, the names of its people and its type. */
const rowColumns = {
  order: o,
  ownerName: owner.name,
  creatorName: creator.name,
  templateName: orderTypes.name,
  collaborators: sql<UserRefView[] | null>`(select json_agg(json_build_object('id', cu.id, 'name', cu.name)) from ${users} cu where cu.id = any(${o.collaboratorIds}) and cu.enterprise_id = ${o.enterpriseId})`,
};

type RowRecord = { order: OrderRecord; ownerName: string | null; creatorName: string | null; templateName: string | null; collaborators: UserRefView[] | null };

/** The list query itself (exported so the benchmark sends the very same SQL straight to the database). */
export function listQuery(tx: Executor, viewer: Viewer, q: OrderListQuery, extra?: SQL) {
  return tx
    .select(rowColumns)
    .from(o)
    .leftJoin(owner, eq(owner.id, o.ownerId))
    .leftJoin(creator, eq(creator.id, o.creatorId))
    .leftJoin(orderTypes, eq(orderTypes.id, o.templateId))
    .where(and(whereOf(viewer, q), extra))
    .orderBy(q.sort === OrderSort.oldest ? asc(o.id) : desc(o.id))
    .limit(q.pageSize)
    .offset(q.pageIndex * q.pageSize);
}

export async function listOrders(tx: Executor, viewer: Viewer, q: OrderListQuery): Promise<OrderRow[]> {
  const rows = (await listQuery(tx, viewer, q)) as RowRecord[];
  return rows.map(toRow);
}

export function countQuery(tx: Executor, viewer: Viewer, f: OrderFilter) {
  return tx.select({ n: count() }).from(o).where(whereOf(viewer, f));
}

export async function countOrders(tx: Executor, viewer: Viewer, f: OrderFilter): Promise<number> {
  const [row] = await countQuery(tx, viewer, f);
  return Number(row.n);
}

export function tabQuery(tx: Executor, viewer: Viewer, f: OrderFilter) {
  return tx
    .select({ state: o.state, n: count() })
    .from(o)
    .where(whereOf(viewer, f, { withStates: false }))
    .groupBy(o.state);
}

/** Counts per state under the filters (the state filter itself left out): the state tabs. */
export async function tabCounts(tx: Executor, viewer: Viewer, f: OrderFilter): Promise<OrderTabCounts> {
  const rows = await tabQuery(tx, viewer, f);
  const counts = Object.fromEntries([['all', 0], ...ORDER_STATES.map((s) => [String(s), 0])]) as OrderTabCounts;
  for (const r of rows) {
    counts[String(r.state) as `${0}`] = Number(r.n);
    counts.all += Number(r.n);
  }
  return counts;
}

export function toRow(r: RowRecord): OrderRow {
  const x = r.order;
  return {
    ...machineOrder(x),
    id: x.id,
    orderNo: x.orderNo,
    title: x.title,
    templateId: x.templateId,
    templateName: r.templateName ?? '',
    priority: x.priority as OrderRow['priority'],
    customerId: x.customerId,
    customerName: x.customName,
    contactName: x.customLinkPerson,
    contactPhone: x.customPhone,
    address: x.customAddress,
    owner: x.ownerId ? { id: x.ownerId, name: r.ownerName ?? '' } : null,
    collaborators: r.collaborators ?? [],
    creator: x.creatorId ? { id: x.creatorId, name: r.creatorName ?? '' } : null,
    serviceGroupId: x.serviceGroupId,
    overdue: isOverdue(x),
    examineResult: x.examineResult as OrderRow['examineResult'],
    createTime: iso(x.createdAt)!,
    finishTime: iso(x.completedAt),
    version: x.version,
  };
}

/** One order with its names (and the stored row), or undefined: another enterprise's order is simply not found. */
export async function findRowRecord(tx: Executor, enterpriseId: number, id: number): Promise<{ row: OrderRow; record: OrderRecord } | undefined> {
  const [found] = (await tx
    .select(rowColumns)
    .from(o)
    .leftJoin(owner, eq(owner.id, o.ownerId))
    .leftJoin(creator, eq(creator.id, o.creatorId))
    .leftJoin(orderTypes, eq(orderTypes.id, o.templateId))
    .where(and(eq(o.enterpriseId, enterpriseId), eq(o.id, id)))) as RowRecord[];
  return found ? { row: toRow(found), record: found.order } : undefined;
}

/** The stored order, locked for this transaction: a second operation on it waits, then sees the first one's result. */
export async function lockOrder(tx: Executor, enterpriseId: number, id: number): Promise<OrderRecord | undefined> {
  const [row] = await tx.select().from(o).where(and(eq(o.enterpriseId, enterpriseId), eq(o.id, id))).for('update');
  return row;
}

export async function findRecord(tx: Executor, enterpriseId: number, id: number): Promise<OrderRecord | undefined> {
  const [row] = await tx.select().from(o).where(and(eq(o.enterpriseId, enterpriseId), eq(o.id, id)));
  return row;
}

export const logsOf = (tx: Executor, enterpriseId: number, orderId: number) =>
  tx
    .select({ log: orderLogs, userName: users.name })
    .from(orderLogs)
    .leftJoin(users, eq(users.id, orderLogs.userId))
    .where(and(eq(orderLogs.enterpriseId, enterpriseId), eq(orderLogs.orderId, orderId)))
    .orderBy(asc(orderLogs.id));

export const feeItemsOf = (tx: Executor, enterpriseId: number, orderId: number) =>
  tx.select().from(orderFeeItems).where(and(eq(orderFeeItems.enterpriseId, enterpriseId), eq(orderFeeItems.orderId, orderId))).orderBy(asc(orderFeeItems.id));

export const collectionOf = (tx: Executor, enterpriseId: number, orderId: number) =>
  tx
    .select({ row: orderCollections, userName: users.name })
    .from(orderCollections)
    .leftJoin(users, eq(users.id, orderCollections.userId))
    .where(and(eq(orderCollections.enterpriseId, enterpriseId), eq(orderCollections.orderId, orderId)))
    .orderBy(desc(orderCollections.id))
    .limit(1);

export const receiptOf = (tx: Executor, enterpriseId: number, orderId: number) =>
  tx
    .select({ row: orderReceipts, userName: users.name })
    .from(orderReceipts)
    .leftJoin(users, eq(users.id, orderReceipts.userId))
    .where(and(eq(orderReceipts.enterpriseId, enterpriseId), eq(orderReceipts.orderId, orderId)))
    .orderBy(desc(orderReceipts.id))
    .limit(1);

export const evaluationOf = (tx: Executor, enterpriseId: number, orderId: number) =>
  tx
    .select({ row: orderEvaluations, userName: users.name })
    .from(orderEvaluations)
    .leftJoin(users, eq(users.id, orderEvaluations.userId))
    .where(and(eq(orderEvaluations.enterpriseId, enterpriseId), eq(orderEvaluations.orderId, orderId)))
    .orderBy(desc(orderEvaluations.id))
    .limit(1);

export async function userNamesOf(tx: Executor, enterpriseId: number, ids: number[]): Promise<UserRefView[]> {
  if (ids.length === 0) return [];
  return tx.select({ id: users.id, name: users.name }).from(users).where(and(eq(users.enterpriseId, enterpriseId), inArray(users.id, ids)));
}
