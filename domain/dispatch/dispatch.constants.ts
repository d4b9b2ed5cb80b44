import { Role, type RoleType } from '../shell/roles';

/** What an order type's automatic assignment rule does when an order reaches 待指派: nothing, name the best candidate in the log, or assign to them. */
export const AutoMode = { off: 0, suggest: 1, assign: 2 } as const;
export type AutoModeValue = (typeof AutoMode)[keyof typeof AutoMode];
export const AUTO_MODES = Object.values(AutoMode) as AutoModeValue[];
export const AUTO_MODE_NAMES: Record<AutoModeValue, string> = { 0: '关闭', 1: '仅推荐', 2: '自动指派' };

/** Whose calendar or service area a row is: one person or a service group (its members inherit it). */
export const SubjectKind = { person: 1, group: 2 } as const;
export type SubjectKindValue = (typeof SubjectKind)[keyof typeof SubjectKind];

/** The scoring weights of a rule (each 0..10); a candidate's score is the weighted sum of parts in 0..1. */
export interface DispatchWeights {
  skill: number;
  area: number;
  load: number;
  distance: number;
  sla: number;
  part: number;
}
export const DEFAULT_WEIGHTS: DispatchWeights = { skill: 3, area: 2, load: 2, distance: 2, sla: 2, part: 1 };
export const MAX_WEIGHT = 10;

/** Skill levels 1 (can do) .. 3 (expert). */
export const MAX_SKILL_LEVEL = 3;
/** Visits in a day at which the load part reaches 0. */
export const FULL_DAY_VISITS = 8;
/** The distance part halves at this many km from the previous visit. */
export const HALF_SCORE_KM = 10;
/** SLA nodes further than this are not urgent. */
export const URGENT_HOURS = 24;

/** Default working hours when neither the person nor their group has a calendar: Monday–Friday 09:00–18:00. */
export const DEFAULT_WORK = { days: [1, 2, 3, 4, 5], startMinute: 9 * 60, endMinute: 18 * 60 } as const;
/** A visit's length when its order type says none. */
export const DEFAULT_SERVICE_MINUTES = 60;
/** Straight-line travel speed by default (km/h), including the city's detours. */
export const DEFAULT_SPEED_KMH = 30;
/** How far an appointment may move when a day is optimised (minutes either side). */
export const DEFAULT_APPOINTMENT_SLACK = 120;
/** Cost of one minute late, in km of travel. */
export const LATENESS_KM_PER_MINUTE = 1;

/** Days the board shows (today and the following ones). */
export const BOARD_DAYS = 7;
export const MAX_BOARD_DAYS = 14;
/** Leave rows, skills and areas one person may hold. */
export const MAX_SKILLS = 50;
export const MAX_AREAS = 50;

/** Dispatchers and administrators dispatch and edit calendars; directors and service staff read. */
export const DISPATCH_WRITERS: readonly RoleType[] = [Role.admin, Role.dispatcher];
export const DISPATCH_READERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.director];

/** What the free plan refuses (the feature named in its notice): automatic assignment (suggest or assign) and route optimisation. */
export const FREE_PLAN_LOCKS = { autoAssign: '自动派单', optimise: '路线优化' } as const;
/** The download centre's key of the dispatch plan's export. */
export const DISPATCH_PLAN_EXPORT = 'dispatch-plan';
