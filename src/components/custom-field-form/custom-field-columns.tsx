import { isEmptyValue } from '@domain/forms/field-values';
import { holdsValue } from '@domain/forms/field-types';
import type { FormField } from '@domain/forms/form-definition.schemas';
import type { DataColumn } from '@/components/data-table/data-table';
import { fieldControl } from './control-registry';
import { EMPTY_TEXT } from './value-guards';

/** The column key of a custom field (apart from the record's own columns). */
const customColumnKey = (field: Pick<FormField, 'key'>) => `custom.${field.key}`;

/**
 * A list column for each custom field that holds a value (fixed fields are the record's own
 * columns), read as on the detail page; lists offer them through the column chooser.
 */
export function customFieldColumns<T extends { customValues: Record<string, unknown> }>(fields: readonly (FormField & { fixed?: boolean })[]): DataColumn<T>[] {
  return fields.flatMap((field) => {
    const control = fieldControl(field);
    if (field.fixed || !control || !holdsValue(field.type)) return [];
    const { Read } = control;
    const column: DataColumn<T> = {
      key: customColumnKey(field),
      title: field.title,
      width: 160,
      render: (_: unknown, row: T) => {
        const value = row.customValues[field.key];
        return typeof value !== 'boolean' && isEmptyValue(field, value) ? EMPTY_TEXT : <Read field={field} value={value} />;
      },
    };
    return [column];
  });
}
