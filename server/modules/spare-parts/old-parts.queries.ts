import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import { LocationKind } from '@domain/spare-parts/spare-parts.constants';
import type { ManageListQuery, OldLogQuery, OldStockQuery, RecycleListQuery } from '@domain/spare-parts/old-parts';
import type { Executor } from '../../db/database';
import { countLedgerLines, ledgerPage, paged, partKeyword, stockPartColumns } from './stock.queries';
import { oldPartForms, oldPartManages, oldPartParams, spareLedger, spareParts, spareStocks, spareWarehouses } from '../../db/schema/spare-parts';

// ---- the recycle form template

export function listParams(tx: Executor, enterpriseId: number) {
  return tx.select().from(oldPartParams).where(eq(oldPartParams.enterpriseId, enterpriseId)).orderBy(asc(oldPartParams.sort), asc(oldPartParams.id));
}

export async function paramNameTaken(tx: Executor, enterpriseId: number, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: oldPartParams.id })
    .from(oldPartParams)
    .where(and(eq(oldPartParams.enterpriseId, enterpriseId), eq(oldPartParams.name, name), exceptId ? sql`${oldPartParams.id} <> ${exceptId}` : undefined));
  return row !== undefined;
}

export async function insertParam(tx: Executor, values: typeof oldPartParams.$inferInsert) {
  const [row] = await tx.insert(oldPartParams).values(values).returning({ id: oldPartParams.id });
  return row.id;
}

export async function updateParam(tx: Executor, enterpriseId: number, id: number, values: Partial<typeof oldPartParams.$inferInsert>) {
  const rows = await tx.update(oldPartParams).set(values).where(and(eq(oldPartParams.enterpriseId, enterpriseId), eq(oldPartParams.id, id))).returning({ id: oldPartParams.id });
  return rows.length > 0;
}

export async function deleteParams(tx: Executor, enterpriseId: number, ids: number[]) {
  const rows = await tx.delete(oldPartParams).where(and(eq(oldPartParams.enterpriseId, enterpriseId), inArray(oldPartParams.id, ids))).returning({ id: oldPartParams.id });
  return rows.length;
}

// ---- recycle forms

export async function insertForms(tx: Executor, rows: (typeof oldPartForms.$inferInsert)[]) {
  return tx.insert(oldPartForms).values(rows).returning({ id: oldPartForms.id });
}

export async function setCodes(tx: Executor, enterpriseId: number, codes: { id: number; code: string }[]) {
  const json = JSON.stringify(codes);
  await tx.execute(sql`
    update old_part_forms f set code = v.code from jsonb_to_recordset(${json}::jsonb) as v(id bigint, code text)
    where f.enterprise_id = ${enterpriseId} and f.id = v.id`);
}

export interface FormFilter extends Omit<RecycleListQuery, 'pageIndex' | 'pageSize'> {
  /** Only these forms (reminders of one person: their own). */
  createdBy?: number;
  remindOff?: boolean;
  code?: string;
  id?: number;
}

const formFilter = (enterpriseId: number, f: FormFilter) =>
  and(
    eq(oldPartForms.enterpriseId, enterpriseId),
    isNull(oldPartForms.deletedAt),
    f.state !== undefined ? eq(oldPartForms.state, f.state) : undefined,
    f.orderId ? eq(oldPartForms.orderId, f.orderId) : undefined,
    f.partId ? eq(oldPartForms.partId, f.partId) : undefined,
    f.userId ? eq(oldPartForms.createdBy, f.userId) : undefined,
    f.createdBy ? eq(oldPartForms.createdBy, f.createdBy) : undefined,
    f.remindOff !== undefined ? eq(oldPartForms.remindOff, f.remindOff) : undefined,
    f.code ? eq(oldPartForms.code, f.code) : undefined,
    f.id ? eq(oldPartForms.id, f.id) : undefined,
    f.keyword
      ? or(ilike(oldPartForms.code, `%${f.keyword}%`), ilike(oldPartForms.orderNo, `%${f.keyword}%`), ilike(spareParts.name, `%${f.keyword}%`))
      : undefined,
  );

