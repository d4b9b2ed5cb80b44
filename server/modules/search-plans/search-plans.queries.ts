import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { searchPlans } from '../../db/schema/search-plans';

/** Whose plans: every user keeps their own per list screen. */
export interface PlanOwner {
  enterpriseId: number;
  userId: number;
}

const shape = {
  id: searchPlans.id,
  listKey: searchPlans.listKey,
  name: searchPlans.name,
  conditions: searchPlans.conditions,
  isDefault: searchPlans.isDefault,
  updatedAt: searchPlans.updatedAt,
};
export type PlanRecord = { [K in keyof typeof shape]: (typeof searchPlans.$inferSelect)[K] };

const mine = (owner: PlanOwner) => and(eq(searchPlans.enterpriseId, owner.enterpriseId), eq(searchPlans.userId, owner.userId));

/** The owner's plans of one list, the default first. */
export function listPlans(tx: Executor, owner: PlanOwner, listKey: string): Promise<PlanRecord[]> {
  return tx
    .select(shape)
    .from(searchPlans)
    .where(and(mine(owner), eq(searchPlans.listKey, listKey)))
    .orderBy(desc(searchPlans.isDefault), asc(searchPlans.id));
}

export async function findPlan(tx: Executor, owner: PlanOwner, id: number): Promise<PlanRecord | undefined> {
  const [row] = await tx
    .select(shape)
    .from(searchPlans)
    .where(and(mine(owner), eq(searchPlans.id, id)));
  return row;
}

export async function findDefaultPlan(tx: Executor, owner: PlanOwner, listKey: string): Promise<PlanRecord | undefined> {
  const [row] = await tx
    .select(shape)
    .from(searchPlans)
    .where(and(mine(owner), eq(searchPlans.listKey, listKey), eq(searchPlans.isDefault, true)));
  return row;
}

export async function countPlans(tx: Executor, owner: PlanOwner, listKey: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(searchPlans)
    .where(and(mine(owner), eq(searchPlans.listKey, listKey)));
  return row.n;
}

export async function planNameTaken(tx: Executor, owner: PlanOwner, listKey: string, name: string, exceptId?: number): Promise<boolean> {
  const [taken] = await tx
    .select({ id: searchPlans.id })
    .from(searchPlans)
    .where(and(mine(owner), eq(searchPlans.listKey, listKey), eq(searchPlans.name, name), exceptId ? ne(searchPlans.id, exceptId) : undefined));
  return Boolean(taken);
}

type PlanFields = { name: string; conditions: Record<string, unknown>; updatedAt: Date };

export async function insertPlan(tx: Executor, owner: PlanOwner, listKey: string, fields: PlanFields): Promise<number> {
  const [row] = await tx
    .insert(searchPlans)
    .values({ ...owner, listKey, ...fields })
    .returning({ id: searchPlans.id });
  return row.id;
}

export async function updatePlan(tx: Executor, owner: PlanOwner, id: number, fields: Partial<PlanFields> & { isDefault?: boolean }) {
  await tx.update(searchPlans).set(fields).where(and(mine(owner), eq(searchPlans.id, id)));
}

// Clear first: the partial unique index allows one default per user and list.
export async function makeDefault(tx: Executor, owner: PlanOwner, listKey: string, id: number) {
  await tx
    .update(searchPlans)
    .set({ isDefault: false })
    .where(and(mine(owner), eq(searchPlans.listKey, listKey), eq(searchPlans.isDefault, true), ne(searchPlans.id, id)));
  await updatePlan(tx, owner, id, { isDefault: true });
}

export async function deletePlan(tx: Executor, owner: PlanOwner, id: number) {
  await tx.delete(searchPlans).where(and(mine(owner), eq(searchPlans.id, id)));
}
