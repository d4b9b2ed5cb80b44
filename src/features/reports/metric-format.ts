import type { MetricKind } from '@domain/reports/reports.constants';

/** A figure as the tables and charts show it: rates with %, money in yuan, durations in minutes or hours. */
export function formatMetric(kind: MetricKind, value: number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  switch (kind) {
    case 'percent':
      return `${value}%`;
    case 'yuan':
      return `¥${value.toFixed(2)}`;
    case 'minutes':
      return value >= 60 ? `${(value / 60).toFixed(1)}小时` : `${value}分钟`;
    case 'hours':
      return `${value}小时`;
    case 'stars':
      return `${value}星`;
    default:
      return String(value);
  }
}