export function listForms(tx: Executor, enterpriseId: number, f: FormFilter & Paging) {
  const query = tx
    .select({
      form: oldPartForms,
      partName: spareParts.name,
      unit: spareParts.unit,
      warehouseName: spareWarehouses.name,
    })
    .from(oldPartForms)
    .innerJoin(spareParts, eq(spareParts.id, oldPartForms.partId))
    .leftJoin(spareWarehouses, eq(spareWarehouses.id, oldPartForms.warehouseId))
    .where(formFilter(enterpriseId, f))
    .orderBy(desc(oldPartForms.id));
  return paged(query.$dynamic(), f);
}

export async function countForms(tx: Executor, enterpriseId: number, f: FormFilter) {
  const [row] = await tx.select({ n: count() }).from(oldPartForms).innerJoin(spareParts, eq(spareParts.id, oldPartForms.partId)).where(formFilter(enterpriseId, f));
  return row.n;
}

/** Forms among the ids, locked until the caller's transaction ends (receipt and delete take them in turn). */
export function lockForms(tx: Executor, enterpriseId: number, ids: number[]) {
  return tx
    .select()
    .from(oldPartForms)
    .where(and(eq(oldPartForms.enterpriseId, enterpriseId), isNull(oldPartForms.deletedAt), inArray(oldPartForms.id, ids)))
    .orderBy(asc(oldPartForms.id))
    .for('update');
}

export async function markReceived(tx: Executor, enterpriseId: number, ids: number[], by: { warehouseId: number; userId: number; movementId: number }) {
  await tx
    .update(oldPartForms)
    .set({ state: 1, warehouseId: by.warehouseId, receivedBy: by.userId, receivedAt: sql`now()`, movementId: by.movementId })
    .where(and(eq(oldPartForms.enterpriseId, enterpriseId), inArray(oldPartForms.id, ids), eq(oldPartForms.state, 0)));
}

export async function softDeleteForms(tx: Executor, enterpriseId: number, ids: number[]) {
  await tx.update(oldPartForms).set({ deletedAt: sql`now()` }).where(and(eq(oldPartForms.enterpriseId, enterpriseId), inArray(oldPartForms.id, ids)));
}

/** Dismisses recycled reminders of the user's own received forms; answers how many were dismissed. */
export async function ignoreRecycled(tx: Executor, enterpriseId: number, userId: number, ids: number[]) {
  const rows = await tx
    .update(oldPartForms)
    .set({ remindOff: true })
    .where(
      and(
        eq(oldPartForms.enterpriseId, enterpriseId),
        inArray(oldPartForms.id, ids),
        eq(oldPartForms.createdBy, userId),
        eq(oldPartForms.state, 1),
        eq(oldPartForms.remindOff, false),
        isNull(oldPartForms.deletedAt),
      ),
    )
    .returning({ id: oldPartForms.id });
  return rows.length;
}

// ---- old-part stock and its log (the posting engine's rows and ledger lines at old-part places)

/**
 * Old parts held: in the warehouses' old-part stores, or with `userId` one person's old parts not yet
 * returned (我的旧件). Only places that hold some.
 */
export interface OldStockFilter extends Omit<OldStockQuery, 'pageIndex' | 'pageSize'> {
  userId?: number;
  partIds?: number[];
}

const oldStockFilter = (enterpriseId: number, f: OldStockFilter) =>
  and(
    eq(spareStocks.enterpriseId, enterpriseId),
    f.userId ? and(eq(spareStocks.locKind, LocationKind.personOld), eq(spareStocks.locId, f.userId)) : eq(spareStocks.locKind, LocationKind.oldStore),
    f.warehouseId ? eq(spareStocks.locId, f.warehouseId) : undefined,
    f.partId ? eq(spareStocks.partId, f.partId) : undefined,
    f.partIds ? inArray(spareStocks.partId, f.partIds) : undefined,
    sql`${spareStocks.qty} > 0`,
    partKeyword(f.keyword),
  );

