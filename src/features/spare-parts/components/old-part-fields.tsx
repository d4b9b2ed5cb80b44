import { Input, Radio, Space } from '@arco-design/web-react';
import { FieldType } from '@domain/forms/field-types';
import type { OldPartParamRow } from '@domain/spare-parts/old-parts';

export interface OldPartFieldsProps {
  params: OldPartParamRow[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}

/** The recycle form template's fields (/old/part/param/tmpl), filled by the staff member; the server checks them again. */
export function OldPartFields({ params, values, onChange }: OldPartFieldsProps) {
  const set = (id: number, value: string) => onChange({ ...values, [id]: value });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {params.map((p) => (
        <Space key={p.id} align="start">
          <span style={{ width: 96, display: 'inline-block' }}>
            {p.required && <span style={{ color: 'rgb(var(--red-6))' }}>* </span>}
            {p.name}
          </span>
          {p.fieldType === FieldType.radio ? (
            <Radio.Group aria-label={p.name} value={values[p.id]} onChange={(v) => set(p.id, String(v))} options={p.options} />
          ) : p.fieldType === FieldType.textarea ? (
            <Input.TextArea aria-label={p.name} maxLength={500} value={values[p.id] ?? ''} onChange={(v) => set(p.id, v)} style={{ width: 360 }} />
          ) : (
            <Input aria-label={p.name} maxLength={500} value={values[p.id] ?? ''} onChange={(v) => set(p.id, v)} style={{ width: 360 }} />
          )}
        </Space>
      ))}
    </Space>
  );
}
