import type { OrderViewValue } from '@domain/orders/order.constants';
import { DEFAULT_PAGE_SIZE } from '@domain/common/page-sizes';
import type { FilterValues } from '@/components/filter-panel/filter-panel';
import { SortOrder } from '@/components/data-table/sort-order';
import { orderQueryParams } from '@/features/orders/order-filter-params';
import { ordersApi, type OrderQueryParams } from '@/features/orders/orders.api';
import type { AppDispatch } from '@/app/store';

/** The parameters of an order list's tab counts: its view, the filter panel's values and what the screen fixes. */
export const listBase = (view: OrderViewValue, filters: FilterValues, fixed?: OrderQueryParams): OrderQueryParams => ({
  view,
  ...orderQueryParams(filters),
  ...fixed,
});

/** What an order list first asks for (no filters, every state, newest first, the first page). */
const firstPage = (view: OrderViewValue) => ({ ...listBase(view, {}), sort: SortOrder.newest, pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });

/**
 * Asks for an order list's first page (and its tab counts) while the screen's code is still loading, so
 * the rows are there, or on their way, when it first renders; the list's own query then finds them.
 */
export function prefetchOrderList(dispatch: AppDispatch, view: OrderViewValue, { stateTabs = false } = {}): void {
  dispatch(ordersApi.util.prefetch('listOrders', firstPage(view), {}));
  if (stateTabs) dispatch(ordersApi.util.prefetch('getOrderTabs', listBase(view, {}), {}));
}
