import { describe, expect, it } from 'vitest';
import { ApprovalType, ORDER_STATES, OrderState, type OrderStateCode } from '@domain/orders/order.constants';
import { canCreate, initialState, orderMachine, PORTAL_CUSTOMER, type ButtonOp, type MachineActor, type MachineOrder, type OrderRole } from '@domain/orders/order.machine';
import { Role, type RoleType } from '@domain/shell/roles';

/*
 * The state machine, table-driven: every button operation from every state by every kind of person.
 * The table below is written out by hand (not read from the machine): which states an operation
 * starts from and who may run it. Everything not in it must be refused — 403 when the role may never
 * do it or the person is not the right one, 409 when the state forbids it.
 */

const BUTTON_OPS = orderMachine.operations;
const { allowedOperations } = orderMachine;
const can = (op: ButtonOp, order: MachineOrder, actor: MachineActor) => orderMachine.decide(order, actor, op);

const OWNER = 10;
const COLLABORATOR = 11;
const CREATOR = 20;

const actors: Record<string, MachineActor> = {
  dispatcher: { userId: 1, role: Role.dispatcher },
  admin: { userId: 2, role: Role.admin },
  reception: { userId: 3, role: Role.reception },
  owner: { userId: OWNER, role: Role.serviceStaff },
  collaborator: { userId: COLLABORATOR, role: Role.serviceStaff },
  otherStaff: { userId: 12, role: Role.serviceStaff },
  creator: { userId: CREATOR, role: Role.salesperson },
  employee: { userId: 21, role: Role.employee },
  returnVisit: { userId: 30, role: Role.returnVisit },
  finance: { userId: 31, role: Role.finance },
  warehouse: { userId: 32, role: Role.warehouse },
  director: { userId: 33, role: Role.director },
  customer: { userId: 0, role: PORTAL_CUSTOMER },
};

type Who = 'desk' | 'reception' | 'owner' | 'worker' | 'creator' | 'finance' | 'returnVisit' | 'staff' | 'creatorRole' | 'customer';
const ALL: OrderStateCode[] = [...ORDER_STATES];
const HELD: OrderStateCode[] = [2, 3, 4];

