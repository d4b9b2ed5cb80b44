import { defineMachine } from '../common/machine';
import { Role, type RoleType } from '../shell/roles';
import { FinanceTexts, ReconcileState, type ReconcileStateCode } from './finance.constants';

/**
 * A completed order's reconciliation: finance marks it reconciled (its fees freeze) and may open it
 * again with a reason. Only a completed order is reconciled. The server decides with this machine
 * and sends each row's `operations`; the screen offers exactly those (the row's checkbox, 重新打开).
 */
export const ReconcileOp = { mark: 'mark', reopen: 'reopen' } as const;
export type ReconcileOpValue = (typeof ReconcileOp)[keyof typeof ReconcileOp];

export interface ReconcileSubject {
  state: ReconcileStateCode;
  completed: boolean;
}

export interface ReconcileActor {
  role: RoleType;
}

const FINANCE: readonly RoleType[] = [Role.finance, Role.admin];

export const reconcileMachine = defineMachine<ReconcileSubject, ReconcileActor, ReconcileStateCode, ReconcileOpValue, ReconcileStateCode>({
  stateOf: (order) => order.state,
  transitions: {
    mark: { from: [ReconcileState.open], roles: FINANCE, to: ReconcileState.reconciled },
    reopen: { from: [ReconcileState.reconciled], roles: FINANCE, to: ReconcileState.open },
  },
  // An order not completed is refused before its reconciliation state is looked at.
  gate: (op, order) => (op === ReconcileOp.mark && !order.completed ? FinanceTexts.notCompleted : null),
  stateRefusal: (op) => (op === ReconcileOp.mark ? FinanceTexts.alreadyReconciled : FinanceTexts.notReconciled),
});
