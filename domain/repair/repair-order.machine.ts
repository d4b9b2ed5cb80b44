import { defineMachine, type Transition } from '../common/machine';
import { Role, type RoleType } from '../shell/roles';
import { REPAIR_APPROVERS, REPAIR_DESK, REPAIR_STATE_NAMES, REPAIR_WORKERS, RepairState, type RepairStateValue } from './repair.constants';
import { RepairErrors } from './errors';

/**
 * A repair order's lifecycle (spec part 2 section 4): 0 pending confirmation → 1 processing → 2 completed,
 * through 4 pending approval when the settings ask completions to be approved; 3 cancelled from 0 or 1.
 * The product must be signed in before the order is taken on; parts are used while it is processed;
 * the courier number of the way back is entered once it is completed. The server decides with this
 * machine and sends `operations` with every order; the screens show exactly those buttons.
 */

/** What the machine needs to know about a repair order. */
export interface MachineRepair {
  state: RepairStateValue;
  signedIn: boolean;
  shipped: boolean;
  /** The enterprise's settings ask for approval of completions. */
  needsApproval: boolean;
  repairerId: number | null;
  /** An order (工单) was made from it already. */
  hasOrder: boolean;
  /** The customer asked for it in the portal (source 门户). */
  fromPortal: boolean;
  /** The fee was received (收款). */
  paid: boolean;
  /** The customer pays something: out of warranty and more than nothing. */
  chargeable: boolean;
}

/** The customer in the customer portal: not a staff role, so no staff operation lists it. */
export const PORTAL_CUSTOMER = 'customer' as const;
export type RepairRole = RoleType | typeof PORTAL_CUSTOMER;

export interface RepairActor {
  userId: number;
  role: RepairRole;
}

export const RepairOp = {
  edit: 'edit',
  signIn: 'signIn',
  confirm: 'confirm',
  detect: 'detect',
  useParts: 'useParts',
  cancelParts: 'cancelParts',
  complete: 'complete',
  submit: 'submit',
  approve: 'approve',
  reject: 'reject',
  ship: 'ship',
  cancel: 'cancel',
  makeOrder: 'makeOrder',
  photos: 'photos',
  customerCancel: 'customerCancel',
  collect: 'collect',
} as const;
export type RepairOpValue = (typeof RepairOp)[keyof typeof RepairOp];

export const REPAIR_OP_NAMES: Record<RepairOpValue, string> = {
  edit: '编辑',
  signIn: '签收',
  confirm: '受理',
  detect: '新建检测单',
  useParts: '登记用料',
  cancelParts: '取消用料',
  complete: '完工',
  submit: '提交完工审批',
  approve: '审批通过',
  reject: '审批驳回',
  ship: '寄回',
  cancel: '取消',
  makeOrder: '生成工单',
  photos: '修改照片',
  customerCancel: '取消申请',
  collect: '收款',
};

/** The moves POST /v2/repair/order/operate takes (the others have calls of their own). */
export const STATE_MOVES = [RepairOp.confirm, RepairOp.complete, RepairOp.submit, RepairOp.approve, RepairOp.reject, RepairOp.cancel] as const;
export type StateMove = (typeof STATE_MOVES)[number];

const S = RepairState;
const OPEN: readonly RepairStateValue[] = [S.pendingConfirmation, S.processing];
const DESK_OR_WORKER: readonly RepairRole[] = [...new Set([...REPAIR_DESK, ...REPAIR_WORKERS])];

/** An engineer works on the orders that are theirs, or on one nobody has taken yet. */
const ownBench = (o: MachineRepair, actor: RepairActor) =>
  actor.role === Role.serviceStaff && o.repairerId !== null && o.repairerId !== actor.userId ? RepairErrors.otherRepairer : null;

type T = Transition<MachineRepair, RepairActor, RepairStateValue, RepairOpValue, RepairStateValue>;
const TRANSITIONS: Record<RepairOpValue, T> = {
  edit: { from: OPEN, roles: DESK_OR_WORKER },
  signIn: { from: [S.pendingConfirmation], roles: REPAIR_DESK, guard: (o) => (o.signedIn ? RepairErrors.alreadySignedIn : null) },
  confirm: { from: [S.pendingConfirmation], roles: DESK_OR_WORKER, to: S.processing, guard: (o) => (o.signedIn ? null : RepairErrors.notSignedIn) },
  // An inspection of the product once it is here, before or while it is repaired.
  detect: { from: OPEN, roles: DESK_OR_WORKER, guard: (o) => (o.signedIn ? null : RepairErrors.notSignedInDetect) },
  useParts: { from: [S.processing], roles: REPAIR_WORKERS, who: ownBench },
  cancelParts: { from: [S.processing], roles: REPAIR_WORKERS, who: ownBench },
  complete: { from: [S.processing], roles: REPAIR_WORKERS, to: S.completed, guard: (o) => (o.needsApproval ? RepairErrors.needsApproval : null), who: ownBench },
  submit: { from: [S.processing], roles: REPAIR_WORKERS, to: S.pendingApproval, guard: (o) => (o.needsApproval ? null : RepairErrors.noApprovalNeeded), who: ownBench },
  approve: { from: [S.pendingApproval], roles: REPAIR_APPROVERS, to: S.completed },
  // A rejected completion goes back to the bench.
  reject: { from: [S.pendingApproval], roles: REPAIR_APPROVERS, to: S.processing },
  ship: { from: [S.completed], roles: REPAIR_DESK, guard: (o) => (o.shipped ? RepairErrors.alreadyShipped : null) },
  cancel: { from: OPEN, roles: REPAIR_DESK, to: S.cancelled },
  // An order (工单) for work the bench cannot do (an on-site visit, a follow-up), once per repair order.
  makeOrder: { from: [S.pendingConfirmation, S.processing, S.pendingApproval, S.completed], roles: DESK_OR_WORKER, guard: (o) => (o.hasOrder ? RepairErrors.orderMade : null) },
  // Photos of the product as received, while repaired and before it goes back: not once it is shipped or cancelled.
  photos: { from: [S.pendingConfirmation, S.processing, S.pendingApproval, S.completed], roles: DESK_OR_WORKER, guard: (o) => (o.shipped ? RepairErrors.photosShipped : null), who: ownBench },
  // The customer withdraws their portal request while the product has not reached the service centre
  // (whose order it is the server checks before: another customer's names nothing).
  customerCancel: { from: [S.pendingConfirmation], roles: [PORTAL_CUSTOMER], to: S.cancelled, guard: (o) => (!o.fromPortal ? RepairErrors.notPortalRequest : o.signedIn ? RepairErrors.receivedNoCancel : null) },
  // The desk receives the fee once the repair is done (its amount no longer moves), once: finance sees it as a collection.
  collect: { from: [S.completed], roles: REPAIR_DESK, guard: (o) => (o.paid ? RepairErrors.alreadyPaid : !o.chargeable ? RepairErrors.nothingToCollect : null) },
};

export const repairOrderMachine = defineMachine<MachineRepair, RepairActor, RepairStateValue, RepairOpValue, RepairStateValue>({
  stateOf: (o) => o.state,
  transitions: TRANSITIONS,
  stateRefusal: (op, o) => `维修单当前为${REPAIR_STATE_NAMES[o.state]}，不能${REPAIR_OP_NAMES[op]}`,
});
