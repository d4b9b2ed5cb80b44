import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@domain/format/date';
import { QUICK_RANGE_LABELS, quickDateRange, type QuickRangeKind } from '@domain/format/date-ranges';

// Wednesday 2024-03-13, mid-afternoon.
const now = new Date(2024, 2, 13, 15, 20, 10);
const range = (kind: QuickRangeKind, at: Date = now) => quickDateRange(kind, at).map((d) => formatDateTime(d, true));

describe('quickDateRange', () => {
  it('covers today and yesterday as whole days', () => {
    expect(range('today')).toEqual(['2024-03-13 00:00:00', '2024-03-13 23:59:59']);
    expect(range('yesterday')).toEqual(['2024-03-12 00:00:00', '2024-03-12 23:59:59']);
  });

  it('starts this week on Monday, also when today is Sunday', () => {
    expect(range('thisWeek')).toEqual(['2024-03-11 00:00:00', '2024-03-17 23:59:59']);
    expect(range('thisWeek', new Date(2024, 2, 17, 10))).toEqual(['2024-03-11 00:00:00', '2024-03-17 23:59:59']);
  });

  it('covers this month, last month and this year', () => {
    expect(range('thisMonth')).toEqual(['2024-03-01 00:00:00', '2024-03-31 23:59:59']);
    expect(range('lastMonth')).toEqual(['2024-02-01 00:00:00', '2024-02-29 23:59:59']);
    expect(range('lastMonth', new Date(2024, 0, 5))).toEqual(['2023-12-01 00:00:00', '2023-12-31 23:59:59']);
    expect(range('thisYear')).toEqual(['2024-01-01 00:00:00', '2024-12-31 23:59:59']);
  });

  it('counts the full week and full month back from today, today included', () => {
    expect(range('fullWeek')).toEqual(['2024-03-07 00:00:00', '2024-03-13 23:59:59']);
    expect(range('fullMonth')).toEqual(['2024-02-13 00:00:00', '2024-03-13 23:59:59']);
  });

  it('labels every range in Chinese', () => {
    expect(Object.values(QUICK_RANGE_LABELS)).toEqual(['今天', '昨天', '本周', '本月', '上月', '今年', '近一周', '近一月']);
  });
});
