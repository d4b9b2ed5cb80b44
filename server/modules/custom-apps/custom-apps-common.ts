import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database';
import type { Bus } from '../../lib/bus';
import { recordOperation, type AuditEntry } from '../audit/audit.public';

/** Who acts on custom applications; settings changes are logged under this user. */
export interface CustomAppActor {
  enterpriseId: number;
  userId: number;
}

// Settings writes of one enterprise queue behind this lock, so two saves cannot both pass a name check.
const CUSTOM_APPS_LOCK_NAMESPACE = 7311;
export const lockCustomApps = (tx: Executor, enterpriseId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${CUSTOM_APPS_LOCK_NAMESPACE}::int, ${enterpriseId % 2 ** 31}::int)`);

export function logChange(tx: Tx, actor: CustomAppActor, change: Omit<AuditEntry, 'enterpriseId' | 'userId' | 'module'>) {
  return recordOperation(tx, { enterpriseId: actor.enterpriseId, userId: actor.userId, module: 'custom-apps', ...change });
}

/**
 * The menu is built from grants and custom applications, and its caches already drop on
 * 'grants-changed'; a changed application is announced the same way after its transaction commits.
 */
export const announceMenuChange = (bus: Bus, enterpriseId: number) => bus.publish('grants-changed', { enterpriseId });
