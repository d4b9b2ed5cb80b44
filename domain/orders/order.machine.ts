/**
 * The order state machine: which operation may run on an order, from which states, by which roles
 * and people, with which approvals the order type configured. The server enforces it and sends the
 * operations it allows with the order; the UI shows those buttons. The spec leaves the rules out; these are the decisions:
 * - dispatchers and administrators ("managers") run the desk: acceptance, assign, pool, approvals,
 *   cancel, archive, recycle; reception support may accept; finance may collect and approve collections;
 * - the owner (service staff holding the order) receives, refuses, transfers and asks for abnormal
 *   handling; owner and collaborators appoint, serve, complete, write the receipt and fees;
 * - the creator may edit or cancel the order until someone holds it, and evaluate it when done;
 * - the customer (in the customer portal, role `PORTAL_CUSTOMER`) may withdraw their order until someone
 *   holds it (门户取消) and evaluate it when done; the portal checks the order is their customer's;
 * - an order in the recycle bin only restores; an archived order only unarchives (or is copied);
 * - an abnormal request pending freezes the owner's progress until a manager decides it.
 * Refusals: 403 when the role or person may not do it at all, 409 when the order's state forbids it.
 */
import { defineMachine, type Transition, type Verdict } from '../common/machine';
import { Role, ROLE_NAMES, type RoleType } from '../shell/roles';
import { TemplateKind, type TemplateKindValue } from '../templates/template.constants';
import {
  ApprovalType,
  ORDER_OP_NAMES,
  ORDER_STATE_NAMES,
  OrderOp,
  OrderState,
  type AbnormalKindCode,
  type ApprovalTypeCode,
  type OrderOpCode,
  type OrderStateCode,
} from './order.constants';

/** The approvals the order type asked for, copied onto the order when it was created. */
export interface OrderApprovals {
  create: boolean;
  complete: boolean;
  receipt: boolean;
  collection: boolean;
}

/** What the machine needs to know about an order (the list row and the detail both carry it). */
export interface MachineOrder {
  state: OrderStateCode;
  invalid: boolean;
  kind: TemplateKindValue;
  approvals: OrderApprovals;
  /** Approval in progress (examineType), null when none. */
  examineType: ApprovalTypeCode | null;
  /** Abnormal request waiting for a decision, null when none. */
  abnormalKind: AbnormalKindCode | null;
  archived: boolean;
  deleted: boolean;
  inPool: boolean;
  poolGroupId: number | null;
  ownerId: number | null;
  collaboratorIds: readonly number[];
  creatorId: number | null;
  appointmentTime: string | null;
  receiptDone: boolean;
  /** The customer signed (time node 12: with the engineer's receipt or in the portal). */
  signed: boolean;
  paymentDone: boolean;
  evaluated: boolean;
  /**
   * The order type's process steps not done yet (处理流程). The server loads them where completion is
   * decided (the completion operations and the detail); list rows leave them out, and the server's
   * check then still refuses.
   */
  pendingSteps?: readonly string[];
}

/**
 * A customer acting in the customer portal: no staff role (the spec's roles are 1 to 10), so every staff
 * operation refuses them by role; they have userId 0, which is no user's id.
 */
export const PORTAL_CUSTOMER = 0;
export type OrderRole = RoleType | typeof PORTAL_CUSTOMER;
const roleName = (role: OrderRole) => (role === PORTAL_CUSTOMER ? '客户' : ROLE_NAMES[role]);

export interface MachineActor {
  userId: number;
  role: OrderRole;
  /** Service groups the user belongs to (a pool order limited to a group is grabbed by its members). */
  groupIds?: readonly number[];
}

const S = OrderState;
const MANAGERS: readonly RoleType[] = [Role.dispatcher, Role.admin];
/** Roles that may hold an order as owner or collaborator (a dispatcher may serve too). */
const SERVING: readonly RoleType[] = [Role.serviceStaff, Role.dispatcher, Role.admin];
const ANY_ROLE: readonly RoleType[] = Object.values(Role);
/** Who runs 受理 (acceptance): the desk and reception support. */
export const ACCEPTANCE_ROLES: readonly RoleType[] = [...MANAGERS, Role.reception];

