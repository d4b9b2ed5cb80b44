import { Role, type RoleType } from '../shell/roles';

/**
 * An inspection task's states (the spec names none; decided in domain/maintenance/DECISIONS.md):
 * 0 pending, 1 in progress (a point recorded), 2 done without exception, 3 exception to-do (done with
 * a failed item), 4 the exception turned into an order, 5 the exception closed with a reason, 6 disabled.
 */
export const InspectionState = { pending: 0, inProgress: 1, done: 2, exception: 3, ordered: 4, closed: 5, disabled: 6 } as const;
export type InspectionStateValue = (typeof InspectionState)[keyof typeof InspectionState];
export const INSPECTION_STATES = Object.values(InspectionState) as InspectionStateValue[];
export const INSPECTION_STATE_NAMES: Record<InspectionStateValue, string> = {
  0: '待巡检',
  1: '巡检中',
  2: '已完成',
  3: '异常待处理',
  4: '已转工单',
  5: '异常已关闭',
  6: '已停用',
};
/** States a task is still to be walked in (overdue past its due date). */
export const OPEN_INSPECTION_STATES: readonly InspectionStateValue[] = [InspectionState.pending, InspectionState.inProgress];

/** Who reads inspections; who writes points and plans and handles exceptions; who walks the rounds (their own tasks). */
export const INSPECTION_READERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.director, Role.serviceStaff];
/** Who reads the points and plans (the office). */
export const INSPECTION_OFFICE: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.director];
export const INSPECTION_MANAGERS: readonly RoleType[] = [Role.admin, Role.dispatcher];
export const INSPECTION_WALKERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.serviceStaff];
/** Roles that see only the tasks given to them. */
export const OWN_TASK_ROLES: readonly RoleType[] = [Role.serviceStaff];

/** Points one plan walks; checklist items one plan asks at every point. */
export const MAX_PLAN_POINTS = 100;
export const MAX_CHECK_ITEMS = 30;
/** Photos one point's result carries. */
export const MAX_POINT_PHOTOS = 9;
