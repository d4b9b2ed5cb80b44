import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { digestSends } from '../../db/schema/reports';

/** Claims a user's digest of a type and day; false when another worker or an earlier run already has. */
export async function claimDigest(tx: Executor, s: { enterpriseId: number; userId: number }, type: number, day: string): Promise<boolean> {
  const claimed = await tx.insert(digestSends).values({ enterpriseId: s.enterpriseId, userId: s.userId, type, day }).onConflictDoNothing().returning({ day: digestSends.day });
  return claimed.length > 0;
}

/**
 * The condition "not yet sent this type's digest on this day" over a subscriber's enterprise and
 * user columns, for the subscribers' query: an anti-join on digest_sends (type, day), so each
 * minute of the window reads only the users still waiting.
 */
export const notSentYet =
  (type: number, day: string) =>
  (enterpriseId: SQL, userId: SQL): SQL =>
    sql`not exists (select 1 from ${digestSends} d where d.type = ${type} and d.day = ${day} and d.enterprise_id = ${enterpriseId} and d.user_id = ${userId})`;
