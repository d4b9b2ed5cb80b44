import { Space } from '@arco-design/web-react';
import { useMemo, useState, type ReactNode } from 'react';
import type { OrderViewValue } from '@domain/orders/order.constants';
import type { OrderRow } from '@domain/orders/orders.types';
import { customFieldColumns } from '@/components/custom-field-form/custom-field-columns';
import { useChosenColumns } from '@/components/custom-field-form/use-custom-field-columns';
import { DataTable, type DataColumn, type RowKey } from '@/components/data-table/data-table';
import { SortSelect } from '@/components/data-table/sort-select';
import { SortOrder, type SortOrderValue } from '@/components/data-table/sort-order';
import { FilterPanel, type FilterField, type FilterValues } from '@/components/filter-panel/filter-panel';
import { useSearchPlanFilters } from '@/components/search-plans/use-search-plan-filters';
import { useListOrderTypesQuery } from '@/features/templates/templates.api';
import { DEFAULT_PAGE_SIZE } from '@domain/common/page-sizes';
import { batchOf, type OrderListContext } from '@/features/orders/order-batch';
import { useGetOrderTabsQuery, useListOrdersQuery, type OrderQueryParams } from '@/features/orders/orders.api';
import { ORDER_COLUMNS } from '@/features/orders/components/order-columns';
import { OrderStateTabs, type StateTab } from '@/features/orders/components/order-state-tabs';
import { listBase } from './order-list-args';

export interface OrderListProps {
  view: OrderViewValue;
  filterFields: readonly FilterField[];
  /** Filters the page opens with (from its link). */
  initialFilters?: FilterValues;
  stateTabs?: boolean;
  /** Batch buttons above the table; the list adds sort and 列设置 after them. */
  toolbar?: (context: OrderListContext) => ReactNode;
  /** Extra columns after the standard ones (row buttons). */
  rowActions?: (row: OrderRow) => ReactNode;
  selectable?: boolean;
  /** The screen's saved search plans beside the filter buttons; its default opens with it unless the link brought filters. */
  planKey?: string;
  /** Query parameters the screen fixes whatever the filter panel says (e.g. the order type of /templateView); keep it stable. */
  fixed?: OrderQueryParams;
}

/** Every order type, whose forms give the lists' custom columns (a tenant has far fewer than a page). */
const ORDER_TYPES_PAGE = { pageIndex: 0, pageSize: 100 };

/** One order screen's list: filter panel, state tabs with counts, batch buttons, sort, columns, table. */
export function OrderList({ view, filterFields, initialFilters = {}, stateTabs, toolbar, rowActions, selectable = true, planKey, fixed }: OrderListProps) {
  const linkFilters = Object.keys(initialFilters).length > 0 ? initialFilters : undefined;
  const { filters, setFilters, planMenu } = useSearchPlanFilters<FilterValues>(planKey, {}, linkFilters);
  // A new link (global search with another keyword) replaces the filters.
  const [initial, setInitial] = useState(initialFilters);
  if (initial !== initialFilters && JSON.stringify(initial) !== JSON.stringify(initialFilters)) {
    setInitial(initialFilters);
    setFilters(initialFilters);
  }
  const [tab, setTab] = useState<StateTab>('all');
  const [sort, setSort] = useState<SortOrderValue>(SortOrder.newest);
  const [selected, setSelected] = useState<RowKey[]>([]);

  const base = useMemo(() => listBase(view, filters, fixed), [view, filters, fixed]);
  const query = tab === 'all' ? base : { ...base, states: tab };
  const queryKey = JSON.stringify([query, sort]);
  // Other filters start again at the first page.
  const [paging, setPaging] = useState({ queryKey, pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const pageIndex = paging.queryKey === queryKey ? paging.pageIndex : 0;
  const { data, isFetching } = useListOrdersQuery({ ...query, sort, pageIndex, pageSize: paging.pageSize });
  const { data: counts } = useGetOrderTabsQuery(base, { skip: !stateTabs });

  // Each order type's own fields are columns too (titled with the type), hidden until ticked in 列设置.
  const { data: types } = useListOrderTypesQuery(ORDER_TYPES_PAGE);
  const custom = useMemo(
    () =>
      (types ?? [])
        .filter((t) => fixed?.orderType === undefined || String(t.id) === String(fixed.orderType))
        .flatMap((t) => customFieldColumns<OrderRow>(t.form.fields, { valuesOf: (row) => (row.templateId === t.id ? row.fields : undefined), kind: t })),
    [types, fixed],
  );
  const actions = useMemo<DataColumn<OrderRow> | undefined>(
    () => rowActions && { key: 'actions', title: '操作', dataIndex: 'id', width: 160, render: (_: unknown, row: OrderRow) => rowActions(row) },
    [rowActions],
  );
  const { shown, chooser } = useChosenColumns(`orders-${view}`, ORDER_COLUMNS, custom, actions);
  const total = data?.total ?? 0;
  const ids = selected.map(Number);
  const context: OrderListContext = { selected: ids, chosen: batchOf(ids, data?.list ?? []), clearSelection: () => setSelected([]), query, total };

  return (
    <>
      <FilterPanel fields={filterFields} value={filters} onSearch={setFilters} plans={planMenu} />
      {stateTabs && <OrderStateTabs value={tab} onChange={setTab} counts={counts} />}
      <div style={{ display: 'flex', gap: 8, marginBottom: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <Space wrap>{toolbar?.(context)}</Space>
        <div style={{ flex: 1 }} />
        <SortSelect value={sort} onChange={setSort} />
        {chooser}
      </div>
      <DataTable<OrderRow>
        aria-label="工单列表"
        rowKey="id"
        columns={shown}
        data={data?.list ?? []}
        loading={isFetching}
        selection={selectable ? { selected, onChange: setSelected } : undefined}
        paging={{ pageIndex, pageSize: paging.pageSize, total, onChange: (index, size) => setPaging({ queryKey, pageIndex: index, pageSize: size }) }}
      />
    </>
  );
}
