import { and, asc, count, desc, eq, inArray, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ORDER_STATES, OrderSort, OrderView } from '@domain/orders/order.constants';
import type { OrderFilter, OrderListQuery } from '@domain/orders/orders.schemas';
import type { OrderRow, OrderTabCounts, UserRefView } from '@domain/orders/orders.types';
import type { Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { OrderErrors } from '@domain/orders/errors';
import { orderCheckIns, orders as o, orderStateDeltas } from '../../db/schema/orders';
import { users } from '../../db/schema/tenancy';
import { iso, MACHINE_FIELDS, machineOrder, type OrderRecord, type Timed } from './order-record';
import { RenderedStatements } from '../../db/rendered-statements';
import { orderTypeNameSql } from '../templates/templates.public';
import { narrowing, overdueSql, visibleOrders, whereOf, type Viewer } from './order-filter';

/**
 * An order column qualified with the table, for sub-selects: drizzle leaves columns of a single-table select
 * unqualified, which inside a sub-select would name the inner table's column of the same name.
 */
export const outer = (column: AnyPgColumn) => sql.raw(qualified(column));
const qualified = (column: AnyPgColumn) => `"${getTableName(o)}"."${column.name}"`;

/**
 * The order columns a list row is made of: not the images or every time node, so a page stays light to
 * read and map; the form values are in, as the lists offer the order type's fields as columns.
 */
const ROW_FIELDS = [
  ...MACHINE_FIELDS,
  'id', 'orderNo', 'title', 'templateId', 'priority', 'customerId', 'customName', 'customLinkPerson', 'customPhone', 'customAddress',
  'serviceGroupId', 'dueAt', 'dueDoneAt', 'examineResult', 'createdAt', 'completedAt', 'version', 'values',
] as const satisfies (keyof OrderRecord)[];
type RowField = (typeof ROW_FIELDS)[number];

const column = (field: keyof OrderRecord) => qualified(o[field]);
/**
 * A column as a row's JSON carries it: money as text (as drizzle gives it) and times as `iso` writes them (UTC,
 * milliseconds, as PostgreSQL's to_char truncates them like Date does), so a page's rows need no date parsing.
 */
const jsonValue = (field: keyof OrderRecord) => {
  const { columnType } = o[field];
  if (columnType === 'PgNumeric') return `${column(field)}::text`;
  if (columnType === 'PgTimestamp') return `to_char(${column(field)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return column(field);
};
const usersTable = `"${getTableName(users)}"`;

/** The names of a row's people and type, its collaborators, and whether it is overdue, as SQL beside the order's columns. */
const NAME_SQL = {
  ownerName: `(select u.name from ${usersTable} u where u.id = ${column('ownerId')})`,
  creatorName: `(select u.name from ${usersTable} u where u.id = ${column('creatorId')})`,
  templateName: orderTypeNameSql(column('templateId')),
  collaborators: `(select json_agg(json_build_object('id', cu.id, 'name', cu.name)) from ${usersTable} cu where cu.id = any(${column('collaboratorIds')}) and cu.enterprise_id = ${column('enterpriseId')})`,
  // The lists' 是否超时 filter's own condition, so a row shows what the filter finds.
  overdue: new PgDialect().sqlToQuery(overdueSql).sql,
};
type Names = { ownerName: string | null; creatorName: string | null; templateName: string | null; collaborators: UserRefView[] | null; overdue: boolean };

/** JSON of key/SQL pairs; json_build_object takes at most 100 arguments, so larger objects are joined as jsonb. */
function jsonObject(pairs: [string, string][]): string {
  const args = (part: [string, string][]) => part.map(([key, value]) => `'${key}', ${value}`).join(', ');
  if (pairs.length <= 50) return `json_build_object(${args(pairs)})`;
  const parts = Array.from({ length: Math.ceil(pairs.length / 50) }, (_, i) => `jsonb_build_object(${args(pairs.slice(i * 50, i * 50 + 50))})`);
  return `(${parts.join(' || ')})`;
}

/**
 * A list row as one JSON column, its SQL written once: drizzle renders a select of many columns slowly
 * (about 10 µs a column per request, measured), while one raw column costs nothing to render and
 * JSON.parse reads it faster than the driver parses forty typed columns. Times arrive as text.
 */
const ROW_JSON = sql.raw(jsonObject([['order', jsonObject(ROW_FIELDS.map((f) => [f, jsonValue(f)]))], ...Object.entries(NAME_SQL)])) as SQL<RowRecord>;

/** Every stored column of the order, for the detail page. */
const RECORD_JSON = sql.raw(jsonObject((Object.keys(getTableColumns(o)) as (keyof OrderRecord)[]).map((f) => [f, jsonValue(f)]))) as SQL<Timed<OrderRecord>>;

/** A list row's columns with the whole stored order (the detail page), pre-rendered like the list's. */
export const recordColumns = {
  order: RECORD_JSON,
  ...(Object.fromEntries(Object.entries(NAME_SQL).map(([k, v]) => [k, sql.raw(v)])) as { [K in keyof Names]: SQL<Names[K]> }),
};

export type RowRecord = { order: Timed<Pick<OrderRecord, RowField>> } & Names;

/** The list query itself (exported so the benchmark sends the very same SQL straight to the database). */
export function listQuery(tx: Executor, viewer: Viewer, q: OrderListQuery, extra?: SQL) {
  return tx
    .select({ row: ROW_JSON.as('row') })
    .from(o)
    .where(and(whereOf(viewer, q), extra))
    .orderBy(q.sort === OrderSort.oldest ? asc(o.id) : desc(o.id))
    .limit(q.pageSize)
    .offset(q.pageIndex * q.pageSize);
}

/** The list and count statements of the lists by viewer and filter (see RenderedStatements). */
const statements = new RenderedStatements();
const keyOf = (kind: string, viewer: Viewer, f: OrderFilter) => `${kind} ${viewer.enterpriseId} ${viewer.userId} ${viewer.role} ${JSON.stringify(f)}`;

export async function listOrders(tx: Executor, viewer: Viewer, q: OrderListQuery): Promise<OrderRow[]> {
  const rows = await statements.run<{ row: RowRecord }>(tx, keyOf('list', viewer, q), () => listQuery(tx, viewer, q));
  return rows.map((r) => toRow(r.row));
}

export function countQuery(tx: Executor, viewer: Viewer, f: OrderFilter) {
  return tx.select({ n: count().as('n') }).from(o).where(whereOf(viewer, f));
}

export async function countOrders(tx: Executor, viewer: Viewer, f: OrderFilter): Promise<number> {
  // The key is the filter alone: every page of a list (the same filter) shares one count statement.
  const { pageIndex: _page, pageSize: _size, sort: _sort, ...filter } = f as OrderFilter & Partial<Pick<OrderListQuery, 'pageIndex' | 'pageSize' | 'sort'>>;
  const [{ n }] = await statements.run<{ n: number | string }>(tx, keyOf('count', viewer, filter), () => countQuery(tx, viewer, filter));
  return Number(n);
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

/**
 * Folds each enterprise's state counter rows into one per state (the order upkeep tick; safe beside
 * concurrent writers). Only states with new deltas are rewritten, so a quiet minute writes nothing.
 */
export async function foldStateCounters(db: Executor): Promise<void> {
  await db.execute(sql`
    with folded as (
      delete from ${orderStateDeltas}
      where (enterprise_id, state) in (select enterprise_id, state from ${orderStateDeltas} group by enterprise_id, state having count(*) > 1)
      returning enterprise_id, state, delta)
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
    overdue: r.overdue,
    examineResult: x.examineResult as OrderRow['examineResult'],
    createTime: iso(x.createdAt)!,
    finishTime: iso(x.completedAt),
    version: x.version,
    fields: x.values as Record<string, unknown>,
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

/** 404 unless the viewer may see every one of the orders (order-filter's `visibleOrders`); no look-up for roles that see all. */
export async function checkOrdersVisible(tx: Executor, viewer: Viewer, ids: number[]): Promise<void> {
  const visible = visibleOrders(viewer);
  if (!visible || ids.length === 0) return;
  const unique = [...new Set(ids)];
  const [row] = await tx.select({ n: count() }).from(o).where(and(eq(o.enterpriseId, viewer.enterpriseId), inArray(o.id, unique), visible));
  if (row.n !== unique.length) throw notFound(OrderErrors.notFound);
}

/** Keeps a 签到's position (the log keeps its words). */
export async function recordCheckIn(tx: Executor, row: typeof orderCheckIns.$inferInsert): Promise<void> {
  await tx.insert(orderCheckIns).values(row);
}
