import { Card } from '@arco-design/web-react';
import { paths } from '@/app/paths';
import { WaitingProjectsTable } from '@/features/projects/components/waiting-projects-table';

/** /projectexamine 项目审批: the projects whose creation or finish waits for the current user. */
export default function ProjectExaminePage() {
  return (
    <Card bordered={false} title="项目审批">
      <WaitingProjectsTable examineHref={paths.projects.examine} />
    </Card>
  );
}
