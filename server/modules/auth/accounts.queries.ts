import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { accounts, enterprises, users } from '../../db/schema/tenancy';

export async function accountOf(tx: Executor, phone: string) {
  const [row] = await tx.select().from(accounts).where(eq(accounts.phone, phone));
  return row;
}

export async function clearFailedLogins(tx: Executor, phone: string): Promise<void> {
  await tx.update(accounts).set({ failedLogins: 0 }).where(eq(accounts.phone, phone));
}

/** A new password also ends the count of failed sign-ins and any lock. */
export async function setPasswordHash(tx: Executor, phone: string, passwordHash: string): Promise<void> {
  await tx.update(accounts).set({ passwordHash, failedLogins: 0, lockedUntil: null }).where(eq(accounts.phone, phone));
}

/** Active memberships of a phone across enterprises, by enterprise. */
export function membershipsOf(tx: Executor, phone: string) {
  return tx
    .select({
      userId: users.id,
      enterpriseId: enterprises.id,
      enterpriseName: enterprises.name,
      userName: users.name,
    })
    .from(users)
    .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
    .where(and(eq(users.phone, phone), eq(users.status, 1), isNull(users.deletedAt)))
    .orderBy(enterprises.id);
}
