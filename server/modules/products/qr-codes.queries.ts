import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, asc, type SQL } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import { QR_PUBLIC_PATH } from '@domain/products/products.constants';
import type { QrBatchRow, QrCodeRef, QrCodeRow } from '@domain/products/products.schemas';
import type { Executor } from '../../db/database';
import { customerProducts, qrBatches, qrCodes } from '../../db/schema/products';
import { enterprises } from '../../db/schema/tenancy';
import { escapeLike } from './products-common';

/** 16 random bytes as 22 base64url characters: unguessable, and nothing in it counts up. */
export const newToken = () => randomBytes(16).toString('base64url');
export const qrUrl = (origin: string, token: string) => `${origin}${QR_PUBLIC_PATH}/${token}`;
export const qrRef = (origin: string, c: { id: number; token: string }): QrCodeRef => ({ id: c.id, token: c.token, url: qrUrl(origin, c.token) });

export type QrCodeRecord = typeof qrCodes.$inferSelect;

export async function insertCodes(tx: Executor, enterpriseId: number, rows: { batchId: number | null; customerProductId: number | null }[]) {
  if (rows.length === 0) return [];
  return tx
    .insert(qrCodes)
    .values(rows.map((r) => ({ enterpriseId, token: newToken(), ...r })))
    .returning();
}

