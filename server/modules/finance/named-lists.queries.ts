import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { NamedEntry, NamedListKindCode } from '@domain/finance/named-lists.schemas';
import type { Executor } from '../../db/database';
import { namedEntries as n } from '../../db/schema/finance';

const live = (enterpriseId: number, kind: NamedListKindCode) => and(eq(n.enterpriseId, enterpriseId), eq(n.kind, kind), isNull(n.deletedAt));

export function listEntries(tx: Executor, enterpriseId: number, kind: NamedListKindCode): Promise<NamedEntry[]> {
  return tx.select({ id: n.id, name: n.name }).from(n).where(live(enterpriseId, kind)).orderBy(asc(n.id));
}

/** Names by ids; deleted entries keep answering their name (old records still name them). */
export function namesOf(tx: Executor, enterpriseId: number, kind: NamedListKindCode, ids: number[]): Promise<NamedEntry[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select({ id: n.id, name: n.name }).from(n).where(and(eq(n.enterpriseId, enterpriseId), eq(n.kind, kind), inArray(n.id, ids))).orderBy(asc(n.id));
}

export async function nameTaken(tx: Executor, enterpriseId: number, kind: NamedListKindCode, name: string, exceptId?: number) {
  const [row] = await tx.select({ id: n.id }).from(n).where(and(live(enterpriseId, kind), eq(n.name, name), exceptId ? ne(n.id, exceptId) : undefined));
  return Boolean(row);
}

export async function insertEntry(tx: Executor, enterpriseId: number, kind: NamedListKindCode, name: string): Promise<number> {
  const [row] = await tx.insert(n).values({ enterpriseId, kind, name }).returning({ id: n.id });
  return row.id;
}

export async function renameEntry(tx: Executor, enterpriseId: number, kind: NamedListKindCode, id: number, name: string): Promise<boolean> {
  const rows = await tx.update(n).set({ name }).where(and(live(enterpriseId, kind), eq(n.id, id))).returning({ id: n.id });
  return rows.length > 0;
}

export async function deleteEntries(tx: Executor, enterpriseId: number, kind: NamedListKindCode, ids: number[]): Promise<number> {
  const rows = await tx.update(n).set({ deletedAt: new Date() }).where(and(live(enterpriseId, kind), inArray(n.id, ids))).returning({ id: n.id });
  return rows.length;
}
