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
 * Areas that give users work (orders, events ...) register their step when their plugin registers.
 */
export interface HandoverStep {
  /** What is handed over, as the result and the operation log name it. */
  name: string;
  /** Moves the work; returns how many items moved. */
  run(tx: Tx, handover: Handover): Promise<number>;
}

/** The registered steps by name, run in the order they were registered (the layers' order in server/app.ts). */
const HANDOVER_STEPS = new Map<string, HandoverStep>();

export function registerHandoverStep(step: HandoverStep): void {
  HANDOVER_STEPS.set(step.name, step);
}

export const handoverSteps = (): Iterable<HandoverStep> => HANDOVER_STEPS.values();
