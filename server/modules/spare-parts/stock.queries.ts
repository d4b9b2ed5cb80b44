import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Paging } from '@domain/common/paging';
import { LocationKind } from '@domain/spare-parts/spare-parts.constants';
import type { LedgerQuery, StockListQuery } from '@domain/spare-parts/spare-parts.schemas';
import type { Executor } from '../../db/database';
import { spareLedger, spareMovements, spareParts, spareStocks, spareTypes, spareWarehouses } from '../../db/schema/spare-parts';

/** One page (from 0) of a list query: the stock lists', the ledger's and the old-part lists'. */
export function paged<T extends PgSelect>(query: T, page: Paging) {
  return query.limit(page.pageSize).offset(page.pageIndex * page.pageSize);
}

/** A stock list's keyword: in the part's name or code. */
export const partKeyword = (keyword: string | undefined) => (keyword ? or(ilike(spareParts.name, `%${keyword}%`), ilike(spareParts.code, `%${keyword}%`)) : undefined);

/** The part of a stock row, as every stock list shows it. */
export const stockPartColumns = { partId: spareStocks.partId, partName: spareParts.name, partCode: spareParts.code, unit: spareParts.unit };

/** Stock rows of one place kind: warehouses unless a person is asked for. */
const stockFilter = (enterpriseId: number, f: Omit<StockListQuery, 'pageIndex' | 'pageSize'>) => {
  const person = f.userId !== undefined;
  return and(
    eq(spareStocks.enterpriseId, enterpriseId),
    eq(spareStocks.locKind, person ? LocationKind.person : LocationKind.warehouse),
    person ? eq(spareStocks.locId, f.userId!) : f.warehouseId ? eq(spareStocks.locId, f.warehouseId) : undefined,
    f.partId ? eq(spareStocks.partId, f.partId) : undefined,
    // A warehouse lists every part it has held (0 included, so an empty shelf shows); a person only what they hold.
    person ? or(sql`${spareStocks.qty} > 0`, sql`${spareStocks.minQty} is not null`) : undefined,
    // 库存预警: the rows below their minimum (as a row's `low` says).
    f.low ? sql`${spareStocks.qty} < ${spareStocks.minQty}` : undefined,
    // A deleted part has no stock rows left (deleting needs it empty everywhere and drops its rows).
    partKeyword(f.keyword),
  );
};

export function listStock(tx: Executor, enterpriseId: number, f: StockListQuery) {
  return listStockFrom(tx, enterpriseId, f, f.pageIndex * f.pageSize, f.pageSize);
}

/** Stock rows from the `offset`th on, in (kind, place, part) order. */
export async function listStockFrom(tx: Executor, enterpriseId: number, f: Omit<StockListQuery, 'pageIndex' | 'pageSize'>, offset: number, limit: number) {
  return tx
    .select({
      ...stockPartColumns,
      price: spareParts.price,
      typeName: sql<string>`coalesce(${spareTypes.name}, '')`,
      kind: spareStocks.locKind,
      locationId: spareStocks.locId,
      warehouseName: spareWarehouses.name,
      qty: spareStocks.qty,
      minQty: spareStocks.minQty,
      maxQty: spareStocks.maxQty,
    })
    .from(spareStocks)
    .innerJoin(spareParts, eq(spareParts.id, spareStocks.partId))
    .leftJoin(spareTypes, eq(spareTypes.id, spareParts.typeId))
    .leftJoin(spareWarehouses, and(eq(spareStocks.locKind, LocationKind.warehouse), eq(spareWarehouses.id, spareStocks.locId)))
    .where(stockFilter(enterpriseId, f))
    .orderBy(asc(spareStocks.locKind), asc(spareStocks.locId), asc(spareStocks.partId))
    .limit(limit)
    .offset(offset);
}

