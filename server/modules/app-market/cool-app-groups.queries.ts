import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { coolAppGroups } from '../../db/schema/app-market';

/** The app-market module's reads and writes of the DingTalk groups bound for the group panel. */

export type CoolAppGroup = typeof coolAppGroups.$inferSelect;

export function groupsOf(tx: Executor, enterpriseId: number) {
  return tx.select().from(coolAppGroups).where(eq(coolAppGroups.enterpriseId, enterpriseId)).orderBy(coolAppGroups.id);
}

export async function groupByConversation(tx: Executor, enterpriseId: number, openConversationId: string) {
  const [row] = await tx
    .select()
    .from(coolAppGroups)
    .where(and(eq(coolAppGroups.enterpriseId, enterpriseId), eq(coolAppGroups.openConversationId, openConversationId)));
  return row;
}

/** The binding whose group card DingTalk calls back about (the card's outTrackId, made by the app). */
export async function groupByTrack(tx: Executor, enterpriseId: number, outTrackId: string) {
  const [row] = await tx
    .select()
    .from(coolAppGroups)
    .where(and(eq(coolAppGroups.enterpriseId, enterpriseId), eq(coolAppGroups.outTrackId, outTrackId)));
  return row;
}

/** Whether the enterprise has any bound group (one indexed read; each node keeps the answer, panel-refresh.job.ts). */
export async function hasGroups(tx: Executor, enterpriseId: number) {
  const [row] = await tx.select({ id: coolAppGroups.id }).from(coolAppGroups).where(eq(coolAppGroups.enterpriseId, enterpriseId)).limit(1);
  return row !== undefined;
}

/** One binding, locked: its card is pushed by one run at a time, which reads the orders after the one before. */
export async function lockGroup(tx: Executor, enterpriseId: number, id: number) {
  const [row] = await tx
    .select()
    .from(coolAppGroups)
    .where(and(eq(coolAppGroups.enterpriseId, enterpriseId), eq(coolAppGroups.id, id)))
    .for('update');
  return row;
}

/** Binds the group (or moves its binding to another customer or team); the row as it is now. */
export async function saveGroup(tx: Executor, row: typeof coolAppGroups.$inferInsert) {
  const target = { customerId: row.customerId ?? null, teamId: row.teamId ?? null, cardHash: row.cardHash ?? '', pushedAt: row.pushedAt ?? null, failure: '' };
  const [saved] = await tx
    .insert(coolAppGroups)
    .values(row)
    .onConflictDoUpdate({ target: [coolAppGroups.enterpriseId, coolAppGroups.openConversationId], set: target })
    .returning();
  return saved;
}

export async function markPushed(tx: Executor, enterpriseId: number, id: number, pushed: { cardHash: string } | { failure: string }) {
  const set = 'cardHash' in pushed ? { cardHash: pushed.cardHash, pushedAt: new Date(), failure: '' } : { failure: pushed.failure.slice(0, 500) };
  await tx.update(coolAppGroups).set(set).where(and(eq(coolAppGroups.enterpriseId, enterpriseId), eq(coolAppGroups.id, id)));
}

export async function deleteGroup(tx: Executor, enterpriseId: number, id: number) {
  const rows = await tx
    .delete(coolAppGroups)
    .where(and(eq(coolAppGroups.enterpriseId, enterpriseId), eq(coolAppGroups.id, id)))
    .returning({ id: coolAppGroups.id });
  return rows.length > 0;
}
