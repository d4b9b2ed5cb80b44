import { Button, Card, Empty, Spin } from '@arco-design/web-react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { Messages } from '@domain/common/messages';
import { paths } from '@/app/paths';
import { errorMessage } from '@/lib/errors';
import { toastResult } from '@/lib/toast-result';
import { TemplatePartEditor } from '@/features/projects/components/template-editor';
import { TEMPLATE_PARTS, type TemplatePartName } from '@/features/projects/components/template-settings';
import { useGetProjectTemplateQuery, useSaveTemplateSettingMutation } from '@/features/projects/projects.api';

/**
 * One part of a template's settings on its own page (spec part 2 section 2): /projectSet/taskSetting?id=&templateName=,
 * /projectSet/examine/{id}, /projectSet/CreateApproval/{id}, /projectSet/FinishApproval/{id}. Saving sends that part
 * only and goes back to the template's editor.
 */
function TemplatePartPage({ part }: { part: TemplatePartName }) {
  const params = useParams<{ id?: string }>();
  const search = useSearch();
  const id = Number(params.id ?? new URLSearchParams(search).get('id'));
  const [, navigate] = useLocation();
  const { data: template, isLoading, error } = useGetProjectTemplateQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  const [save] = useSaveTemplateSettingMutation();
  if (isLoading) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  if (!template) return <Empty description={error ? errorMessage(error) : '项目模板不存在'} />;
  const editor = paths.projects.template(template.id, template.name);
  return (
    <Card
      bordered={false}
      title={`${TEMPLATE_PARTS[part].title}：${template.name}`}
      extra={
        <Link href={editor} asChild>
          <Button>返回模板</Button>
        </Link>
      }
    >
      <TemplatePartEditor
        key={template.id}
        template={template}
        part={part}
        onSave={async (values) => (await toastResult(save({ id: template.id, ...values }).unwrap(), Messages.saveOk)) && navigate(editor)}
      />
    </Card>
  );
}

export const TaskSettingPage = () => <TemplatePartPage part="taskSetting" />;
export const ExamineSettingPage = () => <TemplatePartPage part="examine" />;
export const CreateApprovalSettingPage = () => <TemplatePartPage part="createApproval" />;
export const FinishApprovalSettingPage = () => <TemplatePartPage part="finishApproval" />;
