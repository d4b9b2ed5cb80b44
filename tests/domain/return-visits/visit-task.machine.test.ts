import { describe, expect, it } from 'vitest';
import { VisitErrors } from '@domain/return-visits/errors';
import { VisitState as S, type VisitStateValue } from '@domain/return-visits/return-visits.constants';
import { submitOp, VisitOp as Op, visitTaskMachine, type MachineVisitTask, type VisitOpValue } from '@domain/return-visits/visit-task.machine';
import { Role, type RoleType } from '@domain/shell/roles';
import { expectVerdict, type ExpectedVerdict } from '@tests/support/machine-verdicts';

const VISITOR = 7;
const task = (state: VisitStateValue, assigneeId: number | null = VISITOR): MachineVisitTask => ({ state, assigneeId });
const visitor = { userId: VISITOR, role: Role.returnVisit as RoleType };
const otherVisitor = { userId: 8, role: Role.returnVisit as RoleType };
const dispatcher = { userId: 2, role: Role.dispatcher as RoleType };
const director = { userId: 10, role: Role.director as RoleType };

type Expected = ExpectedVerdict<VisitStateValue>;
// Every operation from every state by the task's visitor: [operation, pending, failed, passed].
const byVisitor: [VisitOpValue, Expected, Expected, Expected][] = [
  [Op.pass, S.passed, 409, 409],
  [Op.fail, S.failed, 409, 409],
  [Op.sendSms, 'ok', 'ok', 'ok'],
  [Op.grab, 'ok', 409, 409],
];
const STATES = [S.pending, S.failed, S.passed] as const;
const cases = byVisitor.flatMap(([op, ...expected]) => STATES.map((state, i) => [op, state, expected[i]] as const));


describe('return-visit task machine', () => {
  it.each(cases)('%s from state %s by its visitor → %s', (op, state, expected) => {
    expectVerdict(visitTaskMachine.decide(task(state), visitor, op), expected);
  });

  it.each(cases)('%s from state %s of a task given to nobody, by return-visit support → %s', (op, state, expected) => {
    expectVerdict(visitTaskMachine.decide(task(state, null), visitor, op), expected);
  });

  it.each(cases)('%s from state %s of a task given to another visitor → refused once pending', (op, state, expected) => {
    const verdict = visitTaskMachine.decide(task(state), otherVisitor, op);
    expectVerdict(verdict, op === Op.sendSms ? expected : state === S.pending ? 403 : 409);
  });

  it.each(cases)('%s from state %s by a dispatcher (records any task, takes none) → %s', (op, state, expected) => {
    expectVerdict(visitTaskMachine.decide(task(state), dispatcher, op), op === Op.grab ? 403 : expected);
  });

  it.each(cases)('%s from state %s by a director (reads only) → 403', (op, state) => {
    expectVerdict(visitTaskMachine.decide(task(state), director, op), 403);
  });

  it('refuses with the texts the user reads', () => {
    expect(visitTaskMachine.decide(task(S.passed), visitor, Op.fail)).toEqual({ ok: false, status: 409, message: VisitErrors.notPending });
    expect(visitTaskMachine.decide(task(S.pending), otherVisitor, Op.pass)).toEqual({ ok: false, status: 403, message: VisitErrors.notYours });
    expect(visitTaskMachine.decide(task(S.pending), otherVisitor, Op.grab)).toEqual({ ok: false, status: 403, message: VisitErrors.alreadyTaken });
  });

  it('offers the visit while pending and only the text after', () => {
    expect(visitTaskMachine.allowedOperations(task(S.pending), visitor)).toEqual([Op.pass, Op.fail, Op.sendSms, Op.grab]);
    expect(visitTaskMachine.allowedOperations(task(S.pending), dispatcher)).toEqual([Op.pass, Op.fail, Op.sendSms]);
    expect(visitTaskMachine.allowedOperations(task(S.passed), dispatcher)).toEqual([Op.sendSms]);
    expect(visitTaskMachine.allowedOperations(task(S.pending), director)).toEqual([]);
  });

  it('maps the submitted outcome to its operation', () => {
    expect(submitOp(S.passed)).toBe(Op.pass);
    expect(submitOp(S.failed)).toBe(Op.fail);
  });
});
