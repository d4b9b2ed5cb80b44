import { defineMachine } from '../common/machine';
import type { RoleType } from '../shell/roles';
import { accountStateRefused } from './errors';
import { AccountStatus, type AccountStatusValue } from './portal.constants';
import { PORTAL_WRITERS } from './portal.roles';

/**
 * A portal account: opened active by staff, or pending when a customer registers (staff approve it);
 * an active account may be disabled and enabled again. Deleting (to the recycle bin) is open in every
 * state; restoring is the recycle bin's (/home/account/relegation).
 */
export interface MachineAccount {
  status: AccountStatusValue;
}
export interface PortalActor {
  enterpriseId: number;
  userId: number;
  role: RoleType;
}

export const AccountOp = { approve: 'approve', disable: 'disable', enable: 'enable', delete: 'delete' } as const;
export type AccountOpValue = (typeof AccountOp)[keyof typeof AccountOp];
const OP_NAMES: Record<AccountOpValue, string> = { approve: '审核通过', disable: '停用', enable: '启用', delete: '删除' };

const S = AccountStatus;
const roles = PORTAL_WRITERS;

export const accountMachine = defineMachine<MachineAccount, PortalActor, AccountStatusValue, AccountOpValue, AccountStatusValue>({
  stateOf: (a) => a.status,
  transitions: {
    approve: { from: [S.pending], roles, to: S.active },
    disable: { from: [S.active], roles, to: S.disabled },
    enable: { from: [S.disabled], roles, to: S.active },
    delete: { from: [S.active, S.pending, S.disabled], roles },
  },
  stateRefusal: (op, a) => accountStateRefused(a.status, OP_NAMES[op]),
});

/** The moves POST /home/account/status takes. */
export const ACCOUNT_MOVES = [AccountOp.approve, AccountOp.disable, AccountOp.enable] as const;

/** Whether an account of this state may sign in to the portal. */
export const canSignIn = (status: AccountStatusValue) => status === S.active;
