import { Card, Message, Spin } from '@arco-design/web-react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '@/app/paths';
import { errorMessage } from '@/lib/errors';
import { TemplateEditor } from '@/features/projects/components/template-editor';
import { useGetProjectTemplateQuery, useSaveProjectTemplateMutation } from '@/features/projects/projects.api';

/** /projectSet/processProject?id=&templateName=: a template's processes and tasks (a new template without an id). */
export default function ProcessProjectPage() {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  const [, navigate] = useLocation();
  const { data: template, isLoading } = useGetProjectTemplateQuery(id, { skip: !(id > 0) });
  const [save] = useSaveProjectTemplateMutation();
  if (isLoading) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  return (
    <Card bordered={false} title={template ? `项目模板：${template.name}` : '新建项目模板'}>
      <TemplateEditor
        key={template?.id ?? 'new'}
        template={template}
        partHref={template && ((part) => paths.projects.templatePart(part, template.id, template.name))}
        onSave={async (values) => {
          try {
            Message.success((await save(values).unwrap()).message ?? '保存成功');
            navigate(paths.projects.settings);
          } catch (error) {
            Message.error(errorMessage(error));
          }
        }}
      />
    </Card>
  );
}
