import { and, count, eq, inArray, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ORDER_STATES, OrderSort, OrderView } from '@domain/orders/order.constants';
import type { OrderFilter, OrderListQuery } from '@domain/orders/orders.schemas';
import type { OrderRow, OrderTabCounts } from '@domain/orders/orders.types';
import type { Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { OrderErrors } from '@domain/orders/errors';
import { orderCheckIns, orders as o, orderStateDeltas } from '../../db/schema/orders';
import { users } from '../../db/schema/tenancy';
import type { OrderRecord, Timed } from './order-record';
import { RenderedStatements } from '../../db/rendered-statements';
import { orderTypeNameSql } from '../templates/templates.public';
import { narrowing, overdueSql, visibleOrders, whereOf, type Viewer } from './order-filter';
import { newestFirst, oldestFirst } from '../../db/order-by';

/**
 * An order column qualified with the table, for sub-selects: drizzle leaves columns of a single-table select
 * unqualified, which inside a sub-select would name the inner table's column of the same name.
 */
export const outer = (column: AnyPgColumn) => sql.raw(qualified(column));
const qualified = (column: AnyPgColumn) => `"${getTableName(o)}"."${column.name}"`;

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

/** `{id, name}` of the user in `field` (null when none), named by a sub-select. */
const userRef = (field: 'ownerId' | 'creatorId') =>
  `case when ${column(field)} is null then null else json_build_object('id', ${column(field)}, 'name', coalesce((select u.name from ${usersTable} u where u.id = ${column(field)}), '')) end`;

/**
 * A list row (OrderRow) as PostgreSQL writes it, key by key: the machine's view of the order (as `machineOrder`
 * reads a record), its people and type by name, its collaborators, and whether it is overdue. Written in SQL, a
 * page needs no mapping on the server: the list route sends the rows' JSON text as PostgreSQL wrote it
 * (`listOrderTexts`), parsing and serialising nothing; the other readers get the rows parsed by the driver.
 */
// Every key but the process steps, which list rows leave out (MachineOrder).
const ROW_SQL: Record<Exclude<keyof OrderRow, 'pendingSteps'>, string> = {
  id: column('id'),
  orderNo: column('orderNo'),
  title: column('title'),
  templateId: column('templateId'),
  templateName: `coalesce(${orderTypeNameSql(column('templateId'))}, '')`,
  priority: column('priority'),
  customerId: column('customerId'),
  customerName: column('customName'),
  contactName: column('customLinkPerson'),
  contactPhone: column('customPhone'),
  address: column('customAddress'),
  owner: userRef('ownerId'),
  collaborators: `coalesce((select json_agg(json_build_object('id', cu.id, 'name', cu.name)) from ${usersTable} cu where cu.id = any(${column('collaboratorIds')}) and cu.enterprise_id = ${column('enterpriseId')}), '[]')`,
  creator: userRef('creatorId'),
  serviceGroupId: column('serviceGroupId'),
  // The lists' 是否超时 filter's own condition, so a row shows what the filter finds.
  overdue: new PgDialect().sqlToQuery(overdueSql).sql,
  examineResult: column('examineResult'),
  createTime: jsonValue('createdAt'),
  finishTime: jsonValue('completedAt'),
  version: column('version'),
  fields: column('values'),
  state: column('state'),
  invalid: column('invalid'),
  kind: column('kind'),
  approvals: column('approvals'),
  examineType: column('examineType'),
  abnormalKind: column('abnormalKind'),
  archived: column('archived'),
  deleted: `${column('deletedAt')} is not null`,
  inPool: column('inPool'),
  poolGroupId: column('poolGroupId'),
  ownerId: column('ownerId'),
  collaboratorIds: column('collaboratorIds'),
  creatorId: column('creatorId'),
  appointmentTime: jsonValue('appointmentTime'),
  receiptDone: column('receiptDone'),
  signed: `${column('signatureAt')} is not null`,
  paymentDone: column('paymentDone'),
  evaluated: column('evaluated'),
};

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
 * JSON.parse reads it faster than the driver parses forty typed columns.
 */
const ROW_JSON = sql.raw(jsonObject(Object.entries(ROW_SQL))) as SQL<OrderRow>;

/** Every stored column of the order, for the detail page. */
const RECORD_JSON = sql.raw(jsonObject((Object.keys(getTableColumns(o)) as (keyof OrderRecord)[]).map((f) => [f, jsonValue(f)]))) as SQL<Timed<OrderRecord>>;

/** The whole stored order (the detail page) beside its list row, pre-rendered like the list's. */
export const recordColumns = { order: RECORD_JSON, row: ROW_JSON };

/** The list query itself (exported so the benchmark sends the very same SQL straight to the database). */
export function listQuery(tx: Executor, viewer: Viewer, q: OrderListQuery, extra?: SQL) {
  return tx
    .select({ row: ROW_JSON.as('row') })
    .from(o)
    .where(and(whereOf(viewer, q), extra))
    .orderBy(q.sort === OrderSort.oldest ? oldestFirst(o.id) : newestFirst(o.id))
    .limit(q.pageSize)
    .offset(q.pageIndex * q.pageSize);
}

/** The list and count statements of the lists by viewer and filter (see RenderedStatements). */
const statements = new RenderedStatements();
const keyOf = (kind: string, viewer: Viewer, f: OrderFilter) => `${kind} ${viewer.enterpriseId} ${viewer.userId} ${viewer.role} ${JSON.stringify(f)}`;

export async function listOrders(tx: Executor, viewer: Viewer, q: OrderListQuery): Promise<OrderRow[]> {
  const rows = await statements.run<{ row: OrderRow }>(tx, keyOf('list', viewer, q), () => listQuery(tx, viewer, q));
  return rows.map((r) => r.row);
}

/** The page's rows as JSON text, as PostgreSQL wrote them (see ROW_SQL): what the list route sends. */
export async function listOrderTexts(tx: Executor, viewer: Viewer, q: OrderListQuery): Promise<string[]> {
  const rows = await statements.run<{ row: string | OrderRow }>(tx, keyOf('list', viewer, q), () => listQuery(tx, viewer, q), { jsonAsText: true });
  // PGlite's driver parses JSON whatever it is asked; the rows are written back then.
  return rows.map((r) => (typeof r.row === 'string' ? r.row : JSON.stringify(r.row)));
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