/** Who may create orders of each kind (spec part 1 section 6: employees create internal orders, sales and reception external ones). */
export const CREATOR_ROLES: Record<TemplateKindValue, readonly RoleType[]> = {
  [TemplateKind.external]: [Role.dispatcher, Role.admin, Role.salesperson, Role.reception],
  [TemplateKind.internal]: [Role.dispatcher, Role.admin, Role.employee, Role.reception],
};

type Person = 'owner' | 'worker' | 'creator' | 'manager' | 'finance' | 'returnVisit' | 'pool' | 'customer';

/** The operations a person may start from the order screens: the system's own, and those with their own checks (send to customer: order PDF rights), are no buttons. */
export type ButtonOp = Exclude<
  OrderOpCode,
  'create' | 'periodicCreate' | 'maintenanceCreate' | 'portalCreate' | 'repairCreate' | 'triggerCreate' | 'autoAssign' | 'autoPutPool' | 'handover' | 'sendToCustomer' | 'awaitEvaluationExternal' | 'awaitEvaluationInternal' | 'reconcile' | 'reopenReconcile' | 'call'
>;

type OrderTransition = Transition<MachineOrder, MachineActor, OrderStateCode, ButtonOp, never>;

const noAbnormal = (o: MachineOrder) => (o.abnormalKind ? '工单异常申请审批中，请等待审批结果' : null);
const inApproval = (type: ApprovalTypeCode, text: string) => (o: MachineOrder) => (o.examineType === type ? null : text);
const notInApproval = (o: MachineOrder) => (o.examineType !== null ? '工单审批中，请等待审批结果' : null);
/** Why an order cannot be completed while process steps are open, naming them (the detail shows the same text). */
export function stepsRefusal(pending: readonly string[] | undefined): string | null {
  if (!pending?.length) return null;
  return `流程步骤${pending.map((n) => `“${n}”`).join('、')}未完成，不能完成工单`;
}
const stepsDone = (o: MachineOrder) => stepsRefusal(o.pendingSteps);
const noAppointment = (o: MachineOrder) => (o.appointmentTime ? null : '工单还没有预约');
const all = (...guards: ((o: MachineOrder) => string | null)[]) => (o: MachineOrder) => {
  for (const g of guards) {
    const r = g(o);
    if (r) return r;
  }
  return null;
};

const ACTIVE: readonly OrderStateCode[] = [S.pendingAcceptance, S.pendingAssignment, S.pendingPickup, S.pendingService, S.inService, S.pendingApproval];
const HELD: readonly OrderStateCode[] = [S.pendingPickup, S.pendingService, S.inService];
const EVERY: readonly OrderStateCode[] = [0, 1, 2, 3, 4, 5, 6, 7];

