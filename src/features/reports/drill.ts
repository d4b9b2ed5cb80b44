import type { ChartDefinition, Dimension } from '@domain/reports/reports.constants';
import { chinaMidnight } from '@domain/common/quick-ranges';
import { MovementType } from '@domain/spare-parts/spare-parts.constants';
import type { ReportParams } from './reports.api';

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

/**
 * The order list's query (/allOrder?…) of the orders behind a figure: the report's range as the
 * created-time range, its filters, the chart's own (e.g. only the overdue), and the row's value.
 * Null when a row cannot be listed (no owner, no type …: the list has no "none" filter).
 */
export function drillSearch(chart: ChartDefinition, filter: ReportParams, dimension?: Dimension, key?: string | null): string | null {
  const q = new URLSearchParams();
  let { start, end } = filter;
  if (dimension === 'day' && key) {
    const [y, m, d] = key.split('-').map(Number);
    const dayStart = chinaMidnight(y, m, d);
    start = dayStart.toISOString();
    end = new Date(dayStart.getTime() + 86_400_000 - 1).toISOString();
  }
  q.set('takeVStart', start);
  q.set('takeVEnd', end);
  if (filter.orderType) q.set('orderType', filter.orderType);
  if (filter.serviceGroupId) q.set('serviceGroupId', filter.serviceGroupId);
  if (filter.staffId) q.set('servicePersonalIds', filter.staffId);
  for (const [k, v] of Object.entries(chart.drill ?? {})) q.set(k, v);
  if (dimension && dimension !== 'day') {
    const field = FIELD[dimension];
    if (!field || key === null || key === undefined || key === '未知') return null;
    q.set(field, key);
  }
  return String(q);
}

/**
 * 备件使用分析's drill-down: the stock log (/stockLog?…) of a part's or a staff member's order
 * consumption (工单消耗). The log filters by neither day nor part type nor time, so those rows and the
 * summary have no link (null).
 */
export function spareDrillSearch(dimension?: Dimension, key?: string | null): string | null {
  if (!key || !/^\d+$/.test(key)) return null;
  if (dimension === 'part') return String(new URLSearchParams({ partId: key, type: String(MovementType.orderConsumption) }));
  if (dimension === 'staff') return String(new URLSearchParams({ userId: key, type: String(MovementType.orderConsumption) }));
  return null;
}
