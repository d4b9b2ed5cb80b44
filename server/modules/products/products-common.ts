import { sql } from 'drizzle-orm';
import type { PlanType } from '@domain/shell/plans';
import type { RoleType } from '@domain/shell/roles';
import type { Executor, Tx } from '../../db/database';
import { recordOperation, type AuditEntry } from '../audit/audit.public';

/** Who reads or changes products; every change is logged under this user. */
export interface ProductActor {
  enterpriseId: number;
  userId: number;
  role: RoleType;
  planType: PlanType;
}

// Product writes of one enterprise queue behind this lock, so two saves cannot both pass a name or serial check.
const PRODUCTS_LOCK_NAMESPACE = 7305;
export const lockProducts = (tx: Executor, enterpriseId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${PRODUCTS_LOCK_NAMESPACE}::int, ${enterpriseId % 2 ** 31}::int)`);

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function logProductChange(tx: Tx, actor: Pick<ProductActor, 'enterpriseId' | 'userId'>, change: Omit<AuditEntry, 'enterpriseId' | 'userId' | 'module'>) {
  return recordOperation(tx, { enterpriseId: actor.enterpriseId, userId: actor.userId, module: 'products', ...change });
}

export const isoTime = (d: Date) => d.toISOString();
