import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ORDER_STATES, OrderSort, OrderView } from '@domain/orders/order.constants';
import type { OrderFilter, OrderListQuery } from '@domain/orders/orders.schemas';
import type { OrderRow, OrderTabCounts, UserRefView } from '@domain/orders/orders.types';
import type { Executor } from '../../db/database';
import { orders as o, orderStateDeltas, orderTypes, users } from '../../db/schema';
import { iso, isOverdue, MACHINE_FIELDS, machineOrder, type OrderRecord } from './order-record';
import { narrowing, whereOf, type Viewer } from './order-filter';

/**
 * An order column qualified with the table, for sub-selects: drizzle leaves columns of a single-table select
 * unqualified, which inside a sub-select would name the inner table's column of the same name.
 */
export const outer = (column: AnyPgColumn) => sql.raw(`"orders"."${column.name}"`);

/** The name of the user in `column` (scalar sub-selects rather than joins, so any select of orders can add these columns). */
const nameOf = (column: AnyPgColumn) => sql<string | null>`(select u.name from ${users} u where u.id = ${outer(column)})`;

/** The order columns a list row is made of: not the form values, images or every time node, so a page stays light to read and map. */
const ROW_FIELDS = [
  ...MACHINE_FIELDS,
  'id', 'orderNo', 'title', 'templateId', 'priority', 'customerId', 'customName', 'customLinkPerson', 'customPhone', 'customAddress',
  'serviceGroupId', 'dueAt', 'dueDoneAt', 'examineResult', 'createdAt', 'completedAt', 'version',
] as const satisfies (keyof OrderRecord)[];
type RowField = (typeof ROW_FIELDS)[number];
const rowOrderColumns = Object.fromEntries(ROW_FIELDS.map((k) => [k, o[k]])) as { [K in RowField]: (typeof o)[K] };

/** The names of a list row's people and type, beside any order columns. */
const nameColumns = {
  ownerName: nameOf(o.ownerId),
  creatorName: nameOf(o.creatorId),
  templateName: sql<string | null>`(select t.name from ${orderTypes} t where t.id = ${outer(o.templateId)})`,
  collaborators: sql<UserRefView[] | null>`(select json_agg(json_build_object('id', cu.id, 'name', cu.name)) from ${users} cu where cu.id = any(${outer(o.collaboratorIds)}) and cu.enterprise_id = ${outer(o.enterpriseId)})`,
};

/** The columns of a list row: its order columns, the names of its people and its type. */
const rowColumns = { order: rowOrderColumns, ...nameColumns };
/** A list row's columns with the whole stored order (the detail page). */
export const recordColumns = { order: o, ...nameColumns };

type RowRecord = { order: Pick<OrderRecord, RowField>; ownerName: string | null; creatorName: string | null; templateName: string | null; collaborators: UserRefView[] | null };

/** The list query itself (exported so the benchmark sends the very same SQL straight to the database). */
export function listQuery(tx: Executor, viewer: Viewer, q: OrderListQuery, extra?: SQL) {
  return tx
    .select(rowColumns)
    .from(o)
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

/** The live orders per state from the trigger-kept counters (migration 0022): what tabQuery counts when nothing narrows it. */
export function stateCounterQuery(tx: Executor, enterpriseId: number) {
  return tx
    .select({ state: orderStateDeltas.state, n: sql<number>`sum(${orderStateDeltas.delta})`.mapWith(Number) })
    .from(orderStateDeltas)
    .where(eq(orderStateDeltas.enterpriseId, enterpriseId))
    .groupBy(orderStateDeltas.state);
}

/** Counts per state under the filters (the state filter itself left out): the state tabs. */
export async function tabCounts(tx: Executor, viewer: Viewer, f: OrderFilter): Promise<OrderTabCounts> {
  const unnarrowed = f.view !== OrderView.recycle && narrowing(viewer, f, { withStates: false }) === undefined;
  const rows = await (unnarrowed ? stateCounterQuery(tx, viewer.enterpriseId) : tabQuery(tx, viewer, f));
  const counts = Object.fromEntries([['all', 0], ...ORDER_STATES.map((s) => [String(s), 0])]) as OrderTabCounts;
  for (const r of rows) {
    counts[String(r.state) as `${0}`] = Number(r.n);
    counts.all += Number(r.n);
  }
  return counts;
}

/** Folds each enterprise's state counter rows into one per state (the order upkeep tick; safe beside concurrent writers). */
export async function foldStateCounters(db: Executor): Promise<void> {
  await db.execute(sql`
    with folded as (delete from ${orderStateDeltas} returning enterprise_id, state, delta)
    insert into ${orderStateDeltas} (enterprise_id, state, delta)
    select enterprise_id, state, sum(delta) from folded group by enterprise_id, state having sum(delta) <> 0`);
}

export function toRow(r: RowRecord): OrderRow {
  const x = r.order;
  // The machine's fields are assigned, not spread in first: V8 builds a literal that starts with a
  // spread of this size slowly (about 50 µs a row, measured), a page of 20 rows costing a millisecond.
  const row = {
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
  return Object.assign(row, machineOrder(x));
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
