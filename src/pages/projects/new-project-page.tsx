import { Card, Message } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { paths } from '@/app/paths';
import { errorMessage } from '@/lib/errors';
import { ProjectForm } from '@/features/projects/components/project-form';
import { useProjectPower } from '@/features/projects/hooks/use-project-power';
import { useCreateProjectMutation } from '@/features/projects/projects.api';

/** /newproject (permission 13002): a project from a template the caller may create from; its detail opens once created. */
export default function NewProjectPage() {
  const [, navigate] = useLocation();
  const [create] = useCreateProjectMutation();
  const { power } = useProjectPower();
  return (
    <Card bordered={false} title="新建项目">
      <ProjectForm
        submitText="创建项目"
        templateIds={power?.templateIds ?? []}
        onSubmit={async ({ templateId, ...fields }) => {
          try {
            const res = await create({ templateId: templateId ?? 0, ...fields }).unwrap();
            Message.success(res.message ?? '保存成功');
            navigate(paths.projects.detail(res.data!.id));
          } catch (error) {
            Message.error(errorMessage(error));
          }
        }}
      />
    </Card>
  );
}
