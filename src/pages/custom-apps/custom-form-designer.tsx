import { Drawer, Spin } from '@arco-design/web-react';
import type { TemplateField } from '@domain/templates/template-form.schemas';
import { FormBuilder } from '@/features/form-builder/components/form-builder';
import { useGetCustomFormQuery, useSaveCustomFormMutation } from '@/features/custom-apps/custom-apps.api';
import '@arco-design/web-react/es/Drawer/style/css.js';

export interface CustomFormDesignerProps {
  formId: number;
  appName: string;
  onClose: () => void;
}

/** The template centre's form builder over a custom application's form. */
export function CustomFormDesigner({ formId, appName, onClose }: CustomFormDesignerProps) {
  const { data } = useGetCustomFormQuery(formId);
  const [save] = useSaveCustomFormMutation();
  const handleSave = async (fields: TemplateField[]) => (await save({ templateId: formId, fields }).unwrap()).data!.form.fields;
  return (
    <Drawer visible width="92%" title={`${appName} · 表单设计`} footer={null} onCancel={onClose} unmountOnExit>
      {data ? <FormBuilder title={data.name} fields={data.form.fields} onSave={handleSave} /> : <Spin style={{ display: 'block', margin: '20vh auto' }} />}
    </Drawer>
  );
}
