import { describe, expect, it } from 'vitest';
import { INTERNAL_REPAIR_STATES, InternalRepairState, type InternalRepairStateValue } from '@domain/repair/internal-repair.constants';
import { InternalRepairOp, internalRepairMachine, type InternalRepairOpValue } from '@domain/repair/internal-repair.machine';
import type { RepairActor } from '@domain/repair/repair-order.machine';
import { Role } from '@domain/shell/roles';

const admin: RepairActor = { userId: 1, role: Role.admin };
const keeper: RepairActor = { userId: 9, role: Role.warehouse };
const engineer: RepairActor = { userId: 3, role: Role.serviceStaff };
const otherEngineer: RepairActor = { userId: 4, role: Role.serviceStaff };
const director: RepairActor = { userId: 10, role: Role.director };
const S = InternalRepairState;
const OPS = Object.values(InternalRepairOp);

// Every state × operation by an administrator (who runs them all): where it leads, or 409.
const LEADS: Record<InternalRepairStateValue, Record<InternalRepairOpValue, InternalRepairStateValue | 409>> = {
  0: { start: S.repairing, finish: 409, cancel: S.cancelled },
  1: { start: 409, finish: S.done, cancel: S.cancelled },
  2: { start: 409, finish: 409, cancel: 409 },
  3: { start: 409, finish: 409, cancel: 409 },
};
const cells = INTERNAL_REPAIR_STATES.flatMap((state) => OPS.map((op) => [state, op, LEADS[state][op]] as const));

describe('internal repair order transitions', () => {
  it.each(cells)('from %i, %s → %s', (state, op, expected) => {
    const verdict = internalRepairMachine.decide({ state, repairerId: engineer.userId }, admin, op);
    if (expected === 409) expect(verdict).toMatchObject({ ok: false, status: 409 });
    else expect(verdict).toEqual({ ok: true, to: expected });
  });

  // [who, op, from, repairer, verdict]
  const people: [string, RepairActor, InternalRepairOpValue, InternalRepairStateValue, true | 403][] = [
    ['an engineer', engineer, InternalRepairOp.start, S.pending, true],
    ['a keeper', keeper, InternalRepairOp.start, S.pending, 403],
    ['a director', director, InternalRepairOp.start, S.pending, 403],
    ['the repairer', engineer, InternalRepairOp.finish, S.repairing, true],
    ['another engineer', otherEngineer, InternalRepairOp.finish, S.repairing, 403],
    ['a keeper', keeper, InternalRepairOp.finish, S.repairing, 403],
    ['a keeper', keeper, InternalRepairOp.cancel, S.repairing, true],
    ['an engineer', engineer, InternalRepairOp.cancel, S.pending, 403],
  ];
  it.each(people)('%s running %s from %i: %s', (_who, actor, op, state, expected) => {
    const verdict = internalRepairMachine.decide({ state, repairerId: engineer.userId }, actor, op);
    if (expected === true) expect(verdict.ok).toBe(true);
    else expect(verdict).toMatchObject({ ok: false, status: expected });
  });

  it('offers an engineer exactly the moves they may run', () => {
    expect(internalRepairMachine.allowedOperations({ state: S.pending, repairerId: null }, engineer)).toEqual(['start']);
    expect(internalRepairMachine.allowedOperations({ state: S.repairing, repairerId: otherEngineer.userId }, engineer)).toEqual([]);
    expect(internalRepairMachine.allowedOperations({ state: S.repairing, repairerId: null }, keeper)).toEqual(['cancel']);
  });
});
