import { defineMachine, type Transition } from '../common/machine';
import { Role, type RoleType } from '../shell/roles';
import { RETURN_CHANGE_STATE_NAMES, REPAIR_APPROVERS, REPAIR_DESK, REPAIR_WORKERS, ReturnChangeState, type ReturnChangeStateValue } from './repair.constants';
import { RepairErrors } from './errors';
import type { RepairActor } from './repair-order.machine';

/**
 * A return and exchange order's lifecycle (spec part 2 section 4): 0 pending approval → 2 passed or
 * 1 rejected by an approver, or → 3 cancelled while it waits. Rejected, passed and cancelled are final.
 * The server decides with this machine and sends `operations`; the screens show exactly those buttons.
 */
export interface MachineReturnChange {
  state: ReturnChangeStateValue;
  createdBy: number | null;
}

export const ReturnChangeOp = { pass: 'pass', reject: 'reject', cancel: 'cancel' } as const;
export type ReturnChangeOpValue = (typeof ReturnChangeOp)[keyof typeof ReturnChangeOp];
export const RETURN_CHANGE_OP_NAMES: Record<ReturnChangeOpValue, string> = { pass: '审批通过', reject: '审批驳回', cancel: '取消' };
/** The moves POST /v2/repair/returnChange/approve takes. */
export const APPROVAL_MOVES = [ReturnChangeOp.pass, ReturnChangeOp.reject] as const;
export type ApprovalMove = (typeof APPROVAL_MOVES)[number];

const S = ReturnChangeState;
/** Those who write return and exchange orders: the receiving desk and the engineers. */
export const RETURN_CHANGE_WRITERS: readonly RoleType[] = [...new Set([...REPAIR_DESK, ...REPAIR_WORKERS])];

/** An engineer cancels only the orders they wrote; the desk any of the enterprise's. */
const ownOrder = (o: MachineReturnChange, actor: RepairActor) =>
  actor.role === Role.serviceStaff && o.createdBy !== actor.userId ? RepairErrors.otherCreator : null;

type T = Transition<MachineReturnChange, RepairActor, ReturnChangeStateValue, ReturnChangeOpValue, ReturnChangeStateValue>;
const TRANSITIONS: Record<ReturnChangeOpValue, T> = {
  pass: { from: [S.pendingApproval], roles: REPAIR_APPROVERS, to: S.passed },
  reject: { from: [S.pendingApproval], roles: REPAIR_APPROVERS, to: S.rejected },
  cancel: { from: [S.pendingApproval], roles: RETURN_CHANGE_WRITERS, to: S.cancelled, who: ownOrder },
};

export const returnChangeMachine = defineMachine<MachineReturnChange, RepairActor, ReturnChangeStateValue, ReturnChangeOpValue, ReturnChangeStateValue>({
  stateOf: (o) => o.state,
  transitions: TRANSITIONS,
  stateRefusal: (op, o) => `退换货单当前为${RETURN_CHANGE_STATE_NAMES[o.state]}，不能${RETURN_CHANGE_OP_NAMES[op]}`,
});
