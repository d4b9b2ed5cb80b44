import { Button, Card, Empty, Modal, Space, Spin } from '@arco-design/web-react';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { Messages } from '@domain/common/messages';
import { ProjectOp } from '@domain/projects/project.machine';
import { paths } from '@/app/paths';
import { useTabName } from '@/app/shell/use-tab-name';
import { errorMessage } from '@/lib/errors';
import { toastResult } from '@/lib/toast-result';
import { ProcessTasks } from '@/features/projects/components/process-tasks';
import { ProjectActions } from '@/features/projects/components/project-actions';
import { ProjectFiles } from '@/features/projects/components/project-files';
import { ProjectForm } from '@/features/projects/components/project-form';
import { ProjectProducts } from '@/features/projects/components/project-products';
import { ProjectSummary } from '@/features/projects/components/project-summary';
import { PhaseTag } from '@/features/projects/components/project-tags';
import { useProjectPower } from '@/features/projects/hooks/use-project-power';
import { useEditProjectMutation, useGetProjectQuery } from '@/features/projects/projects.api';
import { LinkProducts } from './link-products';

/** /allproject/projectdetails/{id}: the project, its progress, its processes' tasks, the buttons its machines allow, 复制 for whom its template lets create and 服务详情 for holders of 12001 (GET /project/projectUserPower). */
export default function ProjectDetailPage() {
  const { id } = useParams<{ id: string }>();
  const projectId = Number(id);
  const [, navigate] = useLocation();
  const { data: project, isLoading, error } = useGetProjectQuery(projectId, { skip: !Number.isInteger(projectId) || projectId <= 0 });
  const [edit] = useEditProjectMutation();
  const [editing, setEditing] = useState(false);
  const { power, mayCreateFrom } = useProjectPower();
  useTabName(project?.name);
  if (isLoading) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  if (!project) return <Empty description={error ? errorMessage(error) : '项目不存在'} />;

  return (
    <Card bordered={false} title={<Space>{project.name}<PhaseTag phase={project.phase} /></Space>} extra={
        <Space>
          <ProjectActions project={project} onEdit={() => setEditing(true)} onDeleted={() => navigate(paths.projects.list)} />
          {mayCreateFrom(project.templateId) && <Button onClick={() => navigate(paths.projects.copy(project.id))}>复制</Button>}
          {power?.serviceDetail && <Button onClick={() => navigate(paths.projects.serviceDetail(project.id))}>服务详情</Button>}
        </Space>
      }
    >
      <ProjectSummary project={project} />
      <ProcessTasks project={project} />
      <ProjectProducts projectId={project.id} canEdit={project.operations.includes(ProjectOp.edit)} linker={<LinkProducts projectId={project.id} />} />
      <ProjectFiles projectId={project.id} />
      <Modal visible={editing} title="编辑项目" footer={null} onCancel={() => setEditing(false)} unmountOnExit>
        <ProjectForm
          project={project}
          submitText="保存"
          onSubmit={async (values) => (await toastResult(edit({ id: project.id, ...values }).unwrap(), Messages.saveOk)) && setEditing(false)}
        />
      </Modal>
    </Card>
  );
}