const TABLE: Record<ButtonOp, { states: OrderStateCode[]; who: Who[]; setup?: Partial<MachineOrder> }> = {
  edit: { states: [0, 1, 2, 3, 4, 7], who: ['desk', 'creator'] },
  approveCreate: { states: [7], who: ['desk'], setup: { examineType: ApprovalType.create } },
  rejectCreate: { states: [7], who: ['desk'], setup: { examineType: ApprovalType.create } },
  acceptPass: { states: [0], who: ['desk', 'reception'] },
  acceptReject: { states: [0], who: ['desk', 'reception'] },
  reaccept: { states: [0], who: ['desk', 'reception'], setup: { invalid: true } },
  assign: { states: [1], who: ['desk'] },
  reassign: { states: HELD, who: ['desk'] },
  editCollaborators: { states: HELD, who: ['desk', 'owner'] },
  transfer: { states: [2, 3], who: ['owner'] },
  putPool: { states: [1], who: ['desk'] },
  retrievePool: { states: [1], who: ['desk'], setup: { inPool: true } },
  grab: { states: [1], who: ['staff'], setup: { inPool: true } },
  receive: { states: [2], who: ['owner'] },
  refuse: { states: [2], who: ['owner'] },
  appoint: { states: [3], who: ['worker', 'desk'] },
  changeAppointment: { states: [3], who: ['worker', 'desk'], setup: { appointmentTime: '2030-01-01T02:00:00.000Z' } },
  keepDate: { states: [3], who: ['worker', 'desk'], setup: { appointmentTime: '2030-01-01T02:00:00.000Z' } },
  progressAssign: { states: [3, 4], who: ['worker', 'desk'] },
  progressAdd: { states: [3, 4], who: ['worker', 'desk'] },
  progressEdit: { states: [3, 4], who: ['worker', 'desk'] },
  acceptanceDelete: { states: [0], who: ['desk'] },
  startService: { states: [3], who: ['worker'], setup: { appointmentTime: '2030-01-01T02:00:00.000Z' } },
  checkIn: { states: [3, 4], who: ['worker'] },
  applyComplete: { states: [4], who: ['worker'], setup: { approvals: { create: false, complete: true, receipt: false, collection: false } } },
  complete: { states: [4], who: ['worker', 'desk'] },
  approveComplete: { states: [7], who: ['desk'], setup: { examineType: ApprovalType.complete } },
  rejectComplete: { states: [7], who: ['desk'], setup: { examineType: ApprovalType.complete } },
  receipt: { states: [4, 5], who: ['worker', 'desk'] },
  approveReceipt: { states: [4, 5], who: ['desk'], setup: { examineType: ApprovalType.receipt } },
  rejectReceipt: { states: [4, 5], who: ['desk'], setup: { examineType: ApprovalType.receipt } },
  editFees: { states: [3, 4, 5], who: ['worker', 'desk', 'finance'] },
  collect: { states: [4, 5], who: ['worker', 'desk', 'finance'] },
  approveCollection: { states: [4, 5], who: ['desk', 'finance'], setup: { examineType: ApprovalType.collection } },
  rejectCollection: { states: [4, 5], who: ['desk', 'finance'], setup: { examineType: ApprovalType.collection } },
  evaluate: { states: [5], who: ['desk', 'returnVisit', 'creator', 'customer'] },
  cancel: { states: [0, 1, 2, 3, 4, 7], who: ['desk', 'creator'] },
  portalCancel: { states: [0, 1, 7], who: ['customer'] },
  portalSign: { states: [4, 5], who: ['customer'], setup: { receiptDone: true } },
  applyAbnormal: { states: HELD, who: ['owner'] },
  abnormalCancelApproved: { states: HELD, who: ['desk'], setup: { abnormalKind: 1 } },
  abnormalReassignApproved: { states: HELD, who: ['desk'], setup: { abnormalKind: 2 } },
  abnormalRejected: { states: HELD, who: ['desk'], setup: { abnormalKind: 1 } },
  archive: { states: [5, 6], who: ['desk'] },
  unarchive: { states: ALL, who: ['desk'], setup: { archived: true } },
  recycle: { states: [0, 1, 5, 6, 7], who: ['desk'] },
  restore: { states: ALL, who: ['desk'], setup: { deleted: true } },
  copy: { states: ALL, who: ['creatorRole'] },
};

const SERVING: RoleType[] = [Role.dispatcher, Role.serviceStaff, Role.admin];
/** 'any': every staff role (the portal's customer has none of them). */
const ROLES_OF: Record<Who, OrderRole[] | 'any'> = {
  desk: [Role.dispatcher, Role.admin],
  reception: [Role.reception],
  owner: SERVING,
  worker: SERVING,
  creator: 'any',
  finance: [Role.finance],
  returnVisit: [Role.returnVisit],
  staff: [Role.serviceStaff],
  creatorRole: 'any',
  customer: [PORTAL_CUSTOMER],
};

/** A plausible order in each state: held orders have an owner and a collaborator. */
function orderIn(state: OrderStateCode, setup: Partial<MachineOrder> = {}): MachineOrder {
  const held = state >= 2 && state !== OrderState.cancelled;
  return {
    state,
    invalid: false,
    kind: 'external',
    approvals: { create: false, complete: false, receipt: false, collection: false },
    examineType: state === OrderState.pendingApproval ? ApprovalType.create : null,
    abnormalKind: null,
    archived: false,
    deleted: false,
    inPool: false,
    poolGroupId: null,
    ownerId: held ? OWNER : null,
    collaboratorIds: held ? [COLLABORATOR] : [],
    creatorId: CREATOR,
    appointmentTime: null,
    receiptDone: false,
    signed: false,
    paymentDone: false,
    evaluated: false,
    ...setup,
  };
}

