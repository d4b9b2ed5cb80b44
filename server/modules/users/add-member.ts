import type { RoleType } from '@domain/shell/roles';
import type { Executor } from '../../db/database';
import { accounts, users } from '../../db/schema/tenancy';

/** A phone's sign-in identity, created once (an account is global, not a row of one enterprise). */
export async function ensureAccount(tx: Executor, phone: string) {
  await tx.insert(accounts).values({ phone }).onConflictDoNothing();
}

/** Adds a user to an enterprise, creating the phone's account if it has none. */
export async function addMember(
  tx: Executor,
  m: { enterpriseId: number; departmentId: number; name: string; phone: string; roles: RoleType[] },
): Promise<number> {
  await ensureAccount(tx, m.phone);
  const [user] = await tx
    .insert(users)
    .values({
      enterpriseId: m.enterpriseId,
      departmentId: m.departmentId,
      name: m.name,
      phone: m.phone,
      roles: m.roles,
      currentRole: m.roles[0] ?? null,
    })
    .returning({ id: users.id });
  return user.id;
}
