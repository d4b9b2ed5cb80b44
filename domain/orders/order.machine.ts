/**
 * The order state machine: which operation may run on an order, from which states, by which roles
 * and people, with which approvals the order type configured. The server enforces it; the UI asks it
 * which buttons to show. The spec leaves the rules out; these are the decisions:
 * - dispatchers and administrators ("managers") run the desk: acceptance, assign, pool, approvals,
 *   cancel, archive, recycle; reception support may accept; finance may collect and approve collections;
 * - the owner (service staff holding the order) receives, refuses, transfers and asks for abnormal
 *   handling; owner and collaborators appoint, serve, complete, write the receipt and fees;
 * - the creator may edit or cancel the order until someone holds it, and evaluate it when done;
 * - an order in the recycle bin only restores; an archived order only unarchives (or is copied);
 * - an abnormal request pending freezes the owner's progress until a manager decides it.
 * Refusals: 403 when the role or person may not do it at all, 409 when the order's state forbids it.
 */
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
  paymentDone: boolean;
  evaluated: boolean;
}

export interface MachineActor {
  userId: number;
  role: RoleType;
  /** Service groups the user belongs to (a pool order limited to a group is grabbed by its members). */
  groupIds?: readonly number[];
}

export type Verdict = { ok: true } | { ok: false; status: 403 | 409; message: string };

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

type Person = 'owner' | 'worker' | 'creator' | 'manager' | 'finance' | 'returnVisit' | 'pool';

interface Rule {
  /** States the operation starts from. */
  states: readonly OrderStateCode[];
  /** Roles that may ever do it (403 otherwise). */
  roles: readonly RoleType[];
  /** Among those roles, who on this order may do it: any listed kind passes; absent = any holder of the role. */
  people?: readonly Person[];
  /** A further condition on the order: the refusal text (409), or null when it holds. */
  guard?: (order: MachineOrder) => string | null;
}

const noAbnormal = (o: MachineOrder) => (o.abnormalKind ? '工单异常申请审批中，请等待审批结果' : null);
const inApproval = (type: ApprovalTypeCode, text: string) => (o: MachineOrder) => (o.examineType === type ? null : text);
const notInApproval = (o: MachineOrder) => (o.examineType !== null ? '工单审批中，请等待审批结果' : null);
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

