import { INSPECTION_STATE_NAMES, type InspectionStateValue } from './inspection.constants';

/** Refusals of the inspection calls, as the user reads them. */
export const InspectionErrors = {
  pointNotFound: '巡检点不存在',
  planNotFound: '巡检计划不存在',
  taskNotFound: '巡检任务不存在',
  customerNotFound: '客户不存在',
  pointsNotOfCustomer: '巡检点不存在或不属于该客户',
  codeTaken: '巡检码已被其他巡检点使用',
  pointInPlan: '巡检点已在巡检计划中使用，不能删除',
  pointCustomerInPlan: '巡检点已在巡检计划中使用，不能更换客户',
  assigneeNotFound: '巡检人员不存在或已停用',
  pointNotInTask: '该巡检点不在本任务中',
  codeMismatch: '扫码结果与巡检点不符',
  photosNotFound: '图片不存在或不是图片',
  itemsMismatch: '检查项须与计划的检查项一一对应',
  pointsMissing: '还有巡检点未记录',
  notYours: '只能处理分配给自己的巡检任务',
  planHasOrders: '计划的任务已生成工单，不能删除',
  alreadyOrdered: '该任务的异常已生成工单',
} as const;

export const inspectionStateRefused = (from: InspectionStateValue, op: string) => `任务当前为${INSPECTION_STATE_NAMES[from]}，不能${op}`;
