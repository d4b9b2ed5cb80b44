import { describe, expect, it } from 'vitest';
import { DetectionOp, detectionMachine, type DetectionOpValue } from '@domain/repair/detection.machine';
import type { RepairActor } from '@domain/repair/repair-order.machine';
import { DetectionState, type DetectionStateValue } from '@domain/repair/repair.constants';
import { Role } from '@domain/shell/roles';

const engineer: RepairActor = { userId: 3, role: Role.serviceStaff };
const desk: RepairActor = { userId: 6, role: Role.reception };
const director: RepairActor = { userId: 10, role: Role.director };
const S = DetectionState;

describe('detection order transitions', () => {
  // [who, from, op, leads to, or the refusal's status]
  const table: [RepairActor, DetectionStateValue, DetectionOpValue, DetectionStateValue | 403 | 409][] = [
    [engineer, S.pending, DetectionOp.conclude, S.done],
    [engineer, S.done, DetectionOp.conclude, 409],
    [engineer, S.cancelled, DetectionOp.conclude, 409],
    [desk, S.pending, DetectionOp.conclude, 403],
    [director, S.pending, DetectionOp.conclude, 403],
    [desk, S.pending, DetectionOp.cancel, S.cancelled],
    [engineer, S.pending, DetectionOp.cancel, S.cancelled],
    [desk, S.done, DetectionOp.cancel, 409],
    [director, S.pending, DetectionOp.cancel, 403],
  ];
  it.each(table)('%o from %i: %s → %s', (actor, from, op, expected) => {
    const verdict = detectionMachine.decide({ state: from }, actor, op);
    if (expected === 403 || expected === 409) expect(verdict).toMatchObject({ ok: false, status: expected });
    else expect(verdict).toEqual({ ok: true, to: expected });
  });

  it('sends the buttons of each state', () => {
    expect(detectionMachine.allowedOperations({ state: S.pending }, engineer)).toEqual([DetectionOp.conclude, DetectionOp.cancel]);
    expect(detectionMachine.allowedOperations({ state: S.pending }, desk)).toEqual([DetectionOp.cancel]);
    expect(detectionMachine.allowedOperations({ state: S.done }, engineer)).toEqual([]);
    expect(detectionMachine.decide({ state: S.done }, engineer, DetectionOp.conclude)).toEqual({ ok: false, status: 409, message: '检测单当前为已检测，不能提交检测结果' });
  });
});
