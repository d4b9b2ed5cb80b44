import { Role, type RoleType } from '../shell/roles';

/** Cycle units of spec part 1 section 3 "Other enumerations": 1 day, 2 week, 3 month, 4 year. */
export const CycleUnit = { day: 1, week: 2, month: 3, year: 4 } as const;
export type CycleUnitValue = (typeof CycleUnit)[keyof typeof CycleUnit];
export const CYCLE_UNITS = Object.values(CycleUnit) as CycleUnitValue[];
export const CYCLE_UNIT_NAMES: Record<CycleUnitValue, string> = { 1: '天', 2: '周', 3: '月', 4: '年' };

/** A plan runs, is paused by hand, or has finished (no occurrence left before its end date). */
export const PlanState = { running: 1, paused: 2, finished: 3 } as const;
export type PlanStateValue = (typeof PlanState)[keyof typeof PlanState];
export const PLAN_STATES = Object.values(PlanState) as PlanStateValue[];
export const PLAN_STATE_NAMES: Record<PlanStateValue, string> = { 1: '执行中', 2: '已暂停', 3: '已结束' };

/**
 * Who works with customer service plans (the spec is silent). Plans create orders, so their writers
 * are people who create orders for customers; a salesperson sees the plans they wrote, the other
 * readers see every plan of the enterprise.
 */
export const CYCLE_PLAN_WRITERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.salesperson];
export const CYCLE_PLAN_READERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.salesperson, Role.reception, Role.director];
export const SEES_OWN_PLANS_ONLY: readonly RoleType[] = [Role.salesperson];

/** Customers one plan may hold (each occurrence makes one order per customer in one job run). */
export const MAX_PLAN_CUSTOMERS = 200;
