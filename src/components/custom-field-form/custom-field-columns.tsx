import { controlOf, holdsValue } from '@domain/forms/field-types';
import type { FormField } from '@domain/forms/form-definition.schemas';
import { lazy, Suspense } from 'react';
import type { DataColumn } from '@/components/data-table/data-table';

// The controls (uploads, signatures, maps …) load only when a custom column is shown: lists open with
// their own columns, and the whole control registry is a large chunk (issue 14, page weight).
const FieldValueRead = lazy(() => import('./field-value-read'));

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
    if (field.fixed || !controlOf(field) || !holdsValue(field.type)) return [];
    const column: DataColumn<T> = {
      key: kind ? `custom.${kind.id}.${field.key}` : `custom.${field.key}`,
      title: kind ? `${field.title}（${kind.name}）` : field.title,
      width: 160,
      render: (_: unknown, row: T) => (
        <Suspense fallback={null}>
          <FieldValueRead field={field} value={valuesOf(row)?.[field.key]} />
        </Suspense>
      ),
    };
    return [column];
  });
}
