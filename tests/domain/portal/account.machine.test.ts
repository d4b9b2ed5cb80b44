import { describe, expect, it } from 'vitest';
import { accountMachine, AccountOp, canSignIn, type AccountOpValue } from '@domain/portal/account.machine';
import { AccountStatus, type AccountStatusValue } from '@domain/portal/portal.constants';
import { Role, type RoleType } from '@domain/shell/roles';

const S = AccountStatus;
const actor = (role: RoleType) => ({ enterpriseId: 1, userId: 1, role });

// [state, op, role, expected: the state it leads to, 'ok' (no state), or the refusal status]
const TABLE: [AccountStatusValue, AccountOpValue, RoleType, AccountStatusValue | 'ok' | 403 | 409][] = [
  [S.pending, AccountOp.approve, Role.admin, S.active],
  [S.active, AccountOp.approve, Role.admin, 409],
  [S.active, AccountOp.disable, Role.dispatcher, S.disabled],
  [S.disabled, AccountOp.disable, Role.dispatcher, 409],
  [S.disabled, AccountOp.enable, Role.dispatcher, S.active],
  [S.pending, AccountOp.enable, Role.dispatcher, 409],
  [S.active, AccountOp.delete, Role.admin, 'ok'],
  [S.pending, AccountOp.delete, Role.admin, 'ok'],
  [S.disabled, AccountOp.delete, Role.admin, 'ok'],
  [S.active, AccountOp.disable, Role.salesperson, 403],
  [S.pending, AccountOp.approve, Role.serviceStaff, 403],
  [S.active, AccountOp.delete, Role.director, 403],
];

describe('the portal account machine', () => {
  it.each(TABLE)('%s + %s by role %s → %s', (status, op, role, expected) => {
    const v = accountMachine.decide({ status }, actor(role), op);
    if (expected === 403 || expected === 409) expect(v).toMatchObject({ ok: false, status: expected });
    else if (expected === 'ok') expect(v).toEqual({ ok: true });
    else expect(v).toEqual({ ok: true, to: expected });
  });

  it('offers the buttons the state allows, and lets only active accounts sign in', () => {
    expect(accountMachine.allowedOperations({ status: S.active }, actor(Role.admin))).toEqual(['disable', 'delete']);
    expect(accountMachine.allowedOperations({ status: S.pending }, actor(Role.admin))).toEqual(['approve', 'delete']);
    expect(accountMachine.allowedOperations({ status: S.active }, actor(Role.director))).toEqual([]);
    expect([S.active, S.pending, S.disabled].map(canSignIn)).toEqual([true, false, false]);
  });
});
