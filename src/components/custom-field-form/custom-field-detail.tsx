import { Descriptions } from '@arco-design/web-react';
import { isEmptyValue } from '@domain/forms/field-values';
import { holdsValue } from '@domain/forms/field-types';
import type { FormField } from '@domain/forms/form-definition.schemas';
import type { FormValues } from '@domain/forms/validate-values';
import { fieldControl } from './control-registry';
import { EMPTY_TEXT } from './value-guards';

export interface CustomFieldDetailProps {
  fields: readonly FormField[];
  values: FormValues;
}

// An unticked tick box counts as "not filled in" for the required check, yet reads as 否.
const isBlank = (field: FormField, value: unknown) => typeof value !== 'boolean' && isEmptyValue(field, value);

/**
 * The read-only form: each field that holds a value, by title, as text. Explanations are guidance
 * for whoever fills the form in, so a detail page leaves them out.
 */
export function CustomFieldDetail({ fields, values }: CustomFieldDetailProps) {
  const rows = fields.flatMap((field) => {
    const control = fieldControl(field);
    if (!control || !holdsValue(field.type)) return [];
    const value = Object.hasOwn(values, field.key) ? values[field.key] : undefined;
    const { Read } = control;
    const shown = isBlank(field, value) && !control.readsEmpty ? EMPTY_TEXT : <Read field={field} value={value} />;
    return [{ key: field.key, label: field.title, value: shown }];
  });
  return <Descriptions column={1} data={rows} labelStyle={{ width: 140, verticalAlign: 'top' }} />;
}
