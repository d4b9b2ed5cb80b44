import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { uploads } from '../../db/schema/uploads';

export type UploadRecord = typeof uploads.$inferSelect;

/** Records a stored file; returns its id. */
export async function insertUpload(tx: Executor, upload: Omit<typeof uploads.$inferInsert, 'id' | 'createdAt'>): Promise<number> {
  const [row] = await tx.insert(uploads).values(upload).returning({ id: uploads.id });
  return row.id;
}

export async function findUpload(tx: Executor, enterpriseId: number, id: number): Promise<UploadRecord | undefined> {
  const [row] = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.enterpriseId, enterpriseId), eq(uploads.id, id)));
  return row;
}
