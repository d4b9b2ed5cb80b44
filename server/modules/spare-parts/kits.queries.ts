import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { spareKits } from '../../db/schema/spare-parts';

type Items = { partId: number; qty: number }[];

export const listKits = (tx: Executor, enterpriseId: number) => tx.select().from(spareKits).where(eq(spareKits.enterpriseId, enterpriseId)).orderBy(asc(spareKits.id));

export async function kitNamed(tx: Executor, enterpriseId: number, name: string, exceptId?: number) {
  const [row] = await tx.select({ id: spareKits.id }).from(spareKits).where(and(eq(spareKits.enterpriseId, enterpriseId), eq(spareKits.name, name), exceptId ? ne(spareKits.id, exceptId) : undefined));
  return row;
}

export async function updateKit(tx: Executor, enterpriseId: number, id: number, name: string, items: Items): Promise<boolean> {
  const rows = await tx.update(spareKits).set({ name, items }).where(and(eq(spareKits.enterpriseId, enterpriseId), eq(spareKits.id, id))).returning({ id: spareKits.id });
  return rows.length > 0;
}

export async function insertKit(tx: Executor, enterpriseId: number, name: string, items: Items): Promise<number> {
  const [row] = await tx.insert(spareKits).values({ enterpriseId, name, items }).returning({ id: spareKits.id });
  return row.id;
}

export async function deleteKits(tx: Executor, enterpriseId: number, ids: number[]): Promise<number> {
  return (await tx.delete(spareKits).where(and(eq(spareKits.enterpriseId, enterpriseId), inArray(spareKits.id, ids))).returning({ id: spareKits.id })).length;
}