function matches(who: Who, actor: MachineActor, order: MachineOrder, op: ButtonOp): boolean {
  switch (who) {
    case 'desk':
      return actor.role === Role.dispatcher || actor.role === Role.admin;
    case 'reception':
      return actor.role === Role.reception;
    case 'owner':
      return order.ownerId === actor.userId;
    case 'worker':
      return order.ownerId === actor.userId || order.collaboratorIds.includes(actor.userId);
    case 'creator':
      // Edit and cancel belong to the creator only until someone holds the order.
      return order.creatorId === actor.userId && (op === 'evaluate' || [0, 1, 7].includes(order.state));
    case 'finance':
      return actor.role === Role.finance;
    case 'returnVisit':
      return actor.role === Role.returnVisit;
    case 'staff':
      return actor.role === Role.serviceStaff;
    case 'creatorRole':
      return ([Role.dispatcher, Role.admin, Role.salesperson, Role.reception] as OrderRole[]).includes(actor.role);
    case 'customer':
      return actor.role === PORTAL_CUSTOMER;
  }
}

function roleEverAllowed(op: ButtonOp, role: OrderRole): boolean {
  return TABLE[op].who.some((w) => (ROLES_OF[w] === 'any' ? role !== PORTAL_CUSTOMER : (ROLES_OF[w] as OrderRole[]).includes(role)));
}

const cases = BUTTON_OPS.flatMap((op) => ALL.flatMap((state) => Object.keys(actors).map((name) => ({ op, state, name }))));

