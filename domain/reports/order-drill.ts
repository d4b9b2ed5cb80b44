import { OrderState } from '../orders/order.constants';
import type { ChartDefinition, Dimension } from './reports.constants';
import type { OrderFigures } from './statistics';
import { drillRange, type DrillFilter } from './event-drill';

/**
 * The order list's filter fields that select exactly the orders a figure counts: {} every order of
 * the row (a count of all, a sum or rate over all), null when the list has no filter for them (the
 * figure then has no link rather than one listing other orders).
 */
export const ORDER_METRIC_DRILL: Record<keyof OrderFigures, Record<string, string> | null> = {
  total: {},
  completed: { states: String(OrderState.completed) },
  cancelled: { states: String(OrderState.cancelled) },
  completionRate: {},
  // Over the orders taken or assigned: the list selects neither.
  avgResponseMinutes: null,
  avgAssignMinutes: null,
  avgCompleteMinutes: { states: String(OrderState.completed) },
  firstTimeFixRate: { states: String(OrderState.completed) },
  // Orders with a deadline: the list has no such filter.
  withDeadline: null,
  overdue: { orderExceed: '1' },
  slaTimeoutRate: null,
  fees: {},
  collected: {},
  serviceHours: null,
  evaluated: { evaluateState: '1' },
  solvedRate: { evaluateState: '1' },
  quality: { evaluateState: '1' },
  attitude: { evaluateState: '1' },
  speed: { evaluateState: '1' },
  solveRate: { evaluateState: '1' },
};

/** The order list's filter field that selects one value of a dimension (days are a created-time range). */
const FIELD: Partial<Record<Dimension, string>> = {
  type: 'orderType',
  group: 'serviceGroupId',
  staff: 'servicePersonalIds',
  dispatcher: 'dispatchUserIds',
  serviceItem: 'service_id',
  serviceCategory: 'service_category',
  customer: 'customerId',
  state: 'states',
  province: 'gpsAddr',
};

/** The filter of a report's drill-down: its range and filters, and the service groups the order list takes too. */
export interface OrderDrillFilter extends DrillFilter {
  serviceGroupId?: string;
}

/**
 * The order list's query (/allOrder?…) of the orders behind one figure: the report's range as the
 * created-time range, its filters, the figure's column (已完成: the completed orders) and the row's
 * value (none: the summary). Null when the list cannot select them (a row without a value, or a
 * column the list has no filter for).
 */
export function orderDrillSearch(chart: ChartDefinition, filter: OrderDrillFilter, metric: keyof OrderFigures, dimension?: Dimension, key?: string | null): string | null {
  const column = ORDER_METRIC_DRILL[metric];
  if (chart.source !== 'orders' || !column) return null;
  const q = new URLSearchParams();
  const { start, end } = drillRange(filter, dimension, key);
  q.set('takeVStart', start);
  q.set('takeVEnd', end);
  if (filter.orderType) q.set('orderType', filter.orderType);
  if (filter.serviceGroupId) q.set('serviceGroupId', filter.serviceGroupId);
  if (filter.staffId) q.set('servicePersonalIds', filter.staffId);
  for (const [k, v] of Object.entries(column)) q.set(k, v);
  if (dimension && dimension !== 'day') {
    const field = FIELD[dimension];
    if (!field || key === null || key === undefined || key === '未知') return null;
    // A state row's own state and the column's (已完成 of 服务中) select nothing: such a figure is 0.
    if (q.has(field) && q.get(field) !== key) return null;
    q.set(field, key);
  }
  return String(q);
}
