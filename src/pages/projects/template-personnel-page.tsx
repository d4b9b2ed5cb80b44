import { Button, Card, Empty, Form, Spin } from '@arco-design/web-react';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { Messages } from '@domain/common/messages';
import type { ProjectTemplateView } from '@domain/projects/projects.schemas';
import { paths } from '@/app/paths';
import { UserPicker } from '@/components/user-picker/user-picker';
import { errorMessage } from '@/lib/errors';
import { toastResult } from '@/lib/toast-result';
import { useGetProjectTemplateQuery, useSaveTemplatePersonnelMutation } from '@/features/projects/projects.api';

const FIELDS = [
  { key: 'creatorIds', label: '新建人员', help: '可以用此模板新建项目（仍需新建项目权限）' },
  { key: 'viewerIds', label: '查看人员', help: '可以查看此模板的所有项目' },
  { key: 'editorIds', label: '编辑人员', help: '可以查看并编辑此模板的项目' },
] as const;
type Personnel = Record<(typeof FIELDS)[number]['key'], number[]>;
const personnelOf = (t: ProjectTemplateView): Personnel => ({ creatorIds: t.creators.map((p) => p.id), viewerIds: t.viewers.map((p) => p.id), editorIds: t.editors.map((p) => p.id) });

function PersonnelForm({ template }: { template: ProjectTemplateView }) {
  const [, navigate] = useLocation();
  const [save, { isLoading }] = useSaveTemplatePersonnelMutation();
  const [value, setValue] = useState<Personnel>(() => personnelOf(template));
  const submit = async () => (await toastResult(save({ id: template.id, ...value }).unwrap(), Messages.saveOk)) && navigate(paths.projects.settings);
  return (
    <Form layout="vertical" style={{ maxWidth: 560 }}>
      {FIELDS.map((f) => (
        <Form.Item key={f.key} label={f.label} extra={`${f.help}；不选则不限制`}>
          <UserPicker aria-label={f.label} multiple value={value[f.key]} onChange={(ids) => setValue((v) => ({ ...v, [f.key]: ids }))} />
        </Form.Item>
      ))}
      <Button type="primary" loading={isLoading} onClick={submit}>
        保存
      </Button>
    </Form>
  );
}

/** /projectSet/addpersonnelProject/{id} 人员权限: who may create from the template, view and edit its projects (the server enforces it). */
export default function TemplatePersonnelPage() {
  const { id } = useParams<{ id: string }>();
  const templateId = Number(id);
  const { data: template, isLoading, error } = useGetProjectTemplateQuery(templateId, { skip: !Number.isInteger(templateId) || templateId <= 0 });
  if (isLoading) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  if (!template) return <Empty description={error ? errorMessage(error) : '项目模板不存在'} />;
  return (
    <Card bordered={false} title={`人员权限：${template.name}`}>
      <PersonnelForm template={template} />
    </Card>
  );
}
