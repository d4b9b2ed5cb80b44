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
  const ticked = new Set(saved.filter((k) => k.startsWith(TICKED)).map((k) => k.slice(TICKED.length)));
  const hidden = [...saved.filter((k) => !k.startsWith(TICKED)), ...customKeys.filter((k) => !ticked.has(k))];
  const choose = (next: string[]) =>
    save([...next.filter((k) => !customKeys.includes(k)), ...customKeys.filter((k) => !next.includes(k)).map((k) => TICKED + k)]);
  const columns = [...own, ...custom];
  return {
    shown: [...columns.filter((c) => !hidden.includes(c.key)), ...(actions ? [actions] : [])],
    chooser: <ColumnChooser columns={columns} hidden={hidden} onChange={choose} />,
  };
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