/** Operations that are no button of the machine: the system's own, and those with their own checks (send to customer: order PDF rights). */
const RULES: Record<Exclude<OrderOpCode, 'create' | 'periodicCreate' | 'autoAssign' | 'autoPutPool' | 'handover' | 'sendToCustomer' | 'awaitEvaluationExternal' | 'awaitEvaluationInternal'>, Rule> = {
  // Editing while a completion is being approved would change what the approver is looking at.
  edit: {
    states: ACTIVE,
    roles: ANY_ROLE,
    people: ['manager', 'creator'],
    guard: all(noAbnormal, (o) => (o.state === S.pendingApproval && o.examineType !== ApprovalType.create ? '工单完成审批中，不能编辑' : null)),
  },
  approveCreate: { states: [S.pendingApproval], roles: MANAGERS, guard: inApproval(ApprovalType.create, '工单不在创建审批中') },
  rejectCreate: { states: [S.pendingApproval], roles: MANAGERS, guard: inApproval(ApprovalType.create, '工单不在创建审批中') },
  acceptPass: { states: [S.pendingAcceptance], roles: ACCEPTANCE_ROLES, guard: (o) => (o.invalid ? '工单已被驳回为无效工单，请先重新受理' : null) },
  acceptReject: { states: [S.pendingAcceptance], roles: ACCEPTANCE_ROLES, guard: (o) => (o.invalid ? '工单已是无效工单' : null) },
  reaccept: { states: [S.pendingAcceptance], roles: ACCEPTANCE_ROLES, guard: (o) => (o.invalid ? null : '只有无效工单可以重新受理') },
  assign: { states: [S.pendingAssignment], roles: MANAGERS },
  reassign: { states: HELD, roles: MANAGERS, guard: noAbnormal },
  editCollaborators: { states: HELD, roles: [...MANAGERS, Role.serviceStaff], people: ['manager', 'owner'] },
  transfer: { states: [S.pendingPickup, S.pendingService], roles: SERVING, people: ['owner'], guard: noAbnormal },
  putPool: { states: [S.pendingAssignment], roles: MANAGERS, guard: (o) => (o.inPool ? '工单已在公海中' : null) },
  retrievePool: { states: [S.pendingAssignment], roles: MANAGERS, guard: (o) => (o.inPool ? null : '工单不在公海中') },
  grab: { states: [S.pendingAssignment], roles: [Role.serviceStaff], people: ['pool'], guard: (o) => (o.inPool ? null : '工单不在公海中，不能抢单') },
  receive: { states: [S.pendingPickup], roles: SERVING, people: ['owner'], guard: noAbnormal },
  refuse: { states: [S.pendingPickup], roles: SERVING, people: ['owner'], guard: noAbnormal },
  appoint: {
    states: [S.pendingService],
    roles: SERVING,
    people: ['worker', 'manager'],
    guard: all(noAbnormal, (o) => (o.appointmentTime ? '工单已预约，请修改预约' : null)),
  },
  // The person serving keeps the appointment the order came with (the customer's date) as theirs.
  keepDate: {
    states: [S.pendingService],
    roles: SERVING,
    people: ['worker', 'manager'],
    guard: all(noAbnormal, (o) => (o.appointmentTime ? null : '工单还没有预约时间，请预约')),
  },
  changeAppointment: {
    states: [S.pendingService],
    roles: SERVING,
    people: ['worker', 'manager'],
    guard: all(noAbnormal, noAppointment),
  },
  // Service starts at the time agreed with the customer: no appointment, no start (the button hides too).
  startService: { states: [S.pendingService], roles: SERVING, people: ['worker'], guard: all(noAbnormal, noAppointment) },
  // The order type's process steps are worked while the order is being served.
  progressAssign: { states: [S.pendingService, S.inService], roles: SERVING, people: ['worker', 'manager'], guard: noAbnormal },
  progressAdd: { states: [S.pendingService, S.inService], roles: SERVING, people: ['worker', 'manager'], guard: noAbnormal },
  progressEdit: { states: [S.pendingService, S.inService], roles: SERVING, people: ['worker', 'manager'], guard: noAbnormal },
  applyComplete: {
    states: [S.inService],
    roles: SERVING,
    people: ['worker'],
    guard: all(noAbnormal, (o) => (o.approvals.complete ? null : '该工单类型无需完成审批，请直接完成')),
  },
  complete: {
    states: [S.inService],
    roles: SERVING,
    people: ['worker', 'manager'],
    guard: all(noAbnormal, (o) => (o.approvals.complete ? '该工单类型需要完成审批，请申请完成' : null)),
  },
  approveComplete: { states: [S.pendingApproval], roles: MANAGERS, guard: inApproval(ApprovalType.complete, '工单不在完成审批中') },
  rejectComplete: { states: [S.pendingApproval], roles: MANAGERS, guard: inApproval(ApprovalType.complete, '工单不在完成审批中') },
  receipt: {
    states: [S.inService, S.completed],
    roles: SERVING,
    people: ['worker', 'manager'],
    guard: all(notInApproval, (o) => (o.receiptDone ? '工单已回执' : null)),
  },
  approveReceipt: { states: [S.inService, S.completed], roles: MANAGERS, guard: inApproval(ApprovalType.receipt, '工单不在回执审批中') },
  rejectReceipt: { states: [S.inService, S.completed], roles: MANAGERS, guard: inApproval(ApprovalType.receipt, '工单不在回执审批中') },
  editFees: {
    states: [S.pendingService, S.inService, S.completed],
    roles: [...SERVING, Role.finance],
    people: ['worker', 'manager', 'finance'],
    guard: all(notInApproval, (o) => (o.paymentDone ? '工单已收款，不能再修改收费项' : null)),
  },
  collect: {
    states: [S.inService, S.completed],
    roles: [...SERVING, Role.finance],
    people: ['worker', 'manager', 'finance'],
    guard: all(notInApproval, (o) => (o.paymentDone ? '工单已收款' : null)),
  },
  approveCollection: { states: [S.inService, S.completed], roles: [...MANAGERS, Role.finance], guard: inApproval(ApprovalType.collection, '工单不在收款审批中') },
  rejectCollection: { states: [S.inService, S.completed], roles: [...MANAGERS, Role.finance], guard: inApproval(ApprovalType.collection, '工单不在收款审批中') },
  evaluate: {
    states: [S.completed],
    roles: ANY_ROLE,
    people: ['manager', 'returnVisit', 'creator'],
    guard: (o) => (o.evaluated ? '工单已评价' : null),
  },
  cancel: {
    states: [S.pendingAcceptance, S.pendingAssignment, S.pendingPickup, S.pendingService, S.inService, S.pendingApproval],
    roles: ANY_ROLE,
    people: ['manager', 'creator'],
    guard: (o) => (o.state === S.pendingApproval && o.examineType !== ApprovalType.create ? '工单完成审批中，不能取消' : null),
  },
  applyAbnormal: { states: HELD, roles: SERVING, people: ['owner'], guard: (o) => (o.abnormalKind ? '工单已有异常申请在审批中' : null) },
  abnormalCancelApproved: { states: HELD, roles: MANAGERS, guard: (o) => (o.abnormalKind ? null : '工单没有待审批的异常申请') },
  abnormalReassignApproved: { states: HELD, roles: MANAGERS, guard: (o) => (o.abnormalKind ? null : '工单没有待审批的异常申请') },
  abnormalRejected: { states: HELD, roles: MANAGERS, guard: (o) => (o.abnormalKind ? null : '工单没有待审批的异常申请') },
  archive: { states: [S.completed, S.cancelled], roles: MANAGERS, guard: notInApproval },
  unarchive: { states: EVERY, roles: MANAGERS },
  recycle: { states: [S.pendingAcceptance, S.pendingAssignment, S.completed, S.cancelled, S.pendingApproval], roles: MANAGERS, guard: notInApprovalUnlessCreate },
  restore: { states: EVERY, roles: MANAGERS },
  // Deleting an order still waiting for acceptance is logged as 受理删除 (the recycle bin takes it as any other).
  acceptanceDelete: { states: [S.pendingAcceptance], roles: MANAGERS },
  copy: { states: EVERY, roles: ANY_ROLE },
};

