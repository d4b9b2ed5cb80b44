import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import type { ProjectProductKindValue } from '@domain/projects/projects.constants';
import type { Executor } from '../../db/database';
import { projectFiles as pf, projectProducts as pp } from '../../db/schema/projects';

// A project's files and products: rows of one project, always read and changed with its enterprise and project.

export type FileRecord = typeof pf.$inferSelect;
export type ProductLinkRecord = typeof pp.$inferSelect & { kind: ProjectProductKindValue };

export function projectFiles(tx: Executor, enterpriseId: number, projectId: number, ids?: number[]): Promise<FileRecord[]> {
  return tx
    .select()
    .from(pf)
    .where(and(eq(pf.enterpriseId, enterpriseId), eq(pf.projectId, projectId), ids ? inArray(pf.id, ids) : undefined))
    .orderBy(asc(pf.id));
}

export async function insertFiles(tx: Executor, enterpriseId: number, projectId: number, createdBy: number, uploadIds: number[]): Promise<void> {
  await tx
    .insert(pf)
    .values(uploadIds.map((uploadId) => ({ enterpriseId, projectId, uploadId, createdBy })))
    .onConflictDoNothing();
}

export async function deleteFiles(tx: Executor, enterpriseId: number, projectId: number, ids: number[]): Promise<void> {
  await tx.delete(pf).where(and(eq(pf.enterpriseId, enterpriseId), eq(pf.projectId, projectId), inArray(pf.id, ids)));
}

const productsOf = (enterpriseId: number, projectId: number, ids?: number[]) =>
  and(eq(pp.enterpriseId, enterpriseId), eq(pp.projectId, projectId), ids ? inArray(pp.id, ids) : undefined);

export async function productLinks(tx: Executor, enterpriseId: number, projectId: number, paging?: Paging, ids?: number[]): Promise<ProductLinkRecord[]> {
  const query = tx.select().from(pp).where(productsOf(enterpriseId, projectId, ids)).orderBy(asc(pp.id));
  return (paging ? await query.limit(paging.pageSize).offset(paging.pageIndex * paging.pageSize) : await query) as ProductLinkRecord[];
}

/** The export's pages, by id. */
export async function productLinksAfter(tx: Executor, enterpriseId: number, projectId: number, afterId: number, limit: number): Promise<ProductLinkRecord[]> {
  return (await tx.select().from(pp).where(and(productsOf(enterpriseId, projectId), gt(pp.id, afterId))).orderBy(asc(pp.id)).limit(limit)) as ProductLinkRecord[];
}

export async function countProductLinks(tx: Executor, enterpriseId: number, projectId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(pp).where(productsOf(enterpriseId, projectId));
  return row.n;
}

export async function insertProductLinks(tx: Executor, enterpriseId: number, projectId: number, createdBy: number, kind: ProjectProductKindValue, productIds: number[]): Promise<void> {
  await tx
    .insert(pp)
    .values(productIds.map((productId) => ({ enterpriseId, projectId, kind, productId, createdBy })))
    .onConflictDoNothing();
}

export async function deleteProductLinks(tx: Executor, enterpriseId: number, projectId: number, ids: number[]): Promise<void> {
  await tx.delete(pp).where(productsOf(enterpriseId, projectId, ids));
}

/** A project's files and products go with it when it is deleted. */
export async function deleteExtrasOf(tx: Executor, enterpriseId: number, projectIds: number[]): Promise<void> {
  await tx.delete(pf).where(and(eq(pf.enterpriseId, enterpriseId), inArray(pf.projectId, projectIds)));
  await tx.delete(pp).where(and(eq(pp.enterpriseId, enterpriseId), inArray(pp.projectId, projectIds)));
}
