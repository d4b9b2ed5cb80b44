import { Cascader, Checkbox, Radio } from '@arco-design/web-react';
import type { FieldOption } from '@domain/forms/form-definition.schemas';
import type { EntryProps, FieldControl, ReadProps } from './control-types';
import { asText, asTextList, optionLabel, placeholderOf } from './value-guards';
import '@arco-design/web-react/es/Cascader/style/css.js';

const choices = (options: readonly FieldOption[] | undefined) => (options ?? []).map((o) => ({ label: o.label, value: o.value }));

function RadioEntry({ field, value, onChange }: EntryProps) {
  return <Radio.Group value={asText(value)} onChange={onChange} options={choices(field.options)} />;
}

function MultiSelectEntry({ field, value, onChange }: EntryProps) {
  return <Checkbox.Group value={asTextList(value)} onChange={onChange} options={choices(field.options)} />;
}

/** The stored options already have Arco's {value, label, children} shape; the value is the path from the top. */
function CascadeEntry({ field, value, onChange }: EntryProps) {
  return (
    <Cascader
      value={asTextList(value)}
      onChange={(path) => onChange(path.map(String))}
      options={field.options ?? []}
      placeholder={placeholderOf(field, '请选择')}
      allowClear
      style={{ maxWidth: 480 }}
    />
  );
}

function RadioRead({ field, value }: ReadProps) {
  return <span>{optionLabel(field.options, String(value))}</span>;
}

function MultiSelectRead({ field, value }: ReadProps) {
  return <span>{asTextList(value).map((v) => optionLabel(field.options, v)).join('、')}</span>;
}

/** The labels along the path; a step the options no longer have shows its stored value. */
function cascadeLabels(options: readonly FieldOption[] | undefined, path: readonly string[]): string[] {
  let level = options;
  return path.map((step) => {
    const option = level?.find((o) => o.value === step);
    level = option?.children;
    return option?.label ?? step;
  });
}

function CascadeRead({ field, value }: ReadProps) {
  return <span>{cascadeLabels(field.options, asTextList(value)).join(' / ')}</span>;
}

export const radioControl: FieldControl = { Entry: RadioEntry, Read: RadioRead };
export const multiSelectControl: FieldControl = { Entry: MultiSelectEntry, Read: MultiSelectRead };
export const cascadeControl: FieldControl = { Entry: CascadeEntry, Read: CascadeRead };