function notInApprovalUnlessCreate(o: MachineOrder): string | null {
  return o.examineType !== null && o.examineType !== ApprovalType.create ? '工单审批中，不能删除' : null;
}

/** The operations a person may start from the order screens (the automatic ones and handover are not buttons). */
export type ButtonOp = keyof typeof RULES;
export const BUTTON_OPS = Object.keys(RULES) as ButtonOp[];

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
      return MANAGERS.includes(actor.role);
    case 'finance':
      return actor.role === Role.finance;
    case 'returnVisit':
      return actor.role === Role.returnVisit;
    case 'pool':
      return order.poolGroupId === null || (actor.groupIds ?? []).includes(order.poolGroupId);
  }
}

const ok: Verdict = { ok: true };
const refuse = (status: 403 | 409, message: string): Verdict => ({ ok: false, status, message });

/** May `actor` run `op` on `order` now? The refusal says why (403 role or person, 409 state). */
export function can(op: ButtonOp, order: MachineOrder, actor: MachineActor): Verdict {
  const rule = RULES[op];
  if (!rule.roles.includes(actor.role)) return refuse(403, `当前角色（${ROLE_NAMES[actor.role]}）无权${ORDER_OP_NAMES[op]}`);
  if (op === OrderOp.copy) return CREATOR_ROLES[order.kind].includes(actor.role) ? ok : refuse(403, `当前角色（${ROLE_NAMES[actor.role]}）无权复制该类工单`);
  if (order.deleted !== (op === OrderOp.restore)) return refuse(409, order.deleted ? '工单已在回收站，请先还原' : '工单不在回收站');
  if (order.archived !== (op === OrderOp.unarchive)) return refuse(409, order.archived ? '工单已归档，请先取消归档' : '工单未归档');
  if (!rule.states.includes(order.state)) return refuse(409, STATE_REFUSAL(op, order));
  const guard = rule.guard?.(order);
  if (guard) return refuse(409, guard);
  // The creator's rights end once someone holds the order (cancel and edit) — managers keep theirs.
  const people = rule.people?.filter((p) => p !== 'creator' || creatorMayStill(op, order));
  if (people && !people.some((p) => isPerson(p, order, actor))) {
    return refuse(403, `只有${people.map((p) => PEOPLE_TEXT[p]).join('、') || PEOPLE_TEXT.manager}可以${ORDER_OP_NAMES[op]}`);
  }
  return ok;
}

function creatorMayStill(op: ButtonOp, order: MachineOrder): boolean {
  if (op === OrderOp.edit || op === OrderOp.cancel) {
    return order.state === S.pendingAcceptance || order.state === S.pendingAssignment || order.state === S.pendingApproval;
  }
  return true;
}

/** Every button operation `actor` may run on `order` now, in the machine's order. */
export function allowedOperations(order: MachineOrder, actor: MachineActor): ButtonOp[] {
  return BUTTON_OPS.filter((op) => can(op, order, actor).ok);
}

/** May `actor` create orders of this kind? */
export function canCreate(kind: TemplateKindValue, actor: Pick<MachineActor, 'role'>): Verdict {
  return CREATOR_ROLES[kind].includes(actor.role) ? ok : refuse(403, `当前角色（${ROLE_NAMES[actor.role]}）无权创建${kind === TemplateKind.internal ? '内部' : '外部'}工单`);
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
