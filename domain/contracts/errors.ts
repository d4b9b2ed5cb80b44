import { APPROVAL_ACTION_NAMES, APPROVAL_STATE_NAMES, CONTRACT_STATUS_NAMES, type ApprovalActionValue, type ApprovalStateValue, type ContractStatusValue } from './contracts.constants';

/** Refusals of the sales contract calls, as the user reads them. */
export const ContractErrors = {
  notFound: '合同不存在',
  numberTaken: '合同编号已存在',
  customerNotFound: '客户不存在',
  signerNotFound: '签订人不存在',
  endBeforeStart: '结束日期不能早于开始日期',
  notEditable: '合同已提交审批，不能修改或删除',
  notApproved: '合同审批通过后才能变更状态',
  orderNeedsApproval: '合同审批通过后才能创建工单',
  closed: '合同已完成或已终止，不能创建工单',
  ownApproval: '不能审批自己提交的合同',
  rejectReason: '请填写驳回原因',
} as const;

export const approvalRefused = (action: ApprovalActionValue, state: ApprovalStateValue) =>
  `合同当前为${APPROVAL_STATE_NAMES[state]}，不能${APPROVAL_ACTION_NAMES[action]}`;
export const statusRefused = (from: ContractStatusValue, to: ContractStatusValue) =>
  `合同状态不能从${CONTRACT_STATUS_NAMES[from]}变为${CONTRACT_STATUS_NAMES[to]}`;
