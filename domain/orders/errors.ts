/** Refusals of the order calls, as the user reads them (the state machine words its own). */
export const OrderErrors = {
  notFound: '工单不存在',
  stale: '工单已被他人修改，请刷新后重试',
  templateNotFound: '工单类型不存在或已停用',
  ownerInvalid: '负责人须为本企业在职的服务人员或派单员',
  collaboratorInvalid: '协作人须为本企业在职的服务人员或派单员',
  ownerIsCollaborator: '负责人不能同时是协作人',
  transferToSelf: '不能转给自己',
  copyUserInvalid: '抄送人须为本企业在职的用户',
  serviceItemNotFound: '服务项目不存在',
  serviceGroupNotFound: '服务组不存在',
  collectAmountMismatch: '收款金额须等于应收金额',
  nothingToRestore: '请选择需要还原的工单',
  examineTypeMismatch: '工单当前没有该类审批',
  noRecycleRight: '只有派单员或系统管理员可以查看回收站',
} as const;
