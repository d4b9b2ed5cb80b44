import { TIMEOUT_UNIT_MINUTES, type TimeoutUnitValue } from '../templates/template.constants';
import type { EventStateValue } from './events.constants';

export interface StageTimeout {
  stage: number;
  timeout: number;
  unit: TimeoutUnitValue;
}

/**
 * When an event in `state` since `enteredAt` overruns its template's timeout for that stage (stage n
 * is the time spent in state n), or null when the template sets none. Final states never overrun.
 */
export function overdueAt(state: EventStateValue, enteredAt: Date, timeouts: readonly StageTimeout[]): Date | null {
  const rule = timeouts.find((t) => t.stage === state);
  if (!rule) return null;
  return new Date(enteredAt.getTime() + rule.timeout * TIMEOUT_UNIT_MINUTES[rule.unit] * 60_000);
}

export function isOverdue(now: Date, state: EventStateValue, enteredAt: Date, timeouts: readonly StageTimeout[]): boolean {
  const at = overdueAt(state, enteredAt, timeouts);
  return at != null && at.getTime() <= now.getTime();
}
