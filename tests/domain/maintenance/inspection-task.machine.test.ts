import { describe, expect, it } from 'vitest';
import { InspectionState as S, type InspectionStateValue } from '@domain/maintenance/inspection.constants';
import { finishedState, InspectionOp as Op, inspectionTaskMachine, type InspectionOpValue, type MachineInspectionTask } from '@domain/maintenance/inspection-task.machine';
import { Role, type RoleType } from '@domain/shell/roles';

const ENGINEER = 7;
const task = (state: InspectionStateValue, over: Partial<MachineInspectionTask> = {}): MachineInspectionTask => ({ state, assigneeId: ENGINEER, orderId: null, pointsLeft: 0, hasException: false, ...over });
const engineer = { userId: ENGINEER, role: Role.serviceStaff as RoleType };
const otherEngineer = { userId: 8, role: Role.serviceStaff as RoleType };
const dispatcher = { userId: 2, role: Role.dispatcher as RoleType };
const director = { userId: 10, role: Role.director as RoleType };

// [operation, task, actor, expected: the state it leads to, 'ok' (settled by the code), or the refusal's status]
const cases: [InspectionOpValue, MachineInspectionTask, typeof engineer, InspectionStateValue | 'ok' | 403 | 409][] = [
  [Op.record, task(S.pending), engineer, S.inProgress],
  [Op.record, task(S.inProgress), engineer, S.inProgress],
  [Op.record, task(S.pending), otherEngineer, 403],
  [Op.record, task(S.pending), dispatcher, S.inProgress],
  [Op.record, task(S.pending), director, 403],
  [Op.record, task(S.done), engineer, 409],
  [Op.record, task(S.disabled), engineer, 409],
  [Op.finish, task(S.inProgress), engineer, 'ok'],
  [Op.finish, task(S.inProgress, { pointsLeft: 1 }), engineer, 409],
  [Op.finish, task(S.pending), engineer, 409],
  [Op.finish, task(S.inProgress), otherEngineer, 403],
  [Op.createOrder, task(S.exception), dispatcher, S.ordered],
  [Op.createOrder, task(S.exception, { orderId: 5 }), dispatcher, 409],
  [Op.createOrder, task(S.exception), engineer, 403],
  [Op.createOrder, task(S.done), dispatcher, 409],
  [Op.close, task(S.exception), dispatcher, S.closed],
  [Op.close, task(S.ordered), dispatcher, 409],
  [Op.close, task(S.closed), dispatcher, 409],
  [Op.disable, task(S.pending), dispatcher, S.disabled],
  [Op.disable, task(S.inProgress), dispatcher, 409],
  [Op.enable, task(S.disabled), dispatcher, S.pending],
  [Op.enable, task(S.pending), dispatcher, 409],
  [Op.delete, task(S.pending), dispatcher, 'ok'],
  [Op.delete, task(S.disabled), dispatcher, 'ok'],
  [Op.delete, task(S.inProgress), dispatcher, 409],
  [Op.delete, task(S.pending), engineer, 403],
];

describe('inspection task machine', () => {
  it.each(cases)('%s from %o by %o → %s', (op, t, actor, expected) => {
    const verdict = inspectionTaskMachine.decide(t, actor, op);
    if (expected === 403 || expected === 409) expect(verdict).toMatchObject({ ok: false, status: expected });
    else if (expected === 'ok') expect(verdict).toEqual({ ok: true });
    else expect(verdict).toEqual({ ok: true, to: expected });
  });

  it('a finished round is done, or an exception to-do when an item failed', () => {
    expect(finishedState({ hasException: false })).toBe(S.done);
    expect(finishedState({ hasException: true })).toBe(S.exception);
  });

  it('offers the engineer only recording on a round begun, and the dispatcher the exception’s two ways out', () => {
    expect(inspectionTaskMachine.allowedOperations(task(S.inProgress, { pointsLeft: 1 }), engineer)).toEqual([Op.record]);
    expect(inspectionTaskMachine.allowedOperations(task(S.exception), dispatcher)).toEqual([Op.createOrder, Op.close]);
    expect(inspectionTaskMachine.allowedOperations(task(S.pending), dispatcher)).toEqual([Op.record, Op.disable, Op.delete]);
  });
});
