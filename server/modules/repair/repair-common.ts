import { sql } from 'drizzle-orm';
import type { Verdict } from '@domain/common/machine';
import type { RoleType } from '@domain/shell/roles';
import type { Tx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../audit/audit.public';

/** The person a repair call acts for. */
export interface RepairActor {
  enterpriseId: number;
  userId: number;
  role: RoleType;
}

/** The state a machine's verdict leads to; its refusal as the caller's error. */
export function enforce<To>(verdict: Verdict<To>): To | undefined {
  if (!verdict.ok) throw new AppError(verdict.status, verdict.message);
  return verdict.to;
}

/** Serialises the work on one customer product (two desks scanning it at once make one order). */
export const lockProduct = (tx: Tx, enterpriseId: number, customerProductId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`repair-product:${enterpriseId}:${customerProductId}`}, 0))`);

export const logRepairChange = (tx: Tx, actor: RepairActor, action: string, targetId: number | string, summary: string, before?: unknown, after?: unknown) =>
  recordOperation(tx, { enterpriseId: actor.enterpriseId, userId: actor.userId, module: 'repair', action, targetId, summary, before, after });