describe('order state machine', () => {
  it('covers every button operation in the table', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...BUTTON_OPS].sort());
  });

  it.each(cases)('$op from state $state by $name', ({ op, state, name }) => {
    const actor = actors[name];
    const order = orderIn(state, TABLE[op].setup);
    const verdict = can(op, order, actor);
    const { states, who } = TABLE[op];
    const allowed = states.includes(state) && who.some((w) => matches(w, actor, order, op));
    if (allowed) {
      expect(verdict).toEqual({ ok: true });
      return;
    }
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    const expected = op === 'copy' || !roleEverAllowed(op, actor.role) ? 403 : states.includes(state) ? 403 : 409;
    expect({ status: verdict.status, hasMessage: verdict.message.length > 0 }).toEqual({ status: expected, hasMessage: true });
  });

  it('names the state in a state refusal and the people in a person refusal', () => {
    expect(can('startService', orderIn(6), actors.owner)).toEqual({ ok: false, status: 409, message: '工单当前状态为“已取消”，不能开始服务' });
    expect(can('acceptPass', orderIn(0, { invalid: true }), actors.dispatcher)).toEqual({
      ok: false,
      status: 409,
      message: '工单已被驳回为无效工单，请先重新受理',
    });
    expect(can('receive', orderIn(2), actors.otherStaff)).toEqual({ ok: false, status: 403, message: '只有工单负责人可以接单' });
    expect(can('assign', orderIn(1), actors.finance)).toEqual({ ok: false, status: 403, message: '当前角色（财务）无权指派' });
    // The portal's customer: no staff operation, and 门户取消 only until someone holds the order.
    expect(can('cancel', orderIn(1), actors.customer)).toEqual({ ok: false, status: 403, message: '当前角色（客户）无权取消工单' });
    expect(can('portalCancel', orderIn(2), actors.customer)).toEqual({ ok: false, status: 409, message: '工单当前状态为“待接单”，不能门户取消' });
    expect(can('portalCancel', orderIn(7, { examineType: ApprovalType.complete }), actors.customer)).toMatchObject({ status: 409, message: '工单完成审批中，不能取消' });
    expect(can('portalSign', orderIn(5), actors.customer)).toEqual({ ok: false, status: 409, message: '工程师尚未填写回执' });
    expect(can('portalSign', orderIn(5, { receiptDone: true, signed: true }), actors.customer)).toEqual({ ok: false, status: 409, message: '回执已签名' });
  });

  it('refuses what the order itself forbids even to the right person', () => {
    const frozen = orderIn(3, { abnormalKind: 2 });
    expect(can('startService', frozen, actors.owner)).toMatchObject({ status: 409, message: '工单异常申请审批中，请等待审批结果' });
    expect(can('startService', orderIn(3), actors.owner)).toEqual({ ok: false, status: 409, message: '工单还没有预约' });
    expect(can('complete', orderIn(4, { approvals: { create: false, complete: true, receipt: false, collection: false } }), actors.owner)).toMatchObject({
      status: 409,
      message: '该工单类型需要完成审批，请申请完成',
    });
    expect(can('applyComplete', orderIn(4), actors.owner)).toMatchObject({ status: 409 });
    expect(can('receipt', orderIn(5, { receiptDone: true }), actors.owner)).toMatchObject({ status: 409, message: '工单已回执' });
    expect(can('collect', orderIn(5, { paymentDone: true }), actors.finance)).toMatchObject({ status: 409, message: '工单已收款' });
    expect(can('editFees', orderIn(5, { examineType: ApprovalType.collection }), actors.finance)).toMatchObject({ status: 409 });
    expect(can('evaluate', orderIn(5, { evaluated: true }), actors.returnVisit)).toMatchObject({ status: 409, message: '工单已评价' });
    expect(can('grab', orderIn(1, { inPool: true, poolGroupId: 5 }), actors.otherStaff)).toMatchObject({ status: 403 });
    expect(can('grab', orderIn(1, { inPool: true, poolGroupId: 5 }), { ...actors.otherStaff, groupIds: [5] })).toEqual({ ok: true });
    expect(can('assign', orderIn(1, { deleted: true }), actors.dispatcher)).toMatchObject({ status: 409, message: '工单已在回收站，请先还原' });
    expect(can('cancel', orderIn(5, { archived: true }), actors.dispatcher)).toMatchObject({ status: 409, message: '工单已归档，请先取消归档' });
    expect(can('cancel', orderIn(7, { examineType: ApprovalType.complete }), actors.dispatcher)).toMatchObject({ status: 409 });
  });

  it.each([
    { op: 'complete' as const, approvals: { create: false, complete: false, receipt: false, collection: false } },
    { op: 'applyComplete' as const, approvals: { create: false, complete: true, receipt: false, collection: false } },
  ])('$op waits for the process steps, naming the open ones', ({ op, approvals }) => {
    const table: [readonly string[] | undefined, string | null][] = [
      [undefined, null],
      [[], null],
      [['客户验收'], '流程步骤“客户验收”未完成，不能完成工单'],
      [['上门勘察', '客户验收'], '流程步骤“上门勘察”、“客户验收”未完成，不能完成工单'],
    ];
    for (const [pendingSteps, refusal] of table) {
      const order = orderIn(4, { approvals, pendingSteps });
      for (const actor of [actors.owner, actors.collaborator]) {
        expect(can(op, order, actor)).toEqual(refusal ? { ok: false, status: 409, message: refusal } : { ok: true });
        expect(allowedOperations(order, actor).includes(op)).toBe(refusal === null);
      }
    }
    // Done steps do not open it to someone not on the order.
    expect(can(op, orderIn(4, { approvals, pendingSteps: [] }), actors.otherStaff)).toMatchObject({ status: 403 });
  });

  it('edits an order awaiting its creation approval, but not one awaiting completion approval', () => {
    expect(can('edit', orderIn(7), actors.creator)).toEqual({ ok: true });
    expect(can('edit', orderIn(7, { examineType: ApprovalType.complete }), actors.dispatcher)).toEqual({ ok: false, status: 409, message: '工单完成审批中，不能编辑' });
    expect(can('edit', orderIn(3, { abnormalKind: 1 }), actors.dispatcher)).toMatchObject({ status: 409 });
    expect(can('edit', orderIn(5), actors.dispatcher)).toMatchObject({ status: 409 });
  });

  it('lists exactly the operations that can succeed', () => {
    const order = orderIn(2);
    expect(allowedOperations(order, actors.owner)).toEqual(['editCollaborators', 'transfer', 'receive', 'refuse', 'applyAbnormal']);
    expect(allowedOperations(order, actors.director)).toEqual([]);
    expect(allowedOperations(orderIn(5), actors.finance)).toEqual(['editFees', 'collect']);
  });

  it('starts a new order in approval, acceptance or assignment by its type', () => {
    const approvals = { create: false, complete: false, receipt: false, collection: false };
    expect(initialState({ ...approvals, create: true }, true)).toBe(7);
    expect(initialState(approvals, true)).toBe(0);
    expect(initialState(approvals, false)).toBe(1);
    expect(canCreate('internal', { role: Role.employee })).toEqual({ ok: true });
    expect(canCreate('external', { role: Role.employee })).toMatchObject({ ok: false, status: 403 });
    expect(canCreate('external', { role: Role.serviceStaff })).toMatchObject({ ok: false, status: 403 });
  });
});
