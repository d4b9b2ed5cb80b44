import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { VisibilityValue } from '@domain/knowledge/knowledge.constants';
import type { DocumentRow } from '@domain/knowledge/knowledge.schemas';
import type { Executor } from '../../db/database';
import { knowledgeDocuments as documents, knowledgeDocumentVersions as versions } from '../../db/schema/knowledge';
import { namesFor } from './faqs.queries';

export type DocumentRecord = typeof documents.$inferSelect;
export type DocumentFields = Pick<DocumentRecord, 'categoryId' | 'title' | 'descriptionHtml' | 'descriptionText' | 'visibility' | 'search'>;
export type VersionRecord = typeof versions.$inferSelect;

export async function findDocument(tx: Executor, enterpriseId: number, id: number, lock = false): Promise<DocumentRecord | undefined> {
  const query = tx
    .select()
    .from(documents)
    .where(and(eq(documents.enterpriseId, enterpriseId), eq(documents.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function documentRecords(tx: Executor, enterpriseId: number, ids: number[]): Promise<DocumentRecord[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.enterpriseId, enterpriseId), inArray(documents.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The current version's file name of each document. */
async function currentFileNames(tx: Executor, enterpriseId: number, records: DocumentRecord[]): Promise<Map<number, string>> {
  if (records.length === 0) return new Map();
  const rows = await tx
    .select({ documentId: versions.documentId, version: versions.version, fileName: versions.fileName })
    .from(versions)
    .where(and(eq(versions.enterpriseId, enterpriseId), inArray(versions.documentId, records.map((r) => r.id))));
  const current = new Map(records.map((r) => [r.id, r.version]));
  return new Map(rows.filter((v) => current.get(v.documentId) === v.version).map((v) => [v.documentId, v.fileName]));
}

export async function toDocumentRows(tx: Executor, enterpriseId: number, records: DocumentRecord[]): Promise<DocumentRow[]> {
  const names = await namesFor(tx, enterpriseId, records);
  const files = await currentFileNames(tx, enterpriseId, records);
  return records.map((r) => ({
    id: r.id,
    category: names.category(r.categoryId),
    title: r.title,
    visibility: r.visibility as VisibilityValue,
    version: r.version,
    fileName: files.get(r.id) ?? '',
    viewCount: r.viewCount,
    createdBy: names.person(r.createdBy),
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  }));
}

export async function insertDocument(tx: Executor, enterpriseId: number, createdBy: number, fields: DocumentFields): Promise<number> {
  const [row] = await tx
    .insert(documents)
    .values({ ...fields, enterpriseId, createdBy, version: 0 })
    .returning({ id: documents.id });
  return row.id;
}

export async function updateDocument(tx: Executor, enterpriseId: number, id: number, fields: Partial<DocumentFields> & { version?: number }): Promise<void> {
  await tx
    .update(documents)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(documents.enterpriseId, enterpriseId), eq(documents.id, id)));
}

export async function deleteDocument(tx: Executor, enterpriseId: number, id: number): Promise<void> {
  await tx.delete(versions).where(and(eq(versions.enterpriseId, enterpriseId), eq(versions.documentId, id)));
  await tx.delete(documents).where(and(eq(documents.enterpriseId, enterpriseId), eq(documents.id, id)));
}

export async function documentVersions(tx: Executor, enterpriseId: number, documentId: number): Promise<VersionRecord[]> {
  return tx
    .select()
    .from(versions)
    .where(and(eq(versions.enterpriseId, enterpriseId), eq(versions.documentId, documentId)))
    .orderBy(asc(versions.version));
}

export async function insertVersion(tx: Executor, fields: Omit<typeof versions.$inferInsert, 'id' | 'createdAt'>): Promise<void> {
  await tx.insert(versions).values(fields);
}
