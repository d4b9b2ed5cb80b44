import { defineMachine } from '../common/machine';
import type { MaintenanceActor } from './contract.machine';
import { INSPECTION_MANAGERS, INSPECTION_WALKERS, InspectionState, OWN_TASK_ROLES, type InspectionStateValue } from './inspection.constants';
import { InspectionErrors, inspectionStateRefused } from './inspection.errors';

/**
 * An inspection task, in one machine: the round is walked (each point recorded, again while in
 * progress), then finished — done, or an exception to-do when an item failed; the dispatcher turns
 * the exception into an order (through /createOrder?inspectionTaskId=, once) or closes it with a
 * reason. A task not begun may be disabled and enabled again, or deleted.
 */
export interface MachineInspectionTask {
  state: InspectionStateValue;
  assigneeId: number;
  orderId: number | null;
  /** Points of the round not recorded yet. */
  pointsLeft: number;
  /** Whether a recorded point has a failed item. */
  hasException: boolean;
}

export const InspectionOp = {
  record: 'record',
  finish: 'finish',
  createOrder: 'createOrder',
  close: 'close',
  disable: 'disable',
  enable: 'enable',
  delete: 'delete',
} as const;
export type InspectionOpValue = (typeof InspectionOp)[keyof typeof InspectionOp];
const OP_NAMES: Record<InspectionOpValue, string> = { record: '记录巡检结果', finish: '完成巡检', createOrder: '转工单', close: '关闭异常', disable: '停用', enable: '启用', delete: '删除' };

const S = InspectionState;
/** Service staff walk only the rounds given to them; dispatchers and administrators any. */
const theirs = (t: MachineInspectionTask, actor: MaintenanceActor) => (OWN_TASK_ROLES.includes(actor.role) && t.assigneeId !== actor.userId ? InspectionErrors.notYours : null);
const noOrder = (t: MachineInspectionTask) => (t.orderId === null ? null : InspectionErrors.alreadyOrdered);

export const inspectionTaskMachine = defineMachine<MachineInspectionTask, MaintenanceActor, InspectionStateValue, InspectionOpValue, InspectionStateValue>({
  stateOf: (t) => t.state,
  transitions: {
    record: { from: [S.pending, S.inProgress], roles: INSPECTION_WALKERS, who: theirs, to: S.inProgress },
    // Done or an exception to-do, by the recorded results: `to` is settled by `finishedState`.
    finish: { from: [S.inProgress], roles: INSPECTION_WALKERS, guard: (t) => (t.pointsLeft > 0 ? InspectionErrors.pointsMissing : null), who: theirs },
    createOrder: { from: [S.exception], roles: INSPECTION_MANAGERS, guard: noOrder, to: S.ordered },
    close: { from: [S.exception], roles: INSPECTION_MANAGERS, guard: noOrder, to: S.closed },
    disable: { from: [S.pending], roles: INSPECTION_MANAGERS, to: S.disabled },
    enable: { from: [S.disabled], roles: INSPECTION_MANAGERS, to: S.pending },
    delete: { from: [S.pending, S.disabled], roles: INSPECTION_MANAGERS },
  },
  stateRefusal: (op, t) => inspectionStateRefused(t.state, OP_NAMES[op]),
});

/** The state a finished round leads to. */
export const finishedState = (t: Pick<MachineInspectionTask, 'hasException'>): InspectionStateValue => (t.hasException ? S.exception : S.done);

/** The moves POST /v2/inspection/task/state takes. */
export const INSPECTION_MOVES = [InspectionOp.disable, InspectionOp.enable] as const;
