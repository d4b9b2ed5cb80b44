import type { RoleType } from '@domain/shell/roles';
import type { Tx } from '../../db/database';

/** One handover: the from-user's work goes to the to-user, an active user of the same enterprise. */
export interface Handover {
  enterpriseId: number;
  from: { id: number; name: string };
  to: { id: number; name: string; roles: RoleType[] };
}

/**
 * One kind of work a user can hold. The handover runs every step in one transaction; a step that
 * cannot hand over (the to-user may not take that work) throws an AppError, and nothing changes.
 * Areas that give users work (orders, events ...) add their step to HANDOVER_STEPS.
 */
export interface HandoverStep {
  /** What is handed over, as the result and the operation log name it. */
  name: string;
  /** Moves the work; returns how many items moved. */
  run(tx: Tx, handover: Handover): Promise<number>;
}
