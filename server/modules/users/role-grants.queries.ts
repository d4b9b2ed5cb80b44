import { and, asc, eq } from 'drizzle-orm';
import type { RoleType } from '@domain/shell/roles';
import type { Executor } from '../../db/database';
import { roleGrants } from '../../db/schema/tenancy';

export type GrantKind = 'menu' | 'right';

const ofRole = (enterpriseId: number, role: RoleType, kind: GrantKind) =>
  and(eq(roleGrants.enterpriseId, enterpriseId), eq(roleGrants.role, role), eq(roleGrants.kind, kind));

export async function grantKeys(tx: Executor, enterpriseId: number, role: RoleType, kind: GrantKind): Promise<string[]> {
  const rows = await tx.select({ key: roleGrants.key }).from(roleGrants).where(ofRole(enterpriseId, role, kind)).orderBy(asc(roleGrants.key));
  return rows.map((r) => r.key);
}

/** The role's grants of one kind become exactly `keys`. */
export async function replaceGrants(tx: Executor, enterpriseId: number, role: RoleType, kind: GrantKind, keys: string[]): Promise<void> {
  await tx.delete(roleGrants).where(ofRole(enterpriseId, role, kind));
  if (keys.length) await tx.insert(roleGrants).values(keys.map((key) => ({ enterpriseId, role, kind, key })));
}