const TRANSITIONS: Record<ButtonOp, OrderTransition> = {
  // Editing while a completion is being approved would change what the approver is looking at.
  edit: {
    from: ACTIVE,
    roles: ANY_ROLE,
    who: people('manager', 'creator'),
    guard: all(noAbnormal, (o) => (o.state === S.pendingApproval && o.examineType !== ApprovalType.create ? '工单完成审批中，不能编辑' : null)),
  },
  approveCreate: { from: [S.pendingApproval], roles: MANAGERS, guard: inApproval(ApprovalType.create, '工单不在创建审批中') },
  rejectCreate: { from: [S.pendingApproval], roles: MANAGERS, guard: inApproval(ApprovalType.create, '工单不在创建审批中') },
  acceptPass: { from: [S.pendingAcceptance], roles: ACCEPTANCE_ROLES, guard: (o) => (o.invalid ? '工单已被驳回为无效工单，请先重新受理' : null) },
  acceptReject: { from: [S.pendingAcceptance], roles: ACCEPTANCE_ROLES, guard: (o) => (o.invalid ? '工单已是无效工单' : null) },
  reaccept: { from: [S.pendingAcceptance], roles: ACCEPTANCE_ROLES, guard: (o) => (o.invalid ? null : '只有无效工单可以重新受理') },
  assign: { from: [S.pendingAssignment], roles: MANAGERS },
  reassign: { from: HELD, roles: MANAGERS, guard: noAbnormal },
  editCollaborators: { from: HELD, roles: [...MANAGERS, Role.serviceStaff], who: people('manager', 'owner') },
  transfer: { from: [S.pendingPickup, S.pendingService], roles: SERVING, who: people('owner'), guard: noAbnormal },
  putPool: { from: [S.pendingAssignment], roles: MANAGERS, guard: (o) => (o.inPool ? '工单已在公海中' : null) },
  retrievePool: { from: [S.pendingAssignment], roles: MANAGERS, guard: (o) => (o.inPool ? null : '工单不在公海中') },
  grab: { from: [S.pendingAssignment], roles: [Role.serviceStaff], who: people('pool'), guard: (o) => (o.inPool ? null : '工单不在公海中，不能抢单') },
  receive: { from: [S.pendingPickup], roles: SERVING, who: people('owner'), guard: noAbnormal },
  refuse: { from: [S.pendingPickup], roles: SERVING, who: people('owner'), guard: noAbnormal },
  appoint: {
    from: [S.pendingService],
    roles: SERVING,
    who: people('worker', 'manager'),
    guard: all(noAbnormal, (o) => (o.appointmentTime ? '工单已预约，请修改预约' : null)),
  },
  // The person serving keeps the appointment the order came with (the customer's date) as theirs.
  keepDate: {
    from: [S.pendingService],
    roles: SERVING,
    who: people('worker', 'manager'),
    guard: all(noAbnormal, (o) => (o.appointmentTime ? null : '工单还没有预约时间，请预约')),
  },
  changeAppointment: {
    from: [S.pendingService],
    roles: SERVING,
    who: people('worker', 'manager'),
    guard: all(noAbnormal, noAppointment),
  },
  // Service starts at the time agreed with the customer: no appointment, no start (the button hides too).
  startService: { from: [S.pendingService], roles: SERVING, who: people('worker'), guard: all(noAbnormal, noAppointment) },
  // 签到: the person serving records where and when they reached the site (before or during the service).
  checkIn: { from: [S.pendingService, S.inService], roles: SERVING, who: people('worker'), guard: noAbnormal },
  // The order type's process steps are worked while the order is being served.
  progressAssign: { from: [S.pendingService, S.inService], roles: SERVING, who: people('worker', 'manager'), guard: noAbnormal },
  progressAdd: { from: [S.pendingService, S.inService], roles: SERVING, who: people('worker', 'manager'), guard: noAbnormal },
  progressEdit: { from: [S.pendingService, S.inService], roles: SERVING, who: people('worker', 'manager'), guard: noAbnormal },
  applyComplete: {
    from: [S.inService],
    roles: SERVING,
    who: people('worker'),
    guard: all(noAbnormal, (o) => (o.approvals.complete ? null : '该工单类型无需完成审批，请直接完成'), stepsDone),
  },
  complete: {
    from: [S.inService],
    roles: SERVING,
    who: people('worker', 'manager'),
    guard: all(noAbnormal, (o) => (o.approvals.complete ? '该工单类型需要完成审批，请申请完成' : null), stepsDone),
  },
  approveComplete: { from: [S.pendingApproval], roles: MANAGERS, guard: inApproval(ApprovalType.complete, '工单不在完成审批中') },
  rejectComplete: { from: [S.pendingApproval], roles: MANAGERS, guard: inApproval(ApprovalType.complete, '工单不在完成审批中') },
  receipt: {
    from: [S.inService, S.completed],
    roles: SERVING,
    who: people('worker', 'manager'),
    guard: all(notInApproval, (o) => (o.receiptDone ? '工单已回执' : null)),
  },
  approveReceipt: { from: [S.inService, S.completed], roles: MANAGERS, guard: inApproval(ApprovalType.receipt, '工单不在回执审批中') },
  rejectReceipt: { from: [S.inService, S.completed], roles: MANAGERS, guard: inApproval(ApprovalType.receipt, '工单不在回执审批中') },
  editFees: {
    from: [S.pendingService, S.inService, S.completed],
    roles: [...SERVING, Role.finance],
    who: people('worker', 'manager', 'finance'),
    guard: all(notInApproval, (o) => (o.paymentDone ? '工单已收款，不能再修改收费项' : null)),
  },
  collect: {
    from: [S.inService, S.completed],
    roles: [...SERVING, Role.finance],
    who: people('worker', 'manager', 'finance'),
    guard: all(notInApproval, (o) => (o.paymentDone ? '工单已收款' : null)),
  },
  approveCollection: { from: [S.inService, S.completed], roles: [...MANAGERS, Role.finance], guard: inApproval(ApprovalType.collection, '工单不在收款审批中') },
  rejectCollection: { from: [S.inService, S.completed], roles: [...MANAGERS, Role.finance], guard: inApproval(ApprovalType.collection, '工单不在收款审批中') },
  evaluate: {
    from: [S.completed],
    roles: [...ANY_ROLE, PORTAL_CUSTOMER],
    who: people('manager', 'returnVisit', 'creator', 'customer'),
    guard: (o) => (o.evaluated ? '工单已评价' : null),
  },
  cancel: {
    from: [S.pendingAcceptance, S.pendingAssignment, S.pendingPickup, S.pendingService, S.inService, S.pendingApproval],
    roles: ANY_ROLE,
    who: people('manager', 'creator'),
    guard: notInCompletionApproval,
  },
  // The customer withdraws a request nobody holds yet (as the creator may cancel).
  portalCancel: { from: [S.pendingAcceptance, S.pendingAssignment, S.pendingApproval], roles: [PORTAL_CUSTOMER], guard: notInCompletionApproval },
  // The customer signs the engineer's receipt once it is written (and not signed on the engineer's phone already).
  portalSign: {
    from: [S.inService, S.completed],
    roles: [PORTAL_CUSTOMER],
    guard: all(notInApproval, (o) => (!o.receiptDone ? '工程师尚未填写回执' : o.signed ? '回执已签名' : null)),
  },
  applyAbnormal: { from: HELD, roles: SERVING, who: people('owner'), guard: (o) => (o.abnormalKind ? '工单已有异常申请在审批中' : null) },
  abnormalCancelApproved: { from: HELD, roles: MANAGERS, guard: (o) => (o.abnormalKind ? null : '工单没有待审批的异常申请') },
  abnormalReassignApproved: { from: HELD, roles: MANAGERS, guard: (o) => (o.abnormalKind ? null : '工单没有待审批的异常申请') },
  abnormalRejected: { from: HELD, roles: MANAGERS, guard: (o) => (o.abnormalKind ? null : '工单没有待审批的异常申请') },
  archive: { from: [S.completed, S.cancelled], roles: MANAGERS, guard: notInApproval },
  unarchive: { from: EVERY, roles: MANAGERS },
  recycle: { from: [S.pendingAcceptance, S.pendingAssignment, S.completed, S.cancelled, S.pendingApproval], roles: MANAGERS, guard: notInApprovalUnlessCreate },
  restore: { from: EVERY, roles: MANAGERS },
  // Deleting an order still waiting for acceptance is logged as 受理删除 (the recycle bin takes it as any other).
  acceptanceDelete: { from: [S.pendingAcceptance], roles: MANAGERS },
  copy: { from: EVERY, roles: ANY_ROLE, who: creatorRole },
};

