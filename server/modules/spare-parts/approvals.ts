import { Role, type RoleType } from '@domain/shell/roles';
import { MovementState } from '@domain/spare-parts/spare-parts.constants';
import type { Executor } from '../../db/database';
import * as sq from './stock.queries';

/** What waits for someone's approval: every pending movement for an administrator, for a keeper those touching only warehouses they keep, nothing for others. */
export async function waitingFor(tx: Executor, who: { enterpriseId: number; userId: number; role: RoleType }): Promise<sq.MovementFilter> {
  if (who.role === Role.admin) return { state: MovementState.pending };
  if (who.role !== Role.warehouse) return { state: MovementState.pending, withinWarehouses: [] };
  return { state: MovementState.pending, withinWarehouses: await sq.keptWarehouses(tx, who.enterpriseId, who.userId) };
}

/** The approval badge and the home to-do line: movements waiting for the caller's decision. */
export async function countWaitingApprovals(tx: Executor, who: { enterpriseId: number; userId: number; role: RoleType }): Promise<number> {
  return sq.countMovements(tx, who.enterpriseId, await waitingFor(tx, who));
}
