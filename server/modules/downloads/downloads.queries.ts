import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { downloads } from '../../db/schema/jobs';

/** Whose items: a user sees and downloads only their own, within their enterprise. */
export interface Owner {
  enterpriseId: number;
  userId: number;
}

export type DownloadRecord = typeof downloads.$inferSelect;

const ownedBy = (owner: Owner) => and(eq(downloads.enterpriseId, owner.enterpriseId), eq(downloads.userId, owner.userId));

/** The owner's newest items, at most `limit`. */
export function listDownloads(tx: Executor, owner: Owner, limit: number): Promise<DownloadRecord[]> {
  return tx.select().from(downloads).where(ownedBy(owner)).orderBy(desc(downloads.createdAt), desc(downloads.id)).limit(limit);
}

export async function findDownload(tx: Executor, owner: Owner, id: number): Promise<DownloadRecord | undefined> {
  const [row] = await tx.select().from(downloads).where(and(ownedBy(owner), eq(downloads.id, id)));
  return row;
}

/** Deletes those of the given items that are the owner's; returns their file paths. */
export function deleteDownloads(tx: Executor, owner: Owner, ids: number[]): Promise<{ filePath: string | null }[]> {
  return tx
    .delete(downloads)
    .where(and(ownedBy(owner), inArray(downloads.id, ids)))
    .returning({ filePath: downloads.filePath });
}

/** Records that the owner downloaded the item; false when it is not theirs. */
export async function markDownloaded(tx: Executor, owner: Owner, id: number): Promise<boolean> {
  const rows = await tx
    .update(downloads)
    .set({ downloadedAt: sql`now()` })
    .where(and(ownedBy(owner), eq(downloads.id, id)))
    .returning({ id: downloads.id });
  return rows.length > 0;
}

/** Adds the owner's item for a file still to be made; returns its id. */
export async function insertDownload(tx: Executor, owner: Owner, item: { name: string; format: DownloadRecord['format'] }): Promise<number> {
  const [row] = await tx
    .insert(downloads)
    .values({ ...owner, ...item })
    .returning({ id: downloads.id });
  return row.id;
}
