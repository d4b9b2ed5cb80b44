import { defineMachine } from '../common/machine';
import { Role, type RoleType } from '../shell/roles';
import { SourceCollectionErrors as E } from './source-collections';

/**
 * A collection of another source (a mall order's payment) as finance reconciles it, as an order's
 * reconciliation: 未对账 ⇄ 已对账 by finance or the administrator. A source cancelled after payment is
 * reconciled once its refund is recorded. The server decides with this machine and sends each row's
 * `operations`; 其他收款 offers exactly those (对账, 取消对账).
 */
export const SourceReconcileOp = { reconcile: 'reconcile', reopen: 'reopen' } as const;
export type SourceReconcileOpValue = (typeof SourceReconcileOp)[keyof typeof SourceReconcileOp];
type ReconciledState = 'open' | 'reconciled';

export interface ReconcilableCollection {
  reconciled: boolean;
  cancelled: boolean;
  refunded: boolean;
}

const FINANCE: readonly RoleType[] = [Role.finance, Role.admin];

export const sourceCollectionMachine = defineMachine<ReconcilableCollection, { role: RoleType }, ReconciledState, SourceReconcileOpValue, ReconciledState>({
  stateOf: (c) => (c.reconciled ? 'reconciled' : 'open'),
  transitions: {
    reconcile: { from: ['open'], roles: FINANCE, to: 'reconciled', guard: (c) => (c.cancelled && !c.refunded ? E.refundPending : null) },
    reopen: { from: ['reconciled'], roles: FINANCE, to: 'open' },
  },
  stateRefusal: (op) => (op === SourceReconcileOp.reconcile ? E.alreadyReconciled : E.notReconciled),
});
