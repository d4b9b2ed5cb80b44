import { Alert, Empty, Input, Switch, Typography } from '@arco-design/web-react';
import { controlOf, isComputedType } from '@domain/forms/field-types';
import type { TemplateField } from '@domain/templates/template-form.schemas';
import { ControlSettings } from './control-settings';
import { SettingRow } from './setting-row';

export interface FieldSettingsPanelProps {
  field: TemplateField | undefined;
  fields: readonly TemplateField[];
  /** The field must stay required: a fixed field that was required when the form was loaded. */
  requiredLocked: boolean;
  issue?: string;
  onChange: (field: TemplateField) => void;
}

/** The selected field's title, required flag, hint text and the settings of its control. */
export function FieldSettingsPanel({ field, fields, requiredLocked, issue, onChange }: FieldSettingsPanelProps) {
  const control = field && controlOf(field);
  if (!field || !control)
    return (
      <section aria-label="字段设置">
        <Empty description="选择一个字段进行设置" />
      </section>
    );
  // Explanations hold nothing and computed fields are filled by their formula: neither is entered.
  const entered = control.holdsValue && !isComputedType(field.type);
  return (
    <section aria-label="字段设置" className="form-builder-settings">
      <Typography.Title heading={6}>
        字段设置 · {control.label}
      </Typography.Title>
      {issue && <Alert type="error" content={issue} style={{ marginBottom: 12 }} />}
      {field.fixed && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          固定字段不能删除{requiredLocked ? '，且必须为必填' : ''}。
        </Typography.Paragraph>
      )}
      <SettingRow label="标题">
        <Input value={field.title} maxLength={50} placeholder={control.label} onChange={(title) => onChange({ ...field, title })} />
      </SettingRow>
      {entered && (
        <>
          <SettingRow label="必填">
            <Switch checked={field.required} disabled={requiredLocked} onChange={(required) => onChange({ ...field, required })} />
          </SettingRow>
          <SettingRow label="提示文字">
            <Input
              value={field.placeholder ?? ''}
              maxLength={100}
              onChange={(placeholder) => onChange({ ...field, placeholder: placeholder || undefined })}
            />
          </SettingRow>
        </>
      )}
      <ControlSettings control={control} field={field} fields={fields} onChange={onChange} />
    </section>
  );
}
