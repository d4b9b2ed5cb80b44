import { describe, expect, it } from 'vitest';
import { PORTAL_CUSTOMER, RepairOp, repairOrderMachine, type MachineRepair, type RepairActor, type RepairOpValue } from '@domain/repair/repair-order.machine';
import { RepairState, type RepairStateValue } from '@domain/repair/repair.constants';
import { Role } from '@domain/shell/roles';

// The cast: the desk, the engineer on the order, another engineer, an approver (director), the administrator and a salesperson.
const ENGINEER = 3;
const actors = {
  desk: { userId: 6, role: Role.reception },
  engineer: { userId: ENGINEER, role: Role.serviceStaff },
  otherEngineer: { userId: 9, role: Role.serviceStaff },
  director: { userId: 10, role: Role.director },
  admin: { userId: 1, role: Role.admin },
  sales: { userId: 5, role: Role.salesperson },
  customer: { userId: 0, role: PORTAL_CUSTOMER },
} satisfies Record<string, RepairActor>;

const S = RepairState;
const order = (state: RepairStateValue, extra: Partial<MachineRepair> = {}): MachineRepair => ({
  state,
  signedIn: true,
  shipped: false,
  needsApproval: false,
  repairerId: ENGINEER,
  hasOrder: false,
  fromPortal: false,
  paid: false,
  chargeable: false,
  ...extra,
});

describe('repair order transitions (the administrator, who may run every operation)', () => {
  // [from, op, situation, leads to (a state), or null when the op keeps the state, or 'refused']
  const table: [RepairStateValue, RepairOpValue, Partial<MachineRepair>, RepairStateValue | null | 'refused'][] = [
    [S.pendingConfirmation, RepairOp.signIn, { signedIn: false }, null],
    [S.pendingConfirmation, RepairOp.signIn, {}, 'refused'],
    [S.processing, RepairOp.signIn, {}, 'refused'],
    [S.pendingConfirmation, RepairOp.confirm, {}, S.processing],
    [S.processing, RepairOp.makeOrder, {}, null],
    [S.completed, RepairOp.makeOrder, {}, null],
    [S.processing, RepairOp.makeOrder, { hasOrder: true }, 'refused'],
    [S.cancelled, RepairOp.makeOrder, {}, 'refused'],
    [S.pendingConfirmation, RepairOp.confirm, { signedIn: false }, 'refused'],
    [S.processing, RepairOp.confirm, {}, 'refused'],
    [S.processing, RepairOp.useParts, {}, null],
    [S.pendingConfirmation, RepairOp.useParts, {}, 'refused'],
    [S.pendingApproval, RepairOp.useParts, {}, 'refused'],
    [S.completed, RepairOp.cancelParts, {}, 'refused'],
    [S.processing, RepairOp.complete, {}, S.completed],
    [S.processing, RepairOp.complete, { needsApproval: true }, 'refused'],
    [S.processing, RepairOp.submit, { needsApproval: true }, S.pendingApproval],
    [S.processing, RepairOp.submit, {}, 'refused'],
    [S.pendingApproval, RepairOp.complete, { needsApproval: true }, 'refused'],
    [S.pendingApproval, RepairOp.approve, { needsApproval: true }, S.completed],
    [S.pendingApproval, RepairOp.reject, { needsApproval: true }, S.processing],
    [S.processing, RepairOp.approve, {}, 'refused'],
    [S.completed, RepairOp.ship, {}, null],
    [S.completed, RepairOp.ship, { shipped: true }, 'refused'],
    [S.processing, RepairOp.ship, {}, 'refused'],
    [S.pendingConfirmation, RepairOp.cancel, {}, S.cancelled],
    [S.processing, RepairOp.cancel, {}, S.cancelled],
    [S.pendingApproval, RepairOp.cancel, {}, 'refused'],
    [S.completed, RepairOp.cancel, {}, 'refused'],
    [S.cancelled, RepairOp.edit, {}, 'refused'],
    [S.processing, RepairOp.edit, {}, null],
    [S.pendingConfirmation, RepairOp.detect, {}, null],
    [S.pendingConfirmation, RepairOp.detect, { signedIn: false }, 'refused'],
    [S.completed, RepairOp.detect, {}, 'refused'],
    [S.pendingApproval, RepairOp.photos, {}, null],
    [S.completed, RepairOp.photos, {}, null],
    [S.completed, RepairOp.photos, { shipped: true }, 'refused'],
    [S.cancelled, RepairOp.photos, {}, 'refused'],
    [S.completed, RepairOp.collect, { chargeable: true }, null],
    [S.completed, RepairOp.collect, { chargeable: true, shipped: true }, null],
    [S.completed, RepairOp.collect, { chargeable: true, paid: true }, 'refused'],
    [S.completed, RepairOp.collect, {}, 'refused'],
    [S.processing, RepairOp.collect, { chargeable: true }, 'refused'],
    [S.pendingApproval, RepairOp.collect, { chargeable: true }, 'refused'],
    [S.cancelled, RepairOp.collect, { chargeable: true }, 'refused'],
  ];
  it.each(table)('from %i, %s (%o) → %s', (from, op, extra, expected) => {
    const verdict = repairOrderMachine.decide(order(from, extra), actors.admin, op);
    if (expected === 'refused') expect(verdict).toMatchObject({ ok: false, status: 409 });
    else expect(verdict).toEqual(expected === null ? { ok: true } : { ok: true, to: expected });
  });
});

