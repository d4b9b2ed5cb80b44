import { CONTRACT_STATUS_NAMES, TASK_STATE_NAMES, type ContractStatusValue, type TaskStateValue } from './maintenance.constants';

/** Refusals of the maintenance calls, as the user reads them. */
export const MaintenanceErrors = {
  contractNotFound: '维保合同不存在',
  planNotFound: '维保计划不存在',
  taskNotFound: '维保任务不存在',
  customerNotFound: '客户不存在',
  productNotFound: '客户产品不存在或不属于该客户',
  productNotOnContract: '产品不在该维保合同中',
  productInPlan: '产品已在维保计划中使用，请先从计划中移除',
  templateNotFound: '工单类型不存在或已停用',
  endBeforeStart: '结束日期不能早于开始日期',
  planOutsideContract: '计划期限须在合同服务期限内',
  periodShorterThanPlans: '合同的服务期限须包含其维保计划的期限',
  contractClosed: '合同已完成或已终止，不能再修改',
  contractHasOrders: '合同的任务已生成工单，不能删除',
  planHasOrders: '计划的任务已生成工单，不能删除',
  alreadyOrdered: '该任务已生成工单',
  noProducts: '请至少选择一个产品',
} as const;

export const contractStatusRefused = (from: ContractStatusValue, op: string) => `合同当前为${CONTRACT_STATUS_NAMES[from]}，不能${op}`;
export const taskStateRefused = (from: TaskStateValue, op: string) => `任务当前为${TASK_STATE_NAMES[from]}，不能${op}`;
