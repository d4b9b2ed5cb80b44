import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database';
import { recordOperation } from '../audit/audit.public';

/** Who changes the organisation; every change is logged under this user. */
export interface OrganisationActor {
  enterpriseId: number;
  userId: number;
}

// Changes to one enterprise's users and departments queue behind this lock, so two at once cannot
// both take the last seat, both demote the last two administrators, or delete a department while a
// member is being placed in it.
const ORGANISATION_LOCK_NAMESPACE = 7301;

export const lockOrganisation = (tx: Executor, enterpriseId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${ORGANISATION_LOCK_NAMESPACE}::int, ${enterpriseId % 2 ** 31}::int)`);

export interface OrganisationChange {
  action: string;
  targetId: number | string;
  /** One line of the operation log, e.g. '新增部门：服务三部（上级：示例科技有限公司）'. */
  summary: string;
  before?: unknown;
  after?: unknown;
}

/** Records an organisation change in the operation log, in the change's own transaction. */
export const logOrganisationChange = (tx: Tx, actor: OrganisationActor, change: OrganisationChange) =>
  recordOperation(tx, { enterpriseId: actor.enterpriseId, userId: actor.userId, module: 'organization', ...change });
