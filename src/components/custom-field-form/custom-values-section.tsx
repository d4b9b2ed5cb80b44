import { Divider } from '@arco-design/web-react';
import type { Ref } from 'react';
import type { FormField } from '@domain/forms/form-definition.schemas';
import { CustomFieldForm, type CustomFieldFormHandle } from './custom-field-form';

export interface CustomValuesSectionProps {
  /** The kind's detail form from the template centre; its fixed fields are the record's columns and are left out here. */
  fields: readonly (FormField & { fixed?: boolean })[];
  value: Record<string, unknown>;
  onChange?: (values: Record<string, unknown>) => void;
  readonly?: boolean;
  ref?: Ref<CustomFieldFormHandle>;
}

/** A record's custom fields (customer, product, contract …), under a divider; nothing when the form has none. */
export function CustomValuesSection({ fields, value, onChange, readonly, ref }: CustomValuesSectionProps) {
  const custom = fields.filter((f) => !f.fixed);
  if (custom.length === 0) return null;
  return (
    <>
      <Divider orientation="left">自定义字段</Divider>
      <CustomFieldForm ref={ref} definition={{ fields: custom }} value={value} onChange={onChange} mode={readonly ? 'readonly' : 'edit'} />
    </>
  );
}
