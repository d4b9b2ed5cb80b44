import { isEmptyValue } from '@domain/forms/field-values';
import { holdsValue } from '@domain/forms/field-types';
import type { FormField } from '@domain/forms/form-definition.schemas';
import type { DataColumn } from '@/components/data-table/data-table';
import { fieldControl } from './control-registry';
import { EMPTY_TEXT } from './value-guards';

/** Where a list's rows keep their custom values, and, in a list of several kinds (orders of many types), which kind the fields are of. */
export interface CustomColumnSource<T> {
  /** The row's values, or undefined when the row is of another kind. */
  valuesOf: (row: T) => Record<string, unknown> | undefined;
  kind?: { id: number; name: string };
}

/**
 * A list column for each custom field that holds a value (fixed fields are the record's own
 * columns), read as on the detail page; lists offer them through the column chooser. Keys start
 * with `custom.` (apart from the record's own columns); a kind's columns carry its id and name.
 */
export function customFieldColumns<T>(fields: readonly (FormField & { fixed?: boolean })[], { valuesOf, kind }: CustomColumnSource<T>): DataColumn<T>[] {
  return fields.flatMap((field) => {
    const control = fieldControl(field);
    if (field.fixed || !control || !holdsValue(field.type)) return [];
    const { Read } = control;
    const column: DataColumn<T> = {
      key: kind ? `custom.${kind.id}.${field.key}` : `custom.${field.key}`,
      title: kind ? `${field.title}（${kind.name}）` : field.title,
      width: 160,
      render: (_: unknown, row: T) => {
        const value = valuesOf(row)?.[field.key];
        return typeof value !== 'boolean' && isEmptyValue(field, value) ? EMPTY_TEXT : <Read field={field} value={value} />;
      },
    };
    return [column];
  });
}
