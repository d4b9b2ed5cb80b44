import type { Dimension } from '@domain/reports/reports.constants';
import { MovementType } from '@domain/spare-parts/spare-parts.constants';

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
