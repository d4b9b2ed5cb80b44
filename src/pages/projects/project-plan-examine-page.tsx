import { Card } from '@arco-design/web-react';
import { paths } from '@/app/paths';
import { WaitingTasksTable } from '@/features/projects/components/waiting-tasks-table';

/** /projectplanexamine 进度审批: the approval tasks waiting for the current user. */
export default function ProjectPlanExaminePage() {
  return (
    <Card bordered={false} title="进度审批">
      <WaitingTasksTable projectHref={paths.projects.detail} />
    </Card>
  );
}
