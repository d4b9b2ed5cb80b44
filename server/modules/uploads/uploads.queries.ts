import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { uploads } from '../../db/schema/uploads';

export type UploadRecord = typeof uploads.$inferSelect;

/** Records a stored file; returns its id, or null when the uploader's idempotency key is taken already. */
export async function insertUpload(tx: Executor, upload: Omit<typeof uploads.$inferInsert, 'id' | 'createdAt'>): Promise<number | null> {
  const [row] = await tx.insert(uploads).values(upload).onConflictDoNothing().returning({ id: uploads.id });
  return row?.id ?? null;
}

/** The upload a user stored earlier under an idempotency key. */
export async function findUploadByKey(tx: Executor, who: { enterpriseId: number; userId: number }, key: string): Promise<UploadRecord | undefined> {
  const [row] = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.enterpriseId, who.enterpriseId), eq(uploads.userId, who.userId), eq(uploads.idempotencyKey, key)));
  return row;
}

export async function findUpload(tx: Executor, enterpriseId: number, id: number): Promise<UploadRecord | undefined> {
  const [row] = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.enterpriseId, enterpriseId), eq(uploads.id, id)));
  return row;
}
