import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { MarketCorpState, MarketOrderState, type MarketOrderStateValue } from '@domain/app-market/app-market.constants';
import type { Executor } from '../../db/database';
import { dingMessages, marketCallbackLog, marketCorps, marketOrders, marketSuiteTickets } from '../../db/schema/app-market';
import type { HostName } from '../hosts/hosts.public';
import type { Authorisation, PaidOrder } from './suites';

export async function saveSuiteTicket(tx: Executor, host: HostName, suiteId: string, ticket: string) {
  await tx
    .insert(marketSuiteTickets)
    .values({ host, suiteId, ticket })
    .onConflictDoUpdate({ target: [marketSuiteTickets.host, marketSuiteTickets.suiteId], set: { ticket, updatedAt: new Date() } });
}

export async function suiteTicket(tx: Executor, host: HostName, suiteId: string) {
  const [row] = await tx.select({ ticket: marketSuiteTickets.ticket }).from(marketSuiteTickets).where(and(eq(marketSuiteTickets.host, host), eq(marketSuiteTickets.suiteId, suiteId)));
  return row?.ticket;
}

export async function marketCorp(tx: Executor, host: HostName, corpId: string) {
  const [row] = await tx.select().from(marketCorps).where(and(eq(marketCorps.host, host), eq(marketCorps.corpId, corpId)));
  return row;
}

/** A corp (re)authorised the app: its permanent code and agent, installed again if it had left. */
export async function saveAuthorisation(tx: Executor, host: HostName, a: Authorisation) {
  const values = { corpName: a.corpName, permanentCode: a.permanentCode, agentId: a.agentId, state: MarketCorpState.installed, uninstalledAt: null, purgeAfter: null };
  await tx
    .insert(marketCorps)
    .values({ host, corpId: a.corpId, ...values })
    .onConflictDoUpdate({ target: [marketCorps.host, marketCorps.corpId], set: { ...values, installedAt: new Date() } });
}

export async function setCorpEnterprise(tx: Executor, host: HostName, corpId: string, enterpriseId: number) {
  await tx.update(marketCorps).set({ enterpriseId }).where(and(eq(marketCorps.host, host), eq(marketCorps.corpId, corpId)));
}

/** Marks an installed corp uninstalled; the corp row as it was, or undefined when it was not installed. */
export async function markUninstalled(tx: Executor, host: HostName, corpId: string, purgeAfter: Date) {
  const [row] = await tx
    .update(marketCorps)
    .set({ state: MarketCorpState.uninstalled, uninstalledAt: new Date(), purgeAfter })
    .where(and(eq(marketCorps.host, host), eq(marketCorps.corpId, corpId), eq(marketCorps.state, MarketCorpState.installed)))
    .returning();
  return row;
}

/** Uninstalled corps whose retention ran out by `now`. */
export function corpsDueForPurge(tx: Executor, now: Date) {
  return tx
    .select({ host: marketCorps.host, corpId: marketCorps.corpId, enterpriseId: marketCorps.enterpriseId })
    .from(marketCorps)
    .where(and(eq(marketCorps.state, MarketCorpState.uninstalled), lte(marketCorps.purgeAfter, now)));
}

/** The corp, locked, if it is still due (not reinstalled, not purged by another node meanwhile). */
export async function lockCorpDueForPurge(tx: Executor, host: HostName, corpId: string, now: Date) {
  const [row] = await tx
    .select({ enterpriseId: marketCorps.enterpriseId })
    .from(marketCorps)
    .where(and(eq(marketCorps.host, host), eq(marketCorps.corpId, corpId), eq(marketCorps.state, MarketCorpState.uninstalled), lte(marketCorps.purgeAfter, now)))
    .for('update');
  return row;
}

/** The corp's enterprise is gone: the row stays (its history), without the enterprise or the permanent code. */
export async function markPurged(tx: Executor, host: HostName, corpId: string) {
  await tx
    .update(marketCorps)
    .set({ state: MarketCorpState.purged, enterpriseId: null, permanentCode: '' })
    .where(and(eq(marketCorps.host, host), eq(marketCorps.corpId, corpId)));
}

/** Every table of the schema with an `enterprise_id` column: the tenant tables. */
export async function tenantTables(tx: Executor): Promise<string[]> {
  const r = await tx.execute<{ table_name: string }>(sql`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.column_name = 'enterprise_id' and c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name`);
  return r.rows.map((row) => row.table_name);
}

/** Installed DingTalk corps whose enterprise falls in this slice (enterprise id modulo `slices`): the recovery tick's share of a minute. */
export function dingtalkCorpsInSlice(tx: Executor, slice: number, slices: number) {
  return tx
    .select({ corpId: marketCorps.corpId, enterpriseId: marketCorps.enterpriseId })
    .from(marketCorps)
    .where(and(eq(marketCorps.host, 'dingtalk'), eq(marketCorps.state, MarketCorpState.installed), sql`${marketCorps.enterpriseId} % ${slices} = ${slice}`));
}

export async function marketCorpOfEnterprise(tx: Executor, enterpriseId: number) {
  const [row] = await tx.select().from(marketCorps).where(eq(marketCorps.enterpriseId, enterpriseId));
  return row;
}

export async function logCallback(tx: Executor, row: { host: HostName; event: string; corpId: string; outcome: 'accepted' | 'refused'; reason: string }) {
  await tx.insert(marketCallbackLog).values({ ...row, reason: row.reason.slice(0, 500), event: row.event.slice(0, 64), corpId: row.corpId.slice(0, 128) });
}

