import { sql } from 'drizzle-orm';
import type { RoleType } from '@domain/shell/roles';
import type { Tx } from '../../db/database';
import { recordOperation } from '../audit/audit.public';

/** Who calls a projects route. */
export interface ProjectActor {
  enterpriseId: number;
  userId: number;
  role: RoleType;
}

export const logProjectChange = (tx: Tx, actor: Pick<ProjectActor, 'enterpriseId' | 'userId'>, action: string, targetId: string | number | null, summary: string, before?: unknown, after?: unknown) =>
  recordOperation(tx, { enterpriseId: actor.enterpriseId, userId: actor.userId, module: 'projects', action, targetId, summary, before, after });

const LOCK_NAMESPACE = 7344;
/** Numbering projects of one enterprise, one at a time. */
export const lockProjectNumbers = (tx: Tx, enterpriseId: number) => tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${enterpriseId % 2 ** 31}::int)`);