describe('who may run what', () => {
  const table: [keyof typeof actors, RepairOpValue, RepairStateValue, 'ok' | 403][] = [
    ['desk', RepairOp.signIn, S.pendingConfirmation, 'ok'],
    ['engineer', RepairOp.signIn, S.pendingConfirmation, 403],
    ['engineer', RepairOp.useParts, S.processing, 'ok'],
    ['otherEngineer', RepairOp.useParts, S.processing, 403],
    ['otherEngineer', RepairOp.submit, S.processing, 403],
    ['desk', RepairOp.useParts, S.processing, 403],
    ['engineer', RepairOp.approve, S.pendingApproval, 403],
    ['director', RepairOp.approve, S.pendingApproval, 'ok'],
    ['desk', RepairOp.ship, S.completed, 'ok'],
    ['engineer', RepairOp.cancel, S.processing, 403],
    ['sales', RepairOp.edit, S.processing, 403],
    ['desk', RepairOp.photos, S.pendingConfirmation, 'ok'],
    ['engineer', RepairOp.photos, S.processing, 'ok'],
    ['otherEngineer', RepairOp.photos, S.processing, 403],
    ['director', RepairOp.photos, S.pendingApproval, 403],
    ['sales', RepairOp.photos, S.processing, 403],
    ['desk', RepairOp.collect, S.completed, 'ok'],
    ['engineer', RepairOp.collect, S.completed, 403],
    ['director', RepairOp.collect, S.completed, 403],
  ];
  it.each(table)('%s %s from %i: %s', (who, op, state, expected) => {
    const verdict = repairOrderMachine.decide(order(state, { signedIn: state !== S.pendingConfirmation, needsApproval: true, chargeable: true }), actors[who], op);
    if (expected === 'ok') expect(verdict.ok).toBe(true);
    else expect(verdict).toMatchObject({ ok: false, status: 403 });
  });

  it('lets an engineer take an order nobody has taken yet', () => {
    expect(repairOrderMachine.decide(order(S.processing, { repairerId: null }), actors.otherEngineer, RepairOp.useParts).ok).toBe(true);
  });
});

