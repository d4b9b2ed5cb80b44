import { defineMachine, type Transition } from '../common/machine';
import { Role } from '../shell/roles';
import { INTERNAL_REPAIR_STATE_NAMES, INTERNAL_REPAIR_WRITERS, InternalRepairState, type InternalRepairStateValue } from './internal-repair.constants';
import { REPAIR_WORKERS } from './repair.constants';
import { RepairErrors } from './errors';
import type { RepairActor } from './repair-order.machine';

/**
 * An internal repair order's lifecycle (the spec names no states): 0 待维修 → 1 维修中 when an engineer
 * takes it → 2 已完成 with a result (修复 or 报废); 3 已取消 from 0 or 1. The server decides with this
 * machine and sends `operations` with every order; the screens show exactly those buttons.
 */
export interface MachineInternalRepair {
  state: InternalRepairStateValue;
  repairerId: number | null;
}

export const InternalRepairOp = { start: 'start', finish: 'finish', cancel: 'cancel' } as const;
export type InternalRepairOpValue = (typeof InternalRepairOp)[keyof typeof InternalRepairOp];
export const INTERNAL_REPAIR_OPS = Object.values(InternalRepairOp) as InternalRepairOpValue[];
export const INTERNAL_REPAIR_OP_NAMES: Record<InternalRepairOpValue, string> = { start: '开始维修', finish: '完成维修', cancel: '取消' };

/** An engineer finishes only the repairs they took; dispatchers and administrators any. */
const theirs = (o: MachineInternalRepair, actor: RepairActor) =>
  actor.role === Role.serviceStaff && o.repairerId !== actor.userId ? RepairErrors.otherRepairer : null;

const S = InternalRepairState;
type T = Transition<MachineInternalRepair, RepairActor, InternalRepairStateValue, InternalRepairOpValue, InternalRepairStateValue>;
const TRANSITIONS: Record<InternalRepairOpValue, T> = {
  start: { from: [S.pending], roles: REPAIR_WORKERS, to: S.repairing },
  finish: { from: [S.repairing], roles: REPAIR_WORKERS, to: S.done, who: theirs },
  cancel: { from: [S.pending, S.repairing], roles: INTERNAL_REPAIR_WRITERS, to: S.cancelled },
};

export const internalRepairMachine = defineMachine<MachineInternalRepair, RepairActor, InternalRepairStateValue, InternalRepairOpValue, InternalRepairStateValue>({
  stateOf: (o) => o.state,
  transitions: TRANSITIONS,
  stateRefusal: (op, o) => `内部维修单当前为${INTERNAL_REPAIR_STATE_NAMES[o.state]}，不能${INTERNAL_REPAIR_OP_NAMES[op]}`,
});
