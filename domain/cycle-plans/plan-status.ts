import { businessDay } from './cycle';
import { PLAN_STATE_NAMES, PlanState, type PlanStateValue } from './cycle-plans.constants';

/** Shown instead of 执行中 while a running plan's start date is still ahead (spec's time-window status). */
export const PLAN_NOT_STARTED = '待开始';

/** What a plan's status reads as on China business day `today`: a running plan starting later is 待开始. */
export function planStatusName(plan: { state: PlanStateValue; startDate: string }, today = businessDay(new Date())): string {
  return plan.state === PlanState.running && plan.startDate > today ? PLAN_NOT_STARTED : PLAN_STATE_NAMES[plan.state];
}
