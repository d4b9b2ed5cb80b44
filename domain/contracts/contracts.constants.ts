import { Role, type RoleType } from '../shell/roles';

/** Sales contract approval (spec part 1 section 4, Flags): 1 to submit, 2 pending approval, 3 approved. */
export const ApprovalState = { toSubmit: 1, pending: 2, approved: 3 } as const;
export type ApprovalStateValue = (typeof ApprovalState)[keyof typeof ApprovalState];
export const APPROVAL_STATES = Object.values(ApprovalState) as ApprovalStateValue[];
export const APPROVAL_STATE_NAMES: Record<ApprovalStateValue, string> = { 1: '待提交', 2: '待审批', 3: '已审批' };

/** What may happen to a sales contract's approval (POST /v2/saleContract/approve takes one as its action). */
export const ApprovalAction = { submit: 'submit', approve: 'approve', reject: 'reject', withdraw: 'withdraw' } as const;
export type ApprovalActionValue = (typeof ApprovalAction)[keyof typeof ApprovalAction];
export const APPROVAL_ACTIONS = Object.values(ApprovalAction) as ApprovalActionValue[];
export const APPROVAL_ACTION_NAMES: Record<ApprovalActionValue, string> = { submit: '提交审批', approve: '审批通过', reject: '审批驳回', withdraw: '撤回' };

/** Contract lifecycle: 1 signed, 2 executing, 3 finished, 4 terminated. */
export const ContractStatus = { signed: 1, executing: 2, finished: 3, terminated: 4 } as const;
export type ContractStatusValue = (typeof ContractStatus)[keyof typeof ContractStatus];
export const CONTRACT_STATUSES = Object.values(ContractStatus) as ContractStatusValue[];
export const CONTRACT_STATUS_NAMES: Record<ContractStatusValue, string> = { 1: '已签订', 2: '执行中', 3: '已完成', 4: '已终止' };

/**
 * Who does what with sales contracts (the spec does not say). Salespeople write contracts; the
 * administrator and management directors approve them, and a contract's writer never approves it
 * unless they are the administrator. Dispatchers read them to create orders; finance reads them.
 */
export const CONTRACT_READERS: readonly RoleType[] = [Role.admin, Role.salesperson, Role.director, Role.dispatcher, Role.finance];
export const CONTRACT_WRITERS: readonly RoleType[] = [Role.admin, Role.salesperson];
export const CONTRACT_APPROVERS: readonly RoleType[] = [Role.admin, Role.director];
