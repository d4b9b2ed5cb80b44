import type { RoleType } from '@domain/shell/roles';
import type { Executor } from '../../db/database';
import { accounts } from '../../db/schema/auth';
import { users } from '../../db/schema/tenancy';

/** Adds a user to an enterprise, creating the phone's account if it has none. */
export async function addMember(
  tx: Executor,
  m: { enterpriseId: number; departmentId: number; name: string; phone: string; roles: RoleType[] },
): Promise<number> {
  await tx.insert(accounts).values({ phone: m.phone }).onConflictDoNothing();
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
