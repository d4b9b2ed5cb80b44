import { and, eq } from 'drizzle-orm';
import type { RoleType } from '@domain/shell/roles';
import type { Executor } from '../../db/database';
import { roleGrants } from '../../db/schema/tenancy';

/** Every menu key and right granted to the role, in one read. */
export function roleGrantRows(tx: Executor, enterpriseId: number, role: RoleType): Promise<{ kind: 'menu' | 'right'; key: string }[]> {
  return tx
    .select({ kind: roleGrants.kind, key: roleGrants.key })
    .from(roleGrants)
    .where(and(eq(roleGrants.enterpriseId, enterpriseId), eq(roleGrants.role, role)));
}
