import { defineMachine } from '../common/machine';
import type { MaintenanceActor } from './contract.machine';
import { MaintenanceErrors, taskStateRefused } from './errors';
import { TASK_DISPATCHERS, TaskState, type TaskStateValue } from './maintenance.constants';

/**
 * A maintenance task: unfinished until its order completes (the orders module tells this area, which
 * sets it finished; no person finishes a task by hand). An unfinished task is turned into one order,
 * once; one without an order may be disabled and enabled again, or deleted.
 */
export interface MachineTask {
  state: TaskStateValue;
  orderId: number | null;
}

export const TaskOp = { createOrder: 'createOrder', disable: 'disable', enable: 'enable', delete: 'delete' } as const;
export type TaskOpValue = (typeof TaskOp)[keyof typeof TaskOp];
const OP_NAMES: Record<TaskOpValue, string> = { createOrder: '生成工单', disable: '停用', enable: '启用', delete: '删除' };

const T = TaskState;
const roles = TASK_DISPATCHERS;
const noOrder = (t: MachineTask) => (t.orderId === null ? null : MaintenanceErrors.alreadyOrdered);

export const taskMachine = defineMachine<MachineTask, MaintenanceActor, TaskStateValue, TaskOpValue, TaskStateValue>({
  stateOf: (t) => t.state,
  transitions: {
    createOrder: { from: [T.unfinished], roles, guard: noOrder },
    disable: { from: [T.unfinished], roles, guard: noOrder, to: T.disabled },
    enable: { from: [T.disabled], roles, to: T.unfinished },
    delete: { from: [T.unfinished, T.disabled], roles, guard: noOrder },
  },
  stateRefusal: (op, t) => taskStateRefused(t.state, OP_NAMES[op]),
});

/** The moves POST /v2/maintenance/task/state takes. */
export const TASK_MOVES = [TaskOp.disable, TaskOp.enable] as const;