function notInCompletionApproval(o: MachineOrder): string | null {
  return o.state === S.pendingApproval && o.examineType !== ApprovalType.create ? '工单完成审批中，不能取消' : null;
}

function notInApprovalUnlessCreate(o: MachineOrder): string | null {
  return o.examineType !== null && o.examineType !== ApprovalType.create ? '工单审批中，不能删除' : null;
}

/** Limits of an operation the spec's flow forbids on each state, in words a user reads. */
const STATE_REFUSAL = (op: OrderOpCode, o: MachineOrder) =>
  `工单当前状态为“${o.invalid && o.state === S.pendingAcceptance ? '无效工单' : ORDER_STATE_NAMES[o.state]}”，不能${ORDER_OP_NAMES[op]}`;

const PEOPLE_TEXT: Record<Person, string> = {
  owner: '工单负责人',
  worker: '工单负责人或协作人',
  creator: '工单创建人',
  manager: '派单员或系统管理员',
  finance: '财务',
  returnVisit: '回访客服',
  pool: '公海所属服务组成员',
  customer: '客户',
};

function isPerson(person: Person, order: MachineOrder, actor: MachineActor): boolean {
  switch (person) {
    case 'owner':
      return order.ownerId === actor.userId;
    case 'worker':
      return order.ownerId === actor.userId || order.collaboratorIds.includes(actor.userId);
    case 'creator':
      return order.creatorId === actor.userId;
    case 'manager':
      return (MANAGERS as readonly OrderRole[]).includes(actor.role);
    case 'finance':
      return actor.role === Role.finance;
    case 'returnVisit':
      return actor.role === Role.returnVisit;
    case 'pool':
      return order.poolGroupId === null || (actor.groupIds ?? []).includes(order.poolGroupId);
    case 'customer':
      return actor.role === PORTAL_CUSTOMER;
  }
}

