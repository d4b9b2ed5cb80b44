import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accounts } from '../../db/schema/tenancy';

export const MAX_FAILED_LOGINS = 5;
const LOCK_MS = 15 * 60_000;

/**
 * Takes one of the account's five tries in a single UPDATE … RETURNING (the row lock serialises
 * concurrent guesses), before the password is checked. Returns the try's number, or null while the
 * account is locked or its five tries are taken.
 */
export async function claimSignInTry(db: Database, phone: string): Promise<number | null> {
  const [row] = await db.system
    .update(accounts)
    .set({ failedLogins: sql`${accounts.failedLogins} + 1` })
    .where(
      and(
        eq(accounts.phone, phone),
        lt(accounts.failedLogins, MAX_FAILED_LOGINS),
        or(isNull(accounts.lockedUntil), lte(accounts.lockedUntil, new Date())),
      ),
    )
    .returning({ tries: accounts.failedLogins });
  return row ? row.tries : null;
}

/** The fifth wrong password locks the account for 15 minutes and starts the count again after it. */
export async function lockAccount(db: Database, phone: string) {
  await db.system
    .update(accounts)
    .set({ failedLogins: 0, lockedUntil: new Date(Date.now() + LOCK_MS) })
    .where(eq(accounts.phone, phone));
}