export async function countStock(tx: Executor, enterpriseId: number, f: Omit<StockListQuery, 'pageIndex' | 'pageSize'>) {
  // Without a keyword the count needs no part: it stays on the location index.
  const query = tx.select({ n: count() }).from(spareStocks);
  const [row] = f.keyword ? await query.innerJoin(spareParts, eq(spareParts.id, spareStocks.partId)).where(stockFilter(enterpriseId, f)) : await query.where(stockFilter(enterpriseId, f));
  return row.n;
}

export async function setWarning(tx: Executor, enterpriseId: number, w: { partId: number; warehouseId: number; minQty: string | null; maxQty: string | null }) {
  await tx
    .insert(spareStocks)
    .values({ enterpriseId, partId: w.partId, locKind: LocationKind.warehouse, locId: w.warehouseId, minQty: w.minQty, maxQty: w.maxQty })
    .onConflictDoUpdate({
      target: [spareStocks.enterpriseId, spareStocks.partId, spareStocks.locKind, spareStocks.locId],
      // A new level starts a new watch: the next crossing of it is told.
      set: { minQty: w.minQty, maxQty: w.maxQty, warned: sql`coalesce(${spareStocks.qty} < ${w.minQty}::numeric, false)` },
    });
}

const ledgerFilter = (enterpriseId: number, f: Omit<LedgerQuery, 'pageIndex' | 'pageSize'>) => {
  const at = (kind: number, id: number): SQL =>
    or(and(eq(spareLedger.fromKind, kind), eq(spareLedger.fromId, id)), and(eq(spareLedger.toKind, kind), eq(spareLedger.toId, id)))!;
  return and(
    eq(spareLedger.enterpriseId, enterpriseId),
    f.partId ? eq(spareLedger.partId, f.partId) : undefined,
    f.type ? eq(spareLedger.type, f.type) : undefined,
    f.orderId ? eq(spareLedger.orderId, f.orderId) : undefined,
    f.warehouseId ? at(LocationKind.warehouse, f.warehouseId) : undefined,
    f.userId ? at(LocationKind.person, f.userId) : undefined,
  );
};

/** A page of ledger lines with their part, newest first, under a filter (the stock log's and the old-part log's). */
export function ledgerPage(tx: Executor, where: SQL | undefined, page: Paging) {
  const query = tx
    .select({
      id: spareLedger.id,
      movementId: spareLedger.movementId,
      type: spareLedger.type,
      partId: spareLedger.partId,
      partName: spareParts.name,
      unit: spareParts.unit,
      qty: spareLedger.qty,
      fromKind: spareLedger.fromKind,
      fromId: spareLedger.fromId,
      toKind: spareLedger.toKind,
      toId: spareLedger.toId,
      orderId: spareLedger.orderId,
      docNo: spareLedger.docNo,
      userId: spareLedger.userId,
      createdAt: spareLedger.createdAt,
    })
    .from(spareLedger)
    .innerJoin(spareParts, eq(spareParts.id, spareLedger.partId))
    .where(where)
    .orderBy(desc(spareLedger.id));
  return paged(query.$dynamic(), page);
}

export async function countLedgerLines(tx: Executor, where: SQL | undefined) {
  const [row] = await tx.select({ n: count() }).from(spareLedger).where(where);
  return row.n;
}

export function listLedger(tx: Executor, enterpriseId: number, f: LedgerQuery) {
  return ledgerPage(tx, ledgerFilter(enterpriseId, f), f);
}

export function countLedger(tx: Executor, enterpriseId: number, f: Omit<LedgerQuery, 'pageIndex' | 'pageSize'>) {
  return countLedgerLines(tx, ledgerFilter(enterpriseId, f));
}

export function warehouseNames(tx: Executor, enterpriseId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select({ id: spareWarehouses.id, name: spareWarehouses.name }).from(spareWarehouses).where(and(eq(spareWarehouses.enterpriseId, enterpriseId), inArray(spareWarehouses.id, ids)));
}

