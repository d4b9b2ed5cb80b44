/** Refusals of the customer service plan calls, as the user reads them. */
export const CyclePlanErrors = {
  notFound: '客户服务计划不存在',
  customerNotFound: '客户不存在',
  templateNotFound: '工单类型不存在或已停用',
  userNotFound: '提醒人不存在或已停用',
  endBeforeStart: '结束日期不能早于开始日期',
  noOccurrence: '计划在结束日期前没有执行日期',
  finished: '计划已结束，请修改执行日期后再启用',
  notRunning: '计划未在执行中',
  notFollowable: '该客户的计划没有待跟进的执行日期',
  customerNotInPlan: '客户不在该计划中',
  noRecipients: '所选客户都没有手机号，短信未发送',
} as const;
