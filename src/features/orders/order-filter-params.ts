import { chinaWallClockToIso } from '@domain/common/quick-ranges';
import type { FilterValues } from '@/components/filter-panel/filter-panel';
import type { OrderQueryParams } from './orders.api';

/** Filter keys whose value is a day range; the query carries them as `${key}Start` and `${key}End`. */
export const RANGE_KEYS = ['takeV', 'visitV', 'finishV', 'dispatchTimeV', 'createExamineV', 'completeExamineV', 'receiptExamineV', 'collectionExamineV'] as const;

/**
 * The filter panel's values as the order list calls take them: day ranges split into start and end
 * instants on China time (as the charts count them), lists comma-joined, empty values dropped.
 */
export function orderQueryParams(values: FilterValues): OrderQueryParams {
  const params: OrderQueryParams = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if ((RANGE_KEYS as readonly string[]).includes(key) && Array.isArray(value)) {
      params[`${key}Start`] = chinaWallClockToIso(String(value[0]));
      params[`${key}End`] = chinaWallClockToIso(String(value[1]));
    } else if (Array.isArray(value)) {
      if (value.length > 0) params[key] = value.join(',');
    } else params[key] = typeof value === 'number' ? value : String(value);
  }
  return params;
}

/** Query parameters of a link to an order list (/allOrder?states=1,2&customerId=3 …) as filter values. */
export function filtersFromSearch(search: string, listKeys: readonly string[]): FilterValues {
  const values: FilterValues = {};
  const params = new URLSearchParams(search);
  params.forEach((value, key) => {
    if (!value) return;
    values[key] = listKeys.includes(key) ? value.split(',').filter(Boolean).map((v) => (/^\d+$/.test(v) ? Number(v) : v)) : value;
  });
  // A linked range (a report's drill-down: takeVStart and takeVEnd) fills its range field, so the
  // panel shows what the list is filtered by; its instants are sent on as they came.
  for (const key of RANGE_KEYS) {
    const [start, end] = [params.get(`${key}Start`), params.get(`${key}End`)];
    if (!start || !end) continue;
    values[key] = [start, end];
    delete values[`${key}Start`];
    delete values[`${key}End`];
  }
  return values;
}
