import { Space, Tag } from '@arco-design/web-react';
import { INSPECTION_STATE_NAMES, InspectionState, type InspectionStateValue } from '@domain/maintenance/inspection.constants';

const COLORS: Record<InspectionStateValue, string> = {
  [InspectionState.pending]: 'arcoblue',
  [InspectionState.inProgress]: 'cyan',
  [InspectionState.done]: 'green',
  [InspectionState.exception]: 'red',
  [InspectionState.ordered]: 'purple',
  [InspectionState.closed]: 'gray',
  [InspectionState.disabled]: 'gray',
};

/** The round's state, with 已逾期 beside one still to walk past its due date. */
export const InspectionStateTag = ({ task }: { task: { state: InspectionStateValue; overdue: boolean } }) => (
  <Space size={4}>
    <Tag color={COLORS[task.state]}>{INSPECTION_STATE_NAMES[task.state]}</Tag>
    {task.overdue && <Tag color="red">已逾期</Tag>}
  </Space>
);