export function codesOfProducts(tx: Executor, enterpriseId: number, customerProductIds: number[]): Promise<QrCodeRecord[]> {
  if (customerProductIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(qrCodes)
    .where(and(eq(qrCodes.enterpriseId, enterpriseId), inArray(qrCodes.customerProductId, customerProductIds)));
}

export function findCodes(tx: Executor, enterpriseId: number, ids: number[]): Promise<QrCodeRecord[]> {
  return tx
    .select()
    .from(qrCodes)
    .where(and(eq(qrCodes.enterpriseId, enterpriseId), inArray(qrCodes.id, ids)))
    .orderBy(asc(qrCodes.id));
}

export async function findCodeByToken(tx: Executor, enterpriseId: number, token: string): Promise<QrCodeRecord | undefined> {
  const [row] = await tx
    .select()
    .from(qrCodes)
    .where(and(eq(qrCodes.enterpriseId, enterpriseId), eq(qrCodes.token, token)));
  return row;
}

export async function bindCode(tx: Executor, enterpriseId: number, codeId: number, customerProductId: number | null) {
  await tx.update(qrCodes).set({ customerProductId }).where(and(eq(qrCodes.enterpriseId, enterpriseId), eq(qrCodes.id, codeId)));
}

export async function deleteCodes(tx: Executor, enterpriseId: number, ids: number[]) {
  await tx.delete(qrCodes).where(and(eq(qrCodes.enterpriseId, enterpriseId), inArray(qrCodes.id, ids)));
}

/** A deleted product's codes: its own code goes, a batch code returns to its batch unbound. */
export async function releaseProductCodes(tx: Executor, enterpriseId: number, customerProductIds: number[]) {
  const mine = and(eq(qrCodes.enterpriseId, enterpriseId), inArray(qrCodes.customerProductId, customerProductIds));
  await tx.delete(qrCodes).where(and(mine, isNull(qrCodes.batchId)));
  await tx.update(qrCodes).set({ customerProductId: null }).where(and(mine, isNotNull(qrCodes.batchId)));
}

function codeWhere(enterpriseId: number, filter: { batchId?: number; ids?: number[] }): SQL | undefined {
  return and(
    eq(qrCodes.enterpriseId, enterpriseId),
    filter.batchId ? eq(qrCodes.batchId, filter.batchId) : undefined,
    filter.ids ? inArray(qrCodes.id, filter.ids) : undefined,
  );
}

export async function listCodes(
  tx: Executor,
  enterpriseId: number,
  origin: string,
  filter: { batchId?: number; ids?: number[] },
  paging: Paging,
): Promise<QrCodeRow[]> {
  const rows = await tx
    .select({ code: qrCodes, batchNo: qrBatches.batchNo, productName: customerProducts.name, serialNumber: customerProducts.serialNumber })
    .from(qrCodes)
    .leftJoin(qrBatches, and(eq(qrBatches.id, qrCodes.batchId), eq(qrBatches.enterpriseId, enterpriseId)))
    .leftJoin(customerProducts, and(eq(customerProducts.id, qrCodes.customerProductId), eq(customerProducts.enterpriseId, enterpriseId)))
    .where(codeWhere(enterpriseId, filter))
    .orderBy(asc(qrCodes.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
  return rows.map(({ code, batchNo, productName, serialNumber }) => ({
    ...qrRef(origin, code),
    batchId: code.batchId,
    batchNo,
    customerProductId: code.customerProductId,
    productName,
    serialNumber,
    createTime: code.createdAt.toISOString(),
  }));
}

export async function countCodes(tx: Executor, enterpriseId: number, filter: { batchId?: number; ids?: number[] }): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(qrCodes).where(codeWhere(enterpriseId, filter));
  return row.n;
}

// ---- Batches ----

export async function insertBatch(tx: Executor, enterpriseId: number, fields: { batchNo: string; quantity: number; note: string; createdBy: number }) {
  const [row] = await tx.insert(qrBatches).values({ enterpriseId, ...fields }).returning({ id: qrBatches.id });
  return row.id;
}

/** Batches created today so far (China day given as its 'YYYYMMDD' number prefix). */
export async function batchesWithPrefix(tx: Executor, enterpriseId: number, prefix: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(qrBatches)
    .where(and(eq(qrBatches.enterpriseId, enterpriseId), ilike(qrBatches.batchNo, `${escapeLike(prefix)}%`)));
  return row.n;
}

const batchWhere = (enterpriseId: number, keyword?: string) =>
  and(eq(qrBatches.enterpriseId, enterpriseId), keyword ? ilike(qrBatches.batchNo, `%${escapeLike(keyword)}%`) : undefined);

export async function listBatches(tx: Executor, enterpriseId: number, keyword: string | undefined, paging: Paging | null, ids?: number[]): Promise<QrBatchRow[]> {
  const bound = tx
    .select({ batchId: qrCodes.batchId, n: count().as('n') })
    .from(qrCodes)
    .where(and(eq(qrCodes.enterpriseId, enterpriseId), isNotNull(qrCodes.customerProductId)))
    .groupBy(qrCodes.batchId)
    .as('bound');
  const query = tx
    .select({ batch: qrBatches, n: bound.n })
    .from(qrBatches)
    .leftJoin(bound, eq(bound.batchId, qrBatches.id))
    .where(and(batchWhere(enterpriseId, keyword), ids ? inArray(qrBatches.id, ids) : undefined))
    .orderBy(desc(qrBatches.id));
  const rows = paging ? await query.limit(paging.pageSize).offset(paging.pageIndex * paging.pageSize) : await query;
  return rows.map(({ batch, n }) => ({
    id: batch.id,
    batchNo: batch.batchNo,
    quantity: batch.quantity,
    boundCount: Number(n ?? 0),
    note: batch.note,
    createTime: batch.createdAt.toISOString(),
  }));
}

export async function countBatches(tx: Executor, enterpriseId: number, keyword?: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(qrBatches).where(batchWhere(enterpriseId, keyword));
  return row.n;
}

/** After codes of these batches were deleted: each batch's stored quantity becomes its codes' count, and an emptied batch goes. */
export async function settleBatchQuantities(tx: Executor, enterpriseId: number, batchIds: number[]) {
  for (const batchId of batchIds) {
    const batch = and(eq(qrBatches.enterpriseId, enterpriseId), eq(qrBatches.id, batchId));
    const left = await countCodes(tx, enterpriseId, { batchId });
    if (left === 0) await tx.delete(qrBatches).where(batch);
    else await tx.update(qrBatches).set({ quantity: left }).where(batch);
  }
}

/** The public page's lookup, before any tenant is known: by token alone (owner connection). */
export async function resolveToken(tx: Executor, token: string): Promise<QrCodeRecord | undefined> {
  const [row] = await tx.select().from(qrCodes).where(eq(qrCodes.token, token));
  return row;
}

/** The name of a scanned code's enterprise, for its public page. */
export async function enterpriseOfCode(tx: Executor, enterpriseId: number): Promise<{ name: string } | undefined> {
  const [enterprise] = await tx.select({ name: enterprises.name }).from(enterprises).where(eq(enterprises.id, enterpriseId));
  return enterprise;
}
