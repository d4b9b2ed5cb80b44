import { useMemo } from 'react';
import type { FormField } from '@domain/forms/form-definition.schemas';
import { ColumnChooser } from '@/components/data-table/column-chooser';
import type { DataColumn } from '@/components/data-table/data-table';
import { useColumnVisibility } from '@/components/data-table/use-column-visibility';
import { customFieldColumns } from './custom-field-columns';

/**
 * The saved choice lists the hidden columns plus, marked so, the custom columns the user ticked: a
 * custom field added to the template later then stays hidden too instead of appearing in every list.
 */
const TICKED = '+';

/**
 * A list's own columns followed by its custom-field columns, which stay hidden until ticked in
 * 列设置; the choice is kept per user under `tableKey`. An `actions` column comes last and is always
 * shown. Gives the columns to show and the chooser.
 */
export function useChosenColumns<T>(tableKey: string, own: readonly DataColumn<T>[], custom: readonly DataColumn<T>[], actions?: DataColumn<T>) {
  const [saved, save] = useColumnVisibility(tableKey);
  const customKeys = custom.map((c) => c.key);
  const hidden = useMemo(() => {
    const ticked = new Set(saved.filter((k) => k.startsWith(TICKED)).map((k) => k.slice(TICKED.length)));
    return [...saved.filter((k) => !k.startsWith(TICKED)), ...custom.map((c) => c.key).filter((k) => !ticked.has(k))];
  }, [saved, custom]);
  const choose = (next: string[]) =>
    save([...next.filter((k) => !customKeys.includes(k)), ...customKeys.filter((k) => !next.includes(k)).map((k) => TICKED + k)]);
  // The same columns while nothing changed, so a long table does not lay its columns out again on every render.
  const columns = useMemo(() => [...own, ...custom], [own, custom]);
  const shown = useMemo(() => columns.filter((c) => !hidden.includes(c.key)).concat(actions ? [actions] : []), [columns, actions, hidden]);
  return { shown, chooser: <ColumnChooser columns={columns} hidden={hidden} onChange={choose} /> };
}

/** useChosenColumns for a list of one kind whose rows carry `customValues` (customers, products, contracts …). */
export function useCustomFieldColumns<T extends { customValues: Record<string, unknown> }>(
  tableKey: string,
  own: readonly DataColumn<T>[],
  fields: readonly (FormField & { fixed?: boolean })[] | undefined,
  actions?: DataColumn<T>,
) {
  const custom = useMemo(() => customFieldColumns<T>(fields ?? [], { valuesOf: (row) => row.customValues }), [fields]);
  return useChosenColumns(tableKey, own, custom, actions);
}
