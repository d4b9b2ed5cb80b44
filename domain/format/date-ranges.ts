import { endOfDay, startOfDay, toDate, type DateInput } from './date';

export const QUICK_RANGE_LABELS = {
  today: '今天',
  yesterday: '昨天',
  thisWeek: '本周',
  thisMonth: '本月',
  lastMonth: '上月',
  thisYear: '今年',
  fullWeek: '近一周',
  fullMonth: '近一月',
} as const;
export type QuickRangeKind = keyof typeof QUICK_RANGE_LABELS;

const addDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

/**
 * The [start, end] of a quick date range, start at 00:00:00 and end at 23:59:59. "This week",
 * "this month" and "this year" are whole calendar periods (weeks start on Monday); "full week" and
 * "full month" are the last 7 and 30 days including today.
 */
export function quickDateRange(kind: QuickRangeKind, now: DateInput = Date.now()): [Date, Date] {
  const today = startOfDay(toDate(now) ?? new Date());
  const y = today.getFullYear();
  const m = today.getMonth();
  const span = (first: Date, last: Date): [Date, Date] => [first, endOfDay(last)];
  switch (kind) {
    case 'today':
      return span(today, today);
    case 'yesterday':
      return span(addDays(today, -1), addDays(today, -1));
    case 'thisWeek': {
      const monday = addDays(today, -((today.getDay() + 6) % 7));
      return span(monday, addDays(monday, 6));
    }
    case 'thisMonth':
      return span(new Date(y, m, 1), new Date(y, m + 1, 0));
    case 'lastMonth':
      return span(new Date(y, m - 1, 1), new Date(y, m, 0));
    case 'thisYear':
      return span(new Date(y, 0, 1), new Date(y, 11, 31));
    case 'fullWeek':
      return span(addDays(today, -6), today);
    case 'fullMonth':
      return span(addDays(today, -29), today);
  }
}