export function listOldStock(tx: Executor, enterpriseId: number, f: OldStockFilter & Paging) {
  const query = tx
    .select({ ...stockPartColumns, locationId: spareStocks.locId, warehouseName: sql<string>`coalesce(${spareWarehouses.name}, '')`, qty: spareStocks.qty })
    .from(spareStocks)
    .innerJoin(spareParts, eq(spareParts.id, spareStocks.partId))
    .leftJoin(spareWarehouses, and(eq(spareStocks.locKind, LocationKind.oldStore), eq(spareWarehouses.id, spareStocks.locId)))
    .where(oldStockFilter(enterpriseId, f))
    .orderBy(asc(spareStocks.locId), asc(spareStocks.partId));
  return paged(query.$dynamic(), f);
}

export async function countOldStock(tx: Executor, enterpriseId: number, f: OldStockFilter) {
  const [row] = await tx.select({ n: count() }).from(spareStocks).innerJoin(spareParts, eq(spareParts.id, spareStocks.partId)).where(oldStockFilter(enterpriseId, f));
  return row.n;
}

/** Ledger lines at old-part stores (one warehouse's, or all), or with `userId` at one person's old parts. */
export interface OldLogFilter extends Omit<OldLogQuery, 'pageIndex' | 'pageSize'> {
  userId?: number;
}

const oldLogFilter = (enterpriseId: number, f: OldLogFilter) => {
  const kind = f.userId ? LocationKind.personOld : LocationKind.oldStore;
  const placeId = f.userId ?? f.warehouseId;
  const atPlace = placeId
    ? or(and(eq(spareLedger.fromKind, kind), eq(spareLedger.fromId, placeId)), and(eq(spareLedger.toKind, kind), eq(spareLedger.toId, placeId)))
    : or(eq(spareLedger.fromKind, kind), eq(spareLedger.toKind, kind));
  return and(eq(spareLedger.enterpriseId, enterpriseId), atPlace, f.partId ? eq(spareLedger.partId, f.partId) : undefined, f.type ? eq(spareLedger.type, f.type) : undefined);
};

export function listOldLog(tx: Executor, enterpriseId: number, f: OldLogFilter & Paging) {
  return ledgerPage(tx, oldLogFilter(enterpriseId, f), f);
}

export function countOldLog(tx: Executor, enterpriseId: number, f: OldLogFilter) {
  return countLedgerLines(tx, oldLogFilter(enterpriseId, f));
}

// ---- management records

export async function insertManage(tx: Executor, values: typeof oldPartManages.$inferInsert) {
  const [row] = await tx.insert(oldPartManages).values(values).returning({ id: oldPartManages.id });
  return row.id;
}

export async function updateManageRemark(tx: Executor, enterpriseId: number, id: number, remark: string) {
  const rows = await tx.update(oldPartManages).set({ remark }).where(and(eq(oldPartManages.enterpriseId, enterpriseId), eq(oldPartManages.id, id))).returning({ id: oldPartManages.id });
  return rows.length > 0;
}

const manageFilter = (enterpriseId: number, f: Omit<ManageListQuery, 'pageIndex' | 'pageSize'> & { id?: number }) =>
  and(
    eq(oldPartManages.enterpriseId, enterpriseId),
    f.id ? eq(oldPartManages.id, f.id) : undefined,
    f.kind ? eq(oldPartManages.kind, f.kind) : undefined,
    f.warehouseId ? eq(oldPartManages.warehouseId, f.warehouseId) : undefined,
  );

export function listManages(tx: Executor, enterpriseId: number, f: ManageListQuery & { id?: number }) {
  const query = tx
    .select({ manage: oldPartManages, partName: spareParts.name, unit: spareParts.unit, warehouseName: spareWarehouses.name })
    .from(oldPartManages)
    .innerJoin(spareParts, eq(spareParts.id, oldPartManages.partId))
    .innerJoin(spareWarehouses, eq(spareWarehouses.id, oldPartManages.warehouseId))
    .where(manageFilter(enterpriseId, f))
    .orderBy(desc(oldPartManages.id));
  return paged(query.$dynamic(), f);
}

export async function countManages(tx: Executor, enterpriseId: number, f: Omit<ManageListQuery, 'pageIndex' | 'pageSize'>) {
  const [row] = await tx.select({ n: count() }).from(oldPartManages).where(manageFilter(enterpriseId, f));
  return row.n;
}
