/**
 * DataTable: the list table of every business screen (orders, customers, events ...), over Arco's Table.
 *
 * - Virtualised: from `virtualizeFrom` rows (default 100) only the rows in view are rendered, so a
 *   page of 1,000 orders draws in a fraction of the time (bench/orders-ui-render.ts). The body then
 *   scrolls inside `height` px and every column should have a width.
 * - Paging from 0: `paging` = { pageIndex, pageSize, total, onChange(pageIndex, pageSize) }; the page
 *   sizes are the plan's (usePlanPageSizes: 500 and 1000 only for paying tenants) unless given.
 * - Selection: `selection` = { selected, onChange } adds the checkbox column.
 * - Columns: the ones to show (a list's 列设置 choice: useChosenColumns).
 *
 *   <DataTable rowKey="id" columns={columns} data={rows} loading={isFetching}
 *     paging={{ pageIndex, pageSize, total, onChange: setPage }} selection={{ selected, onChange: setSelected }} />
 */
import { Table, type TableColumnProps } from '@arco-design/web-react';
import { usePlanPageSizes } from './use-plan-page-sizes';

/** A column; `key` names it for the column chooser and the saved column choice. */
export type DataColumn<T> = TableColumnProps<T> & { key: string; title: string };

/** Row keys as Arco keeps them. */
export type RowKey = string | number;

export interface DataTablePaging {
  pageIndex: number;
  pageSize: number;
  total: number;
  onChange: (pageIndex: number, pageSize: number) => void;
}

export interface DataTableProps<T> {
  rowKey: (keyof T & string) | ((row: T) => RowKey);
  columns: readonly DataColumn<T>[];
  data: readonly T[];
  loading?: boolean;
  paging?: DataTablePaging;
  /** Overrides the plan's page sizes. */
  pageSizes?: readonly number[];
  selection?: { selected: readonly RowKey[]; onChange: (keys: RowKey[]) => void };
  /** Height of the scrolling body when virtualised (px). */
  height?: number;
  /** Row count from which only visible rows render; Infinity never virtualises. */
  virtualizeFrom?: number;
  noDataText?: string;
  'aria-label'?: string;
}

export const DEFAULT_TABLE_HEIGHT = 560;
export const VIRTUALIZE_FROM = 100;

export function DataTable<T>({
  rowKey,
  columns,
  data,
  loading,
  paging,
  pageSizes,
  selection,
  height = DEFAULT_TABLE_HEIGHT,
  virtualizeFrom = VIRTUALIZE_FROM,
  noDataText,
  'aria-label': ariaLabel,
}: DataTableProps<T>) {
  const planSizes = usePlanPageSizes(pageSizes !== undefined);
  const virtualized = data.length >= virtualizeFrom;
  const width = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 120), selection ? 48 : 0);
  const sizes = pageSizes ?? planSizes;

  return (
    <Table<T>
      aria-label={ariaLabel}
      rowKey={rowKey}
      columns={columns as DataColumn<T>[]}
      data={data as T[]}
      loading={loading}
      border={false}
      noDataElement={noDataText}
      virtualized={virtualized}
      // A virtual body needs a fixed height; a short page grows with its rows.
      scroll={virtualized ? { x: width, y: height } : { x: width }}
      rowSelection={
        selection && {
          type: 'checkbox',
          selectedRowKeys: [...selection.selected],
          onChange: (keys) => selection.onChange(keys),
        }
      }
      pagination={
        paging
          ? {
              current: paging.pageIndex + 1,
              pageSize: paging.pageSize,
              total: paging.total,
              showTotal: true,
              sizeCanChange: true,
              sizeOptions: [...sizes],
              // A new page size starts again at the first page.
              onChange: (page, size) => paging.onChange(size === paging.pageSize ? page - 1 : 0, size),
            }
          : false
      }
    />
  );
}