/** Among the roles, who on this order may run it: any listed kind passes. The creator's rights end once someone holds the order (cancel and edit) — managers keep theirs. */
function people(...kinds: Person[]): OrderTransition['who'] {
  return (order, actor, op) => {
    const still = kinds.filter((p) => p !== 'creator' || creatorMayStill(op, order));
    if (still.some((p) => isPerson(p, order, actor))) return null;
    return `只有${still.map((p) => PEOPLE_TEXT[p]).join('、') || PEOPLE_TEXT.manager}可以${ORDER_OP_NAMES[op]}`;
  };
}

function creatorMayStill(op: ButtonOp, order: MachineOrder): boolean {
  if (op === OrderOp.edit || op === OrderOp.cancel) {
    return order.state === S.pendingAcceptance || order.state === S.pendingAssignment || order.state === S.pendingApproval;
  }
  return true;
}

/** Copying makes a new order of the same kind: the roles that may create that kind may copy. */
function creatorRole(order: MachineOrder, actor: MachineActor): string | null {
  return (CREATOR_ROLES[order.kind] as readonly OrderRole[]).includes(actor.role) ? null : `当前角色（${roleName(actor.role)}）无权复制该类工单`;
}

/** The order machine: `decide(order, actor, op)` says whether the actor may run the operation now (403 role or person, 409 state); the server enforces it and sends `allowedOperations` with the detail. */
export const orderMachine = defineMachine<MachineOrder, MachineActor, OrderStateCode, ButtonOp>({
  stateOf: (o) => o.state,
  transitions: TRANSITIONS,
  roleRefusal: (op, actor) => `当前角色（${roleName(actor.role)}）无权${ORDER_OP_NAMES[op]}`,
  stateRefusal: STATE_REFUSAL,
  // An order in the recycle bin only restores, an archived one only unarchives; either may be copied.
  gate: (op, o) => {
    if (op === OrderOp.copy) return null;
    if (o.deleted !== (op === OrderOp.restore)) return o.deleted ? '工单已在回收站，请先还原' : '工单不在回收站';
    if (o.archived !== (op === OrderOp.unarchive)) return o.archived ? '工单已归档，请先取消归档' : '工单未归档';
    return null;
  },
});

const ok: Verdict<never> = { ok: true };
const refuse = (message: string): Verdict<never> => ({ ok: false, status: 403, message });

/** May `actor` create orders of this kind? */
export function canCreate(kind: TemplateKindValue, actor: Pick<MachineActor, 'role'>): Verdict<never> {
  return (CREATOR_ROLES[kind] as readonly OrderRole[]).includes(actor.role) ? ok : refuse(`当前角色（${roleName(actor.role)}）无权创建${kind === TemplateKind.internal ? '内部' : '外部'}工单`);
}

/** The state a new order starts in: creation approval first, then acceptance, else straight to assignment. */
export function initialState(approvals: OrderApprovals, acceptance: boolean): OrderStateCode {
  if (approvals.create) return S.pendingApproval;
  return afterCreateApproval(acceptance);
}

/** Where an order goes once its creation is approved (or needs no approval). */
export function afterCreateApproval(acceptance: boolean): OrderStateCode {
  return acceptance ? S.pendingAcceptance : S.pendingAssignment;
}

/** Managers' roles (the UI uses this to show manager-only screens). */
export const ORDER_MANAGER_ROLES = MANAGERS;