describe('the customer withdrawing a portal request (customerCancel)', () => {
  // [from, situation, leads to, or the refusal's status and words]
  const table: [RepairStateValue, Partial<MachineRepair>, RepairStateValue | [403 | 409, string]][] = [
    [S.pendingConfirmation, { fromPortal: true, signedIn: false }, S.cancelled],
    [S.pendingConfirmation, { fromPortal: true, signedIn: true }, [409, '产品已签收，不能取消申请，请联系服务中心']],
    [S.pendingConfirmation, { fromPortal: false, signedIn: false }, [409, '该维修单由服务中心创建，请联系服务中心取消']],
    [S.processing, { fromPortal: true }, [409, '维修单当前为处理中，不能取消申请']],
    [S.cancelled, { fromPortal: true, signedIn: false }, [409, '维修单当前为已取消，不能取消申请']],
    [S.completed, { fromPortal: true }, [409, '维修单当前为已完成，不能取消申请']],
  ];
  it.each(table)('from %i (%o) → %o', (from, extra, expected) => {
    const verdict = repairOrderMachine.decide(order(from, extra), actors.customer, RepairOp.customerCancel);
    if (Array.isArray(expected)) expect(verdict).toEqual({ ok: false, status: expected[0], message: expected[1] });
    else expect(verdict).toEqual({ ok: true, to: expected });
  });

  it.each(['desk', 'engineer', 'director', 'admin', 'sales'] as const)('is never the %s’s (403), and the customer runs no staff operation', (who) => {
    const request = order(S.pendingConfirmation, { fromPortal: true, signedIn: false });
    expect(repairOrderMachine.decide(request, actors[who], RepairOp.customerCancel)).toMatchObject({ ok: false, status: 403 });
    expect(repairOrderMachine.allowedOperations(request, actors[who])).not.toContain(RepairOp.customerCancel);
    expect(repairOrderMachine.allowedOperations(request, actors.customer)).toEqual([RepairOp.customerCancel]);
  });
});

describe('the operations sent with an order', () => {
  it('are the buttons of each situation, in the table’s order', () => {
    expect(repairOrderMachine.allowedOperations(order(S.pendingConfirmation, { signedIn: false }), actors.desk)).toEqual([RepairOp.edit, RepairOp.signIn, RepairOp.cancel, RepairOp.makeOrder, RepairOp.photos]);
    expect(repairOrderMachine.allowedOperations(order(S.pendingConfirmation), actors.desk)).toEqual([RepairOp.edit, RepairOp.confirm, RepairOp.detect, RepairOp.cancel, RepairOp.makeOrder, RepairOp.photos]);
    expect(repairOrderMachine.allowedOperations(order(S.processing, { needsApproval: true }), actors.engineer)).toEqual([
      RepairOp.edit,
      RepairOp.detect,
      RepairOp.useParts,
      RepairOp.cancelParts,
      RepairOp.submit,
      RepairOp.makeOrder,
      RepairOp.photos,
    ]);
    expect(repairOrderMachine.allowedOperations(order(S.pendingApproval, { needsApproval: true }), actors.director)).toEqual([RepairOp.approve, RepairOp.reject]);
    expect(repairOrderMachine.allowedOperations(order(S.pendingApproval, { needsApproval: true }), actors.desk)).toEqual([RepairOp.makeOrder, RepairOp.photos]);
    expect(repairOrderMachine.allowedOperations(order(S.completed), actors.desk)).toEqual([RepairOp.ship, RepairOp.makeOrder, RepairOp.photos]);
    expect(repairOrderMachine.allowedOperations(order(S.completed, { hasOrder: true }), actors.desk)).toEqual([RepairOp.ship, RepairOp.photos]);
    expect(repairOrderMachine.allowedOperations(order(S.completed, { shipped: true, hasOrder: true }), actors.admin)).toEqual([]);
    expect(repairOrderMachine.allowedOperations(order(S.cancelled), actors.admin)).toEqual([]);
    expect(repairOrderMachine.allowedOperations(order(S.completed, { shipped: true, hasOrder: true, chargeable: true }), actors.desk)).toEqual([RepairOp.collect]);
  });

  it('refuses a second 收款 and one with nothing to charge in the user’s words', () => {
    expect(repairOrderMachine.decide(order(S.completed, { chargeable: true, paid: true }), actors.desk, RepairOp.collect)).toEqual({ ok: false, status: 409, message: '该维修单已收款' });
    expect(repairOrderMachine.decide(order(S.completed), actors.desk, RepairOp.collect)).toEqual({ ok: false, status: 409, message: '该维修单无需收费（保修内或费用为0）' });
  });

  it('refuses a completion in approval in the user’s words', () => {
    expect(repairOrderMachine.decide(order(S.pendingApproval, { needsApproval: true }), actors.engineer, RepairOp.complete)).toEqual({
      ok: false,
      status: 409,
      message: '维修单当前为待审批，不能完工',
    });
  });
});
