/** Refusals of the return-visit calls, as the user reads them. */
export const VisitErrors = {
  planNotFound: '回访计划不存在',
  taskNotFound: '回访任务不存在',
  templateNotFound: '工单类型不存在',
  eventTemplateNotFound: '事件类型不存在',
  visitTypeFixed: '回访类型保存后不能修改，请新建计划',
  assigneeInvalid: '回访人须为在职的回访客服',
  notPending: '回访任务已处理，不能再次提交',
  notYours: '该回访任务已分配给他人',
  alreadyTaken: '该回访任务已被领取',
  unanswered: (title: string) => `请回答：${title}`,
  noPhone: '该任务没有联系电话，不能发送短信',
  noSmsText: '请输入短信内容，或在回访计划中设置短信模板',
} as const;