export function partNames(tx: Executor, enterpriseId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select({ id: spareParts.id, name: spareParts.name, unit: spareParts.unit, price: spareParts.price }).from(spareParts).where(and(eq(spareParts.enterpriseId, enterpriseId), inArray(spareParts.id, ids)));
}

/** Parts of the enterprise by their codes (the mall's demo links goods to them). */
export function partsByCode(tx: Executor, enterpriseId: number, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return tx.select({ id: spareParts.id, code: spareParts.code }).from(spareParts).where(and(eq(spareParts.enterpriseId, enterpriseId), inArray(spareParts.code, codes)));
}

/** Warehouses the user keeps. */
export async function keptWarehouses(tx: Executor, enterpriseId: number, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: spareWarehouses.id })
    .from(spareWarehouses)
    .where(and(eq(spareWarehouses.enterpriseId, enterpriseId), isNull(spareWarehouses.deletedAt), sql`${userId}::bigint = any(${spareWarehouses.keeperIds})`));
  return rows.map((r) => r.id);
}

export interface MovementFilter {
  state?: number;
  type?: number;
  /** Only movements touching no warehouse but these (a keeper's approvals); undefined: all. */
  withinWarehouses?: number[];
  /** Only movements this user made. */
  createdBy?: number;
  orderId?: number;
}

const movementFilter = (enterpriseId: number, f: MovementFilter) =>
  and(
    eq(spareMovements.enterpriseId, enterpriseId),
    f.state !== undefined ? eq(spareMovements.state, f.state) : undefined,
    f.type ? eq(spareMovements.type, f.type) : undefined,
    f.withinWarehouses ? sql`(${spareMovements.warehouseIds} <@ ${`{${f.withinWarehouses.join(',')}}`}::bigint[] and cardinality(${spareMovements.warehouseIds}) > 0)` : undefined,
    f.createdBy ? eq(spareMovements.createdBy, f.createdBy) : undefined,
    f.orderId ? eq(spareMovements.orderId, f.orderId) : undefined,
  );

export function listMovements(tx: Executor, enterpriseId: number, f: MovementFilter & Paging) {
  return paged(tx.select().from(spareMovements).where(movementFilter(enterpriseId, f)).orderBy(desc(spareMovements.id)).$dynamic(), f);
}

export async function countMovements(tx: Executor, enterpriseId: number, f: MovementFilter) {
  const [row] = await tx.select({ n: count() }).from(spareMovements).where(movementFilter(enterpriseId, f));
  return row.n;
}

export async function findMovement(tx: Executor, enterpriseId: number, id: number, forUpdate = false) {
  const query = tx.select().from(spareMovements).where(and(eq(spareMovements.enterpriseId, enterpriseId), eq(spareMovements.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function rejectMovement(tx: Executor, enterpriseId: number, id: number, userId: number, reason: string) {
  await tx
    .update(spareMovements)
    .set({ state: 2, decidedBy: userId, decidedAt: sql`now()`, reason })
    .where(and(eq(spareMovements.enterpriseId, enterpriseId), eq(spareMovements.id, id), eq(spareMovements.state, 0)));
}

export async function markReversed(tx: Executor, enterpriseId: number, id: number, by: number) {
  await tx.update(spareMovements).set({ reversedBy: by }).where(and(eq(spareMovements.enterpriseId, enterpriseId), eq(spareMovements.id, id)));
}

/** Who holds each of `partIds` in their own (personal) stock, with a positive quantity: dispatch's "holds the part". */
export async function personalPartHolders(tx: Executor, enterpriseId: number, partIds: number[]): Promise<{ partId: number; userId: number }[]> {
  if (partIds.length === 0) return [];
  const rows = await tx
    .select({ partId: spareStocks.partId, userId: spareStocks.locId })
    .from(spareStocks)
    .where(and(eq(spareStocks.enterpriseId, enterpriseId), eq(spareStocks.locKind, LocationKind.person), inArray(spareStocks.partId, partIds), sql`${spareStocks.qty} > 0`));
  return rows;
}
