import { Role, type RoleType } from '../shell/roles';

/** Return-visit state (spec part 1 section 4, Flags): 1 pending, 2 failed, 3 passed. */
export const VisitState = { pending: 1, failed: 2, passed: 3 } as const;
export type VisitStateValue = (typeof VisitState)[keyof typeof VisitState];
export const VISIT_STATES = Object.values(VisitState) as VisitStateValue[];
export const VISIT_STATE_NAMES: Record<VisitStateValue, string> = { 1: '待回访', 2: '回访失败', 3: '回访通过' };

/** Return-visit types (spec part 1 section 9): 1 order, 6 event, 53 repair order (the repair module registers its source). */
export const VisitType = { order: 1, event: 6, repairOrder: 53 } as const;
export type VisitTypeValue = (typeof VisitType)[keyof typeof VisitType];
export const VISIT_TYPE_NAMES: Record<VisitTypeValue, string> = { 1: '工单回访', 6: '事件回访', 53: '返修单回访' };
export const SUPPORTED_VISIT_TYPES = [VisitType.order, VisitType.event, VisitType.repairOrder] as const;

/** Interval units (spec part 1 section 9): 1 minute, 2 hour, 3 day, 4 month. */
export const IntervalUnit = { minute: 1, hour: 2, day: 3, month: 4 } as const;
export type IntervalUnitValue = (typeof IntervalUnit)[keyof typeof IntervalUnit];
export const INTERVAL_UNITS = Object.values(IntervalUnit) as IntervalUnitValue[];
export const INTERVAL_UNIT_NAMES: Record<IntervalUnitValue, string> = { 1: '分钟', 2: '小时', 3: '天', 4: '月' };

/** A question of a plan: 1 a score of 1 to 5 stars, 2 a text answer. */
export const QuestionKind = { score: 1, text: 2 } as const;
export type QuestionKindValue = (typeof QuestionKind)[keyof typeof QuestionKind];

/**
 * Who does what (the spec only says return-visit support "visits per plan"). Administrators and
 * dispatchers write plans; return-visit support works the tasks given to them (or to nobody);
 * administrators, dispatchers and directors see every task and the report.
 */
export const VISIT_PLAN_WRITERS: readonly RoleType[] = [Role.admin, Role.dispatcher];
export const VISIT_READERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.director, Role.returnVisit];
export const VISIT_WORKERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.returnVisit];
/** Roles that see only the tasks given to them or to nobody. */
export const SEES_OWN_TASKS: readonly RoleType[] = [Role.returnVisit];

/** A new plan also visits work finished this many days before it was made. */
export const LOOK_BACK_DAYS = 30;

/** The moment `n` interval units after `from` (months by the calendar, clamped to the month's end). */
export function afterInterval(from: Date, n: number, unit: IntervalUnitValue): Date {
  const ms = { [IntervalUnit.minute]: 60_000, [IntervalUnit.hour]: 3_600_000, [IntervalUnit.day]: 86_400_000 } as Record<number, number>;
  if (unit !== IntervalUnit.month) return new Date(from.getTime() + n * ms[unit]);
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + n);
  d.setUTCDate(Math.min(day, new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()));
  return d;
}
