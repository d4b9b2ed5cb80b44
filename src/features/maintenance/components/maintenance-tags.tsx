import { Space, Tag } from '@arco-design/web-react';
import { CONTRACT_STATUS_NAMES, TASK_STATE_NAMES, TaskState, type ContractStatusValue, type TaskStateValue } from '@domain/maintenance/maintenance.constants';

const STATUS_COLORS: Record<ContractStatusValue, string> = { 1: 'arcoblue', 2: 'cyan', 3: 'green', 4: 'red' };
const TASK_COLORS: Record<TaskStateValue, string> = { [TaskState.unfinished]: 'arcoblue', [TaskState.finished]: 'green', [TaskState.disabled]: 'gray', [TaskState.inApproval]: 'orange' };

export const ContractStatusTag = ({ status }: { status: ContractStatusValue }) => <Tag color={STATUS_COLORS[status]}>{CONTRACT_STATUS_NAMES[status]}</Tag>;

/** The task's state, with 已逾期 beside an unfinished task past its due date. */
export const TaskStateTag = ({ task }: { task: { state: TaskStateValue; overdue: boolean } }) => (
  <Space size={4}>
    <Tag color={TASK_COLORS[task.state]}>{TASK_STATE_NAMES[task.state]}</Tag>
    {task.overdue && <Tag color="red">已逾期</Tag>}
  </Space>
);
