import { defineMachine, type Transition } from '../common/machine';
import type { RoleType } from '../shell/roles';
import { DETECTION_STATE_NAMES, DetectionState, REPAIR_DESK, REPAIR_WORKERS, type DetectionStateValue } from './repair.constants';
import type { RepairActor } from './repair-order.machine';

/**
 * A detection order's lifecycle (the spec names no states): 0 待检测 → 1 已检测 when an engineer fills the
 * checklist and gives the verdict, or → 2 已取消. The server decides with this machine and sends `operations`.
 */
export interface MachineDetection {
  state: DetectionStateValue;
}

export const DetectionOp = { conclude: 'conclude', cancel: 'cancel' } as const;
export type DetectionOpValue = (typeof DetectionOp)[keyof typeof DetectionOp];
export const DETECTION_OP_NAMES: Record<DetectionOpValue, string> = { conclude: '提交检测结果', cancel: '取消' };

const S = DetectionState;
const DESK_OR_WORKER: readonly RoleType[] = [...new Set([...REPAIR_DESK, ...REPAIR_WORKERS])];
type T = Transition<MachineDetection, RepairActor, DetectionStateValue, DetectionOpValue, DetectionStateValue>;
const TRANSITIONS: Record<DetectionOpValue, T> = {
  conclude: { from: [S.pending], roles: REPAIR_WORKERS, to: S.done },
  cancel: { from: [S.pending], roles: DESK_OR_WORKER, to: S.cancelled },
};

export const detectionMachine = defineMachine<MachineDetection, RepairActor, DetectionStateValue, DetectionOpValue, DetectionStateValue>({
  stateOf: (d) => d.state,
  transitions: TRANSITIONS,
  stateRefusal: (op, d) => `检测单当前为${DETECTION_STATE_NAMES[d.state]}，不能${DETECTION_OP_NAMES[op]}`,
});
