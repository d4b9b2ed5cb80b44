import { ApprovalState, ContractStatus, type ApprovalStateValue, type ContractStatusValue } from './contracts.constants';

/** What may happen to a sales contract's approval: submit (1 → 2), approve (2 → 3), reject (2 → 1), withdraw (2 → 1). */
export const ApprovalAction = { submit: 'submit', approve: 'approve', reject: 'reject', withdraw: 'withdraw' } as const;
export type ApprovalActionValue = (typeof ApprovalAction)[keyof typeof ApprovalAction];
export const APPROVAL_ACTIONS = Object.values(ApprovalAction) as ApprovalActionValue[];
export const APPROVAL_ACTION_NAMES: Record<ApprovalActionValue, string> = { submit: '提交审批', approve: '审批通过', reject: '审批驳回', withdraw: '撤回' };

const APPROVAL_MOVES: Record<ApprovalActionValue, { from: ApprovalStateValue; to: ApprovalStateValue }> = {
  submit: { from: ApprovalState.toSubmit, to: ApprovalState.pending },
  approve: { from: ApprovalState.pending, to: ApprovalState.approved },
  reject: { from: ApprovalState.pending, to: ApprovalState.toSubmit },
  withdraw: { from: ApprovalState.pending, to: ApprovalState.toSubmit },
};

/** The approval state after `action`, or null when the action does not apply in `state`. */
export function nextApprovalState(state: ApprovalStateValue, action: ApprovalActionValue): ApprovalStateValue | null {
  const move = APPROVAL_MOVES[action];
  return move.from === state ? move.to : null;
}

/**
 * Lifecycle moves of an approved contract: a signed contract starts executing or is terminated;
 * an executing one finishes or is terminated; finished and terminated are final. Before approval
 * the status is simply a field of the draft (a contract may be recorded after it started).
 */
const LIFECYCLE_MOVES: Record<ContractStatusValue, readonly ContractStatusValue[]> = {
  1: [ContractStatus.executing, ContractStatus.terminated],
  2: [ContractStatus.finished, ContractStatus.terminated],
  3: [],
  4: [],
};

export const nextStatuses = (status: ContractStatusValue): readonly ContractStatusValue[] => LIFECYCLE_MOVES[status];
export const canMoveStatus = (from: ContractStatusValue, to: ContractStatusValue) => LIFECYCLE_MOVES[from].includes(to);

/** Only a contract waiting to be submitted can be edited or deleted: what was approved stays as approved. */
export const isEditable = (state: ApprovalStateValue) => state === ApprovalState.toSubmit;
/** Orders are created from approved contracts that are not finished or terminated. */
export const canCreateOrder = (state: ApprovalStateValue, status: ContractStatusValue) =>
  state === ApprovalState.approved && (status === ContractStatus.signed || status === ContractStatus.executing);
