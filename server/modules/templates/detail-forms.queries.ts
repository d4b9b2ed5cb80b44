import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { detailForms } from '../../db/schema/templates';

export type DetailFormRecord = typeof detailForms.$inferSelect;

/** The stored detail form of an entity kind; none until its first change. */
export async function findDetailForm(tx: Executor, enterpriseId: number, entityType: number): Promise<DetailFormRecord | undefined> {
  const [row] = await tx
    .select()
    .from(detailForms)
    .where(and(eq(detailForms.enterpriseId, enterpriseId), eq(detailForms.entityType, entityType)))
    .orderBy(detailForms.id)
    .limit(1);
  return row;
}

export function findDetailFormsById(tx: Executor, enterpriseId: number, ids: number[]): Promise<DetailFormRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(detailForms)
    .where(and(eq(detailForms.enterpriseId, enterpriseId), inArray(detailForms.id, ids)));
}

/** Stores the form of an entity kind (the caller holds the templates lock, so there is one row per kind). */
export async function storeDetailForm(tx: Executor, enterpriseId: number, entityType: number, form: unknown): Promise<DetailFormRecord> {
  const existing = await findDetailForm(tx, enterpriseId, entityType);
  if (existing) {
    const [row] = await tx
      .update(detailForms)
      .set({ form, updatedAt: new Date() })
      .where(and(eq(detailForms.enterpriseId, enterpriseId), eq(detailForms.id, existing.id)))
      .returning();
    return row;
  }
  const [row] = await tx.insert(detailForms).values({ enterpriseId, entityType, form }).returning();
  return row;
}