/** Records a paid order once (the host repeats a callback it thinks was lost); true when it is new. */
export async function insertOrder(tx: Executor, enterpriseId: number, host: HostName, o: PaidOrder): Promise<boolean> {
  const rows = await tx
    .insert(marketOrders)
    .values({ enterpriseId, host, ...o })
    .onConflictDoNothing({ target: [marketOrders.host, marketOrders.orderId] })
    .returning({ id: marketOrders.id });
  return rows.length > 0;
}

const orderWhere = (enterpriseId: number, state?: number): SQL =>
  and(eq(marketOrders.enterpriseId, enterpriseId), state === undefined ? undefined : eq(marketOrders.state, state))!;

export async function listOrders(tx: Executor, enterpriseId: number, f: { state?: number; pageIndex: number; pageSize: number }) {
  return tx
    .select()
    .from(marketOrders)
    .where(orderWhere(enterpriseId, f.state))
    .orderBy(desc(marketOrders.id))
    .limit(f.pageSize)
    .offset(f.pageIndex * f.pageSize);
}

export async function countOrders(tx: Executor, enterpriseId: number, state?: number) {
  const [row] = await tx.select({ n: count() }).from(marketOrders).where(orderWhere(enterpriseId, state));
  return row.n;
}

export async function lockOrder(tx: Executor, enterpriseId: number, id: number) {
  const [row] = await tx
    .select()
    .from(marketOrders)
    .where(and(eq(marketOrders.enterpriseId, enterpriseId), eq(marketOrders.id, id)))
    .for('update');
  return row;
}

/** A host's order of the enterprise by the host's order id, locked for the refund. */
export async function lockHostOrder(tx: Executor, enterpriseId: number, host: HostName, orderId: string) {
  const [row] = await tx
    .select()
    .from(marketOrders)
    .where(and(eq(marketOrders.enterpriseId, enterpriseId), eq(marketOrders.host, host), eq(marketOrders.orderId, orderId)))
    .for('update');
  return row;
}

/** Moves an order by the market (refunded, replaced); false when its state moved meanwhile (the state read is the guard). */
export async function moveOrder(tx: Executor, enterpriseId: number, id: number, fromState: number, toState: MarketOrderStateValue): Promise<boolean> {
  const rows = await tx
    .update(marketOrders)
    .set({ state: toState })
    .where(and(eq(marketOrders.enterpriseId, enterpriseId), eq(marketOrders.id, id), eq(marketOrders.state, fromState)))
    .returning({ id: marketOrders.id });
  return rows.length > 0;
}

/**
 * Consumes an unused order, keeping what it replaced in the plan when it changes the plan; false when
 * it was consumed meanwhile (the state is the guard).
 */
export async function consumeOrder(tx: Executor, enterpriseId: number, id: number, userId: number, prior?: { headcount: number | null; expiresAt: Date | null }): Promise<boolean> {
  const rows = await tx
    .update(marketOrders)
    .set({ state: MarketOrderState.consumed, consumedAt: new Date(), consumedBy: userId, priorHeadcount: prior?.headcount ?? null, priorExpiresAt: prior?.expiresAt ?? null })
    .where(and(eq(marketOrders.enterpriseId, enterpriseId), eq(marketOrders.id, id), eq(marketOrders.state, MarketOrderState.unused)))
    .returning({ id: marketOrders.id });
  return rows.length > 0;
}

/** Serialises one sender's DINGs (the daily limit is counted and the DING recorded in one go). */
export async function lockSender(tx: Executor, enterpriseId: number, senderId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ding:${enterpriseId}:${senderId}`}))`);
}

export async function dingsToday(tx: Executor, enterpriseId: number, senderId: number, kind: number, since: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(dingMessages)
    .where(and(eq(dingMessages.enterpriseId, enterpriseId), eq(dingMessages.senderId, senderId), eq(dingMessages.kind, kind), gte(dingMessages.createdAt, since)));
  return row.n;
}

export async function insertDing(tx: Executor, row: typeof dingMessages.$inferInsert) {
  const [inserted] = await tx.insert(dingMessages).values(row).returning();
  return inserted;
}

export interface DingFilter {
  senderId?: number;
  state?: number;
  receiverId?: number;
}

const dingWhere = (enterpriseId: number, f: DingFilter): SQL =>
  and(
    eq(dingMessages.enterpriseId, enterpriseId),
    f.senderId === undefined ? undefined : eq(dingMessages.senderId, f.senderId),
    f.state === undefined ? undefined : eq(dingMessages.state, f.state),
    f.receiverId === undefined ? undefined : eq(dingMessages.receiverId, f.receiverId),
  )!;

export function listDings(tx: Executor, enterpriseId: number, f: DingFilter & { pageIndex: number; pageSize: number }) {
  return tx
    .select()
    .from(dingMessages)
    .where(dingWhere(enterpriseId, f))
    .orderBy(desc(dingMessages.id))
    .limit(f.pageSize)
    .offset(f.pageIndex * f.pageSize);
}

export async function countDings(tx: Executor, enterpriseId: number, f: DingFilter) {
  const [row] = await tx.select({ n: count() }).from(dingMessages).where(dingWhere(enterpriseId, f));
  return row.n;
}

/** The people DINGs went to, with how many each and when last. */
export function dingReceivers(tx: Executor, enterpriseId: number, f: DingFilter & { pageIndex: number; pageSize: number }) {
  return tx
    .select({ receiverId: dingMessages.receiverId, total: count(), lastAt: sql<Date>`max(${dingMessages.createdAt})`.mapWith((v) => new Date(v)) })
    .from(dingMessages)
    .where(dingWhere(enterpriseId, f))
    .groupBy(dingMessages.receiverId)
    .orderBy(sql`max(${dingMessages.createdAt}) desc`)
    .limit(f.pageSize)
    .offset(f.pageIndex * f.pageSize);
}
