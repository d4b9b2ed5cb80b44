import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { receptionPersonnel } from '../../db/schema/reception';

export type ReceptionRecord = typeof receptionPersonnel.$inferSelect;

const ofEnterprise = (enterpriseId: number) => eq(receptionPersonnel.enterpriseId, enterpriseId);

export function listPersonnel(tx: Executor, enterpriseId: number): Promise<ReceptionRecord[]> {
  return tx.select().from(receptionPersonnel).where(ofEnterprise(enterpriseId)).orderBy(asc(receptionPersonnel.createdAt), asc(receptionPersonnel.userId));
}

export async function findPerson(tx: Executor, enterpriseId: number, userId: number): Promise<ReceptionRecord | undefined> {
  const [row] = await tx.select().from(receptionPersonnel).where(and(ofEnterprise(enterpriseId), eq(receptionPersonnel.userId, userId)));
  return row;
}

export async function savePerson(tx: Executor, enterpriseId: number, fields: { userId: number; maxConcurrent: number; enabled: boolean }) {
  const { maxConcurrent, enabled } = fields;
  await tx
    .insert(receptionPersonnel)
    .values({ enterpriseId, ...fields })
    .onConflictDoUpdate({ target: [receptionPersonnel.enterpriseId, receptionPersonnel.userId], set: { maxConcurrent, enabled } });
}

export async function deletePersonnel(tx: Executor, enterpriseId: number, userIds: number[]): Promise<ReceptionRecord[]> {
  return tx.delete(receptionPersonnel).where(and(ofEnterprise(enterpriseId), inArray(receptionPersonnel.userId, userIds))).returning();
}

export async function reassignPerson(tx: Executor, enterpriseId: number, fromUserId: number, toUserId: number): Promise<void> {
  await tx
    .update(receptionPersonnel)
    .set({ userId: toUserId })
    .where(and(ofEnterprise(enterpriseId), eq(receptionPersonnel.userId, fromUserId)));
}
