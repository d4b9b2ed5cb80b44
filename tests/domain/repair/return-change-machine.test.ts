import { describe, expect, it } from 'vitest';
import { ReturnChangeOp, returnChangeMachine, type ReturnChangeOpValue } from '@domain/repair/return-change.machine';
import type { RepairActor } from '@domain/repair/repair-order.machine';
import { RETURN_CHANGE_STATES, ReturnChangeState, type ReturnChangeStateValue } from '@domain/repair/repair.constants';
import { Role } from '@domain/shell/roles';

const admin: RepairActor = { userId: 1, role: Role.admin };
const director: RepairActor = { userId: 10, role: Role.director };
const desk: RepairActor = { userId: 6, role: Role.reception };
const writer: RepairActor = { userId: 3, role: Role.serviceStaff };
const otherEngineer: RepairActor = { userId: 4, role: Role.serviceStaff };
const finance: RepairActor = { userId: 8, role: Role.finance };
const S = ReturnChangeState;
const OPS = Object.values(ReturnChangeOp);

// Every state × operation for the approver and for the writer: where it leads, or 409.
const LEADS: Record<ReturnChangeStateValue, Record<ReturnChangeOpValue, ReturnChangeStateValue | 409>> = {
  0: { pass: S.passed, reject: S.rejected, cancel: S.cancelled },
  1: { pass: 409, reject: 409, cancel: 409 },
  2: { pass: 409, reject: 409, cancel: 409 },
  3: { pass: 409, reject: 409, cancel: 409 },
};
const cell = RETURN_CHANGE_STATES.flatMap((state) => OPS.map((op) => [state, op, LEADS[state][op]] as const));

describe('return and exchange order transitions', () => {
  it.each(cell)('from %i, %s by the role that runs it → %s', (state, op, expected) => {
    const actor = op === ReturnChangeOp.cancel ? writer : admin;
    const verdict = returnChangeMachine.decide({ state, createdBy: writer.userId }, actor, op);
    if (expected === 409) expect(verdict).toMatchObject({ ok: false, status: 409 });
    else expect(verdict).toEqual({ ok: true, to: expected });
  });

  // [who, op, status] on an order waiting for approval written by `writer`
  const people: [string, RepairActor, ReturnChangeOpValue, true | 403][] = [
    ['director', director, ReturnChangeOp.pass, true],
    ['director', director, ReturnChangeOp.reject, true],
    ['desk', desk, ReturnChangeOp.pass, 403],
    ['engineer', writer, ReturnChangeOp.reject, 403],
    ['desk', desk, ReturnChangeOp.cancel, true],
    ['admin', admin, ReturnChangeOp.cancel, true],
    ['another engineer', otherEngineer, ReturnChangeOp.cancel, 403],
    ['finance', finance, ReturnChangeOp.cancel, 403],
    ['director', director, ReturnChangeOp.cancel, 403],
  ];
  it.each(people)('%s runs %s: %s', (_, actor, op, expected) => {
    const verdict = returnChangeMachine.decide({ state: S.pendingApproval, createdBy: writer.userId }, actor, op);
    if (expected === true) expect(verdict.ok).toBe(true);
    else expect(verdict).toMatchObject({ ok: false, status: expected });
  });

  it('sends the buttons of each state and says why not', () => {
    const waiting = { state: S.pendingApproval, createdBy: writer.userId };
    expect(returnChangeMachine.allowedOperations(waiting, admin)).toEqual([ReturnChangeOp.pass, ReturnChangeOp.reject, ReturnChangeOp.cancel]);
    expect(returnChangeMachine.allowedOperations(waiting, writer)).toEqual([ReturnChangeOp.cancel]);
    expect(returnChangeMachine.allowedOperations(waiting, otherEngineer)).toEqual([]);
    expect(returnChangeMachine.allowedOperations({ state: S.passed, createdBy: 1 }, admin)).toEqual([]);
    expect(returnChangeMachine.decide({ state: S.rejected, createdBy: 1 }, admin, ReturnChangeOp.pass)).toEqual({
      ok: false,
      status: 409,
      message: '退换货单当前为已驳回，不能审批通过',
    });
    expect(returnChangeMachine.decide(waiting, otherEngineer, ReturnChangeOp.cancel)).toEqual({ ok: false, status: 403, message: '只能取消自己创建的退换货单' });
  });
});
