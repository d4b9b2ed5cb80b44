import { describe, expect, it } from 'vitest';
import { cyclePlanMachine, moveTo, PlanOp as Op, type MachinePlan, type PlanOpValue } from '@domain/cycle-plans/cycle-plan.machine';
import { CyclePlanErrors } from '@domain/cycle-plans/errors';
import { PlanState as S, type PlanStateValue } from '@domain/cycle-plans/cycle-plans.constants';
import { Role, type RoleType } from '@domain/shell/roles';
import { expectVerdict, type ExpectedVerdict } from '@tests/support/machine-verdicts';

const plan = (state: PlanStateValue, nextDueDate: string | null = '2030-01-01'): MachinePlan => ({ state, nextDueDate });
const as = (role: RoleType) => ({ role });
const dispatcher = as(Role.dispatcher);
const director = as(Role.director);
const engineer = as(Role.serviceStaff);

type Expected = ExpectedVerdict<PlanStateValue>;
// Every operation from every state, by a writer: [operation, running, paused, finished].
const byWriter: [PlanOpValue, Expected, Expected, Expected][] = [
  [Op.edit, 'ok', 'ok', 'ok'],
  [Op.pause, S.paused, 409, 409],
  [Op.resume, 409, 'ok', 409],
  [Op.sendSms, 'ok', 'ok', 'ok'],
  [Op.delete, 'ok', 'ok', 'ok'],
  [Op.follow, 'ok', 409, 409],
];
const STATES = [S.running, S.paused, S.finished] as const;
const cases = byWriter.flatMap(([op, ...expected]) => STATES.map((state, i) => [op, state, expected[i]] as const));


describe('customer service plan machine', () => {
  it.each(cases)('%s from state %s by a dispatcher → %s', (op, state, expected) => {
    expectVerdict(cyclePlanMachine.decide(plan(state), dispatcher, op), expected);
  });

  it.each(cases)('%s from state %s by a director (who only reads and follows up) → refused unless a follow-up', (op, state, expected) => {
    expectVerdict(cyclePlanMachine.decide(plan(state), director, op), op === Op.follow ? expected : 403);
  });

  it.each(cases)('%s from state %s by service staff → 403', (op, state) => {
    expectVerdict(cyclePlanMachine.decide(plan(state), engineer, op), 403);
  });

  it('refuses a follow-up of a running plan with no coming occurrence', () => {
    expect(cyclePlanMachine.decide(plan(S.running, null), dispatcher, Op.follow)).toEqual({ ok: false, status: 409, message: CyclePlanErrors.notFollowable });
  });

  it('tells why a finished plan neither pauses nor resumes: its dates must change first', () => {
    for (const op of [Op.pause, Op.resume]) expect(cyclePlanMachine.decide(plan(S.finished), dispatcher, op)).toEqual({ ok: false, status: 409, message: CyclePlanErrors.finished });
  });

  it('offers a writer pause on a running plan and resume on a paused one, never both', () => {
    expect(cyclePlanMachine.allowedOperations(plan(S.running), dispatcher)).toEqual([Op.edit, Op.pause, Op.sendSms, Op.delete, Op.follow]);
    expect(cyclePlanMachine.allowedOperations(plan(S.paused), dispatcher)).toEqual([Op.edit, Op.resume, Op.sendSms, Op.delete]);
    expect(cyclePlanMachine.allowedOperations(plan(S.finished), dispatcher)).toEqual([Op.edit, Op.sendSms, Op.delete]);
    expect(cyclePlanMachine.allowedOperations(plan(S.running), director)).toEqual([Op.follow]);
  });

  it('maps the state asked for to its move', () => {
    expect(moveTo(S.paused)).toBe(Op.pause);
    expect(moveTo(S.running)).toBe(Op.resume);
  });
});
