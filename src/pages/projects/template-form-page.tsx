import { Button, Card, Empty, Spin } from '@arco-design/web-react';
import { Link, useSearch } from 'wouter';
import type { TemplateField } from '@domain/templates/template-form.schemas';
import { paths } from '@/app/paths';
import { FormBuilder } from '@/features/form-builder/components/form-builder';
import { useGetProjectTemplateQuery, useSaveTemplateFormMutation } from '@/features/projects/projects.api';

/**
 * /projectSet/processProject/customForm?id=&templateName=: the template's custom form, in the template centre's
 * form builder. New projects of the template fill it in; projects already made keep the form they were made with.
 */
export default function TemplateFormPage() {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  const { data: template, isLoading } = useGetProjectTemplateQuery(id, { skip: !(id > 0) });
  const [save] = useSaveTemplateFormMutation();
  if (isLoading) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  if (!template) return <Empty description="项目模板不存在" />;
  const handleSave = async (fields: TemplateField[]) => (await save({ id: template.id, form: { fields } }).unwrap()).data!.form.fields;
  const back = (
    <Link href={paths.projects.settings} asChild>
      <Button>返回</Button>
    </Link>
  );
  return (
    <Card bordered={false}>
      <FormBuilder title={`${template.name} · 自定义表单`} fields={template.form.fields} onSave={handleSave} extra={back} />
    </Card>
  );
}
