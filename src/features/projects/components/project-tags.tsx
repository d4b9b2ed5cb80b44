import { Progress, Tag } from '@arco-design/web-react';
import { PROJECT_PHASE_NAMES, ProjectPhase, TASK_STATE_NAMES, TaskState, type ProjectPhaseValue, type TaskStateValue } from '@domain/projects/projects.constants';

const PHASE_COLORS: Record<ProjectPhaseValue, string> = {
  [ProjectPhase.awaitingCreation]: 'orange',
  [ProjectPhase.creationRejected]: 'red',
  [ProjectPhase.inProgress]: 'arcoblue',
  [ProjectPhase.awaitingFinish]: 'purple',
  [ProjectPhase.completed]: 'green',
};
const TASK_COLORS: Record<TaskStateValue, string> = {
  [TaskState.unfinished]: 'gray',
  [TaskState.finished]: 'green',
  [TaskState.disabled]: 'red',
  [TaskState.inApproval]: 'orange',
};

export const PhaseTag = ({ phase }: { phase: ProjectPhaseValue }) => <Tag color={PHASE_COLORS[phase]}>{PROJECT_PHASE_NAMES[phase]}</Tag>;
export const TaskStateTag = ({ state }: { state: TaskStateValue }) => <Tag color={TASK_COLORS[state]}>{TASK_STATE_NAMES[state]}</Tag>;

/** progress_speed ("40%") as a bar with its figure. */
export const ProgressBar = ({ speed }: { speed: string }) => (
  <Progress percent={Number.parseInt(speed, 10)} size="small" formatText={() => speed} aria-label={`进度 ${speed}`} />
);
