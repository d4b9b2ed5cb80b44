import { defineMachine, type Transition } from '../common/machine';
import { Role, type RoleType } from '../shell/roles';
import {
  ApprovalAction,
  ApprovalState,
  CONTRACT_APPROVERS,
  CONTRACT_READERS,
  CONTRACT_WRITERS,
  ContractStatus,
  type ApprovalActionValue,
  type ApprovalStateValue,
  type ContractStatusValue,
} from './contracts.constants';
import { ContractErrors, approvalRefused, statusRefused } from './errors';

/**
 * A sales contract has two lifecycles, each a machine: its approval (1 to submit → 2 pending → 3
 * approved) while it is a draft, then its status (signed → executing → finished, or terminated)
 * once approved. Before approval the status is simply a field of the draft (a contract may be
 * recorded after it started). The server enforces both and sends `contractOperations` with every
 * contract; the screens show exactly those buttons.
 */

/** What the machines need to know about a contract. */
export interface MachineContract {
  approvalState: ApprovalStateValue;
  status: ContractStatusValue;
  creatorId: number | null;
}

export interface MachineActor {
  userId: number;
  role: RoleType;
}

/** The lifecycle moves, each named by the status it leads to (POST /v2/saleContract/status takes the status). */
export const STATUS_MOVES = {
  sign: ContractStatus.signed,
  execute: ContractStatus.executing,
  finish: ContractStatus.finished,
  terminate: ContractStatus.terminated,
} as const;
export type StatusMove = keyof typeof STATUS_MOVES;
const MOVES = Object.keys(STATUS_MOVES) as StatusMove[];
/** The move that leads to `status`. */
export const moveTo = (status: ContractStatusValue): StatusMove => MOVES.find((m) => STATUS_MOVES[m] === status)!;
export const isStatusMove = (op: ContractOpValue): op is StatusMove => op in STATUS_MOVES;

/** Everything a person may do with a contract. */
export const ContractOp = {
  edit: 'edit',
  delete: 'delete',
  ...ApprovalAction,
  createOrder: 'createOrder',
  sign: 'sign',
  execute: 'execute',
  finish: 'finish',
  terminate: 'terminate',
} as const satisfies Record<string, string> & Record<StatusMove, StatusMove>;
export type ContractOpValue = (typeof ContractOp)[keyof typeof ContractOp];
type ApprovalOp = typeof ContractOp.edit | typeof ContractOp.delete | ApprovalActionValue;
type LifecycleOp = typeof ContractOp.createOrder | StatusMove;

const A = ApprovalState;
const S = ContractStatus;
const OPEN: readonly ContractStatusValue[] = [S.signed, S.executing];

/** The writer of a contract never approves it, unless they are the administrator. */
const notOwn = (c: MachineContract, actor: MachineActor) => (c.creatorId === actor.userId && actor.role !== Role.admin ? ContractErrors.ownApproval : null);

const APPROVAL: Record<ApprovalOp, Transition<MachineContract, MachineActor, ApprovalStateValue, ApprovalOp, ApprovalStateValue>> = {
  // Only a contract waiting to be submitted can be edited or deleted: what was approved stays as approved.
  edit: { from: [A.toSubmit], roles: CONTRACT_WRITERS },
  submit: { from: [A.toSubmit], roles: CONTRACT_WRITERS, to: A.pending },
  delete: { from: [A.toSubmit], roles: CONTRACT_WRITERS },
  withdraw: { from: [A.pending], roles: CONTRACT_WRITERS, to: A.toSubmit },
  approve: { from: [A.pending], roles: CONTRACT_APPROVERS, who: notOwn, to: A.approved },
  // A rejected contract goes back to its writer.
  reject: { from: [A.pending], roles: CONTRACT_APPROVERS, who: notOwn, to: A.toSubmit },
};

export const contractApproval = defineMachine<MachineContract, MachineActor, ApprovalStateValue, ApprovalOp, ApprovalStateValue>({
  stateOf: (c) => c.approvalState,
  transitions: APPROVAL,
  stateRefusal: (op, c) => (op === ContractOp.edit || op === ContractOp.delete ? ContractErrors.notEditable : approvalRefused(op, c.approvalState)),
});

const LIFECYCLE: Record<LifecycleOp, Transition<MachineContract, MachineActor, ContractStatusValue, LifecycleOp, ContractStatusValue>> = {
  // Orders are created from approved contracts that are not finished or terminated.
  createOrder: { from: OPEN, roles: CONTRACT_READERS },
  // Nothing moves back to signed: asking for it is refused like any move the table lacks.
  sign: { from: [], roles: CONTRACT_WRITERS, to: STATUS_MOVES.sign },
  execute: { from: [S.signed], roles: CONTRACT_WRITERS, to: STATUS_MOVES.execute },
  finish: { from: [S.executing], roles: CONTRACT_WRITERS, to: STATUS_MOVES.finish },
  terminate: { from: OPEN, roles: CONTRACT_WRITERS, to: STATUS_MOVES.terminate },
};

export const contractLifecycle = defineMachine<MachineContract, MachineActor, ContractStatusValue, LifecycleOp, ContractStatusValue>({
  stateOf: (c) => c.status,
  transitions: LIFECYCLE,
  gate: (op, c) => (c.approvalState === A.approved ? null : op === ContractOp.createOrder ? ContractErrors.orderNeedsApproval : ContractErrors.notApproved),
  stateRefusal: (op, c) => (op === ContractOp.createOrder ? ContractErrors.closed : statusRefused(c.status, STATUS_MOVES[op])),
});

/** Every operation `actor` may run on the contract now: its approval's, then its lifecycle's. */
export const contractOperations = (contract: MachineContract, actor: MachineActor): ContractOpValue[] => [
  ...contractApproval.allowedOperations(contract, actor),
  ...contractLifecycle.allowedOperations(contract, actor),
];
