import { isEmptyValue } from '@domain/forms/field-values';
import type { FormField } from '@domain/forms/form-definition.schemas';
import { fieldControl } from './control-registry';
import { EMPTY_TEXT } from './value-guards';

/** A stored value shown as its control reads it (loaded lazily by list columns: see custom-field-columns.tsx). */
export default function FieldValueRead({ field, value }: { field: FormField; value: unknown }) {
  const control = fieldControl(field);
  if (!control || (typeof value !== 'boolean' && isEmptyValue(field, value))) return EMPTY_TEXT;
  return <control.Read field={field} value={value} />;
}
