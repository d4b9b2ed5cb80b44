import { Card, Empty, Message, Spin } from '@arco-design/web-react';
import { useLocation, useParams } from 'wouter';
import { paths } from '@/app/paths';
import { errorMessage } from '@/lib/errors';
import { ProjectForm } from '@/features/projects/components/project-form';
import { useCopyProjectMutation, useGetProjectQuery } from '@/features/projects/projects.api';

/** /allproject/copyProjectDetail/{id} (permission 13002): a new project of this one's processes, tasks and people, its fields edited first. */
export default function CopyProjectPage() {
  const { id } = useParams<{ id: string }>();
  const projectId = Number(id);
  const [, navigate] = useLocation();
  const { data: project, isLoading, error } = useGetProjectQuery(projectId, { skip: !Number.isInteger(projectId) || projectId <= 0 });
  const [copy] = useCopyProjectMutation();
  if (isLoading) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  if (!project) return <Empty description={error ? errorMessage(error) : '项目不存在'} />;
  return (
    <Card bordered={false} title={`复制项目：${project.name}`}>
      <ProjectForm
        project={{ ...project, name: `${project.name}（复制）` }}
        submitText="复制项目"
        onSubmit={async (values) => {
          try {
            const res = await copy({ id: project.id, ...values }).unwrap();
            Message.success(res.message ?? '保存成功');
            navigate(paths.projects.detail(res.data!.id));
          } catch (e) {
            Message.error(errorMessage(e));
          }
        }}
      />
    </Card>
  );
}
