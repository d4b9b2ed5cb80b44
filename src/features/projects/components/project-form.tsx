import { Button, DatePicker, Form, Input, Select } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import type { ProjectDetail } from '@domain/projects/projects.schemas';
import { CustomFieldForm, type CustomFieldFormHandle } from '@/components/custom-field-form/custom-field-form';
import type { ProjectFieldsArgs } from '../projects.api';
import { useListProjectTemplatesQuery } from '../projects.api';

export interface ProjectFormValues extends ProjectFieldsArgs {
  templateId?: number;
}

export interface ProjectFormProps {
  /** The project edited; absent for a new one (which chooses its template). */
  project?: ProjectDetail;
  submitText: string;
  /** The templates a new project may be made of (the caller's, by their personnel permissions); absent: every one. */
  templateIds?: readonly number[];
  onSubmit: (values: ProjectFormValues) => Promise<unknown>;
}

/**
 * The project form's fixed fields (spec part 2 section 3): template, name, start and end time, task description;
 * then the custom form of the template chosen (of a project edited or copied: the form it was made with).
 */
export function ProjectForm({ project, submitText, templateIds, onSubmit }: ProjectFormProps) {
  const { data: allTemplates = [] } = useListProjectTemplatesQuery(undefined, { skip: Boolean(project) });
  const templates = templateIds ? allTemplates.filter((t) => templateIds.includes(t.id)) : allTemplates;
  const [values, setValues] = useState<ProjectFormValues>({
    name: project?.name ?? '',
    startDate: project?.startDate ?? null,
    endDate: project?.endDate ?? null,
    description: project?.description ?? '',
    values: project?.values ?? {},
  });
  const custom = useRef<CustomFieldFormHandle>(null);
  const form = project?.form ?? templates.find((t) => t.id === values.templateId)?.form;
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<ProjectFormValues>) => setValues((v) => ({ ...v, ...change }));
  const submit = async () => {
    if ((custom.current?.validate() ?? []).length > 0) return;
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" style={{ maxWidth: 560 }} onSubmit={submit}>
      {!project && (
        <Form.Item label="项目模板" required>
          <Select aria-label="项目模板" placeholder="请选择项目模板" value={values.templateId} onChange={(templateId) => set({ templateId })} options={templates.map((t) => ({ value: t.id, label: `${t.name}（${t.processes.length}个流程，${t.taskCount}个任务）` }))} />
        </Form.Item>
      )}
      <Form.Item label="项目名称" required>
        <Input aria-label="项目名称" maxLength={100} value={values.name} onChange={(name) => set({ name })} />
      </Form.Item>
      <Form.Item label="开始时间">
        <DatePicker aria-label="开始时间" style={{ width: '100%' }} value={values.startDate ?? undefined} onChange={(date) => set({ startDate: date || null })} />
      </Form.Item>
      <Form.Item label="结束时间">
        <DatePicker aria-label="结束时间" style={{ width: '100%' }} value={values.endDate ?? undefined} onChange={(date) => set({ endDate: date || null })} />
      </Form.Item>
      <Form.Item label="任务描述">
        <Input.TextArea aria-label="任务描述" maxLength={1000} value={values.description} onChange={(description) => set({ description })} />
      </Form.Item>
      {form && form.fields.length > 0 && (
        <CustomFieldForm ref={custom} definition={form} value={values.values} onChange={(custom) => set({ values: custom })} mode={project ? 'edit' : 'entry'} />
      )}
      <Button type="primary" htmlType="submit" loading={busy}>
        {submitText}
      </Button>
    </Form>
  );
}
