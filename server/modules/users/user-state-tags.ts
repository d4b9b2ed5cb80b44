import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema/tenancy';

/**
 * The users module's side of personal status tags, for the tags module to call inside its own
 * transaction. Callers publish 'user-changed' for the users returned, so sessions show the change.
 */
export async function setUserStateTag(tx: Executor, enterpriseId: number, userId: number, tagId: number): Promise<void> {
  await tx.update(users).set({ stateTagId: tagId }).where(and(eq(users.enterpriseId, enterpriseId), eq(users.id, userId)));
}

/** Clears deleted status tags from everyone who wore them; returns those users' ids. */
export async function clearUserStateTags(tx: Executor, enterpriseId: number, tagIds: number[]): Promise<number[]> {
  const rows = await tx
    .update(users)
    .set({ stateTagId: null })
    .where(and(eq(users.enterpriseId, enterpriseId), inArray(users.stateTagId, tagIds)))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}
