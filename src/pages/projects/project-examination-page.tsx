import { Button, Card, Empty, Space, Spin } from '@arco-design/web-react';
import { useLocation, useParams } from 'wouter';
import { ProjectOp } from '@domain/projects/project.machine';
import { ProjectPhase } from '@domain/projects/projects.constants';
import { paths } from '@/app/paths';
import { useTabName } from '@/app/shell/use-tab-name';
import { errorMessage } from '@/lib/errors';
import { DecisionButtons } from '@/features/projects/components/decision-buttons';
import { ProcessTasks } from '@/features/projects/components/process-tasks';
import { ProjectSummary } from '@/features/projects/components/project-summary';
import { PhaseTag } from '@/features/projects/components/project-tags';
import { useExamineProjectMutation, useGetProjectQuery } from '@/features/projects/projects.api';

/** /allproject/examine/{id} 项目审核: the project as submitted, and the approver's decision, back to 项目审批 once given. */
export default function ProjectExaminationPage() {
  const { id } = useParams<{ id: string }>();
  const projectId = Number(id);
  const [, navigate] = useLocation();
  const { data: project, isLoading, error } = useGetProjectQuery(projectId, { skip: !Number.isInteger(projectId) || projectId <= 0 });
  const [examine] = useExamineProjectMutation();
  useTabName(project && `审核 ${project.name}`);
  if (isLoading) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  if (!project) return <Empty description={error ? errorMessage(error) : '项目不存在'} />;
  const waitsForMe = (project.operations as string[]).includes(ProjectOp.approve);

  return (
    <Card
      bordered={false}
      title={<Space>{project.name}<PhaseTag phase={project.phase} /></Space>}
      extra={
        <Space>
          {waitsForMe && (
            <DecisionButtons
              approveText={project.phase === ProjectPhase.awaitingFinish ? '完成审批通过' : '审批通过'}
              decide={(decision) => examine({ id: project.id, ...decision }).unwrap()}
              onDecided={() => navigate(paths.projects.approvals)}
            />
          )}
          <Button onClick={() => navigate(paths.projects.detail(project.id))}>项目详情</Button>
        </Space>
      }
    >
      {!waitsForMe && <Empty description="该项目没有等待您的审批" style={{ marginBottom: 12 }} />}
      <ProjectSummary project={project} />
      <ProcessTasks project={project} />
    </Card>
  );
}
