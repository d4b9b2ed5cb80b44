import { CONTRACT_STATUS_NAMES, CONTRACT_STATUSES, ContractStatus, type ContractStatusValue } from '../contracts/contracts.constants';
import { Role, type RoleType } from '../shell/roles';

/** A maintenance contract's lifecycle: the contract lifecycle constants of spec part 2 section 4 (1 signed, 2 executing, 3 finished, 4 terminated). */
export { CONTRACT_STATUS_NAMES, CONTRACT_STATUSES, ContractStatus, type ContractStatusValue };

/** Task states of spec part 2 section 4: 0 unfinished, 1 finished, 2 disabled, 3 in approval. */
export const TaskState = { unfinished: 0, finished: 1, disabled: 2, inApproval: 3 } as const;
export type TaskStateValue = (typeof TaskState)[keyof typeof TaskState];
export const TASK_STATES = Object.values(TaskState) as TaskStateValue[];
export const TASK_STATE_NAMES: Record<TaskStateValue, string> = { 0: '未完成', 1: '已完成', 2: '已停用', 3: '审批中' };

/** How a plan spreads its visits: every n cycle units, or a count of visits spread evenly over its period. */
export const ScheduleMode = { cycle: 1, visits: 2 } as const;
export type ScheduleModeValue = (typeof ScheduleMode)[keyof typeof ScheduleMode];
export const SCHEDULE_MODES = Object.values(ScheduleMode) as ScheduleModeValue[];
export const SCHEDULE_MODE_NAMES: Record<ScheduleModeValue, string> = { 1: '按周期', 2: '按次数' };

/**
 * Who works with maintenance (the spec is silent): salespeople and dispatchers write contracts and
 * plans, dispatchers turn tasks into orders; directors and service staff read them.
 */
export const MAINTENANCE_READERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.salesperson, Role.director, Role.serviceStaff];
export const MAINTENANCE_WRITERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.salesperson];
export const TASK_DISPATCHERS: readonly RoleType[] = [Role.admin, Role.dispatcher];

/** Days ahead a plan makes its tasks by default (a plan may say 0 to 90). */
export const DEFAULT_AHEAD_DAYS = 7;
export const MAX_AHEAD_DAYS = 90;
/** Products one contract or plan may hold. */
export const MAX_PRODUCTS = 200;
/** Visits a plan of the count mode may spread over its period. */
export const MAX_VISITS = 366;
