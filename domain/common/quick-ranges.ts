/**
 * The quick date ranges of spec part 1 section 9 ("today, yesterday, this week (from Monday), this
 * month, last month, this year, full week, full month"), one rule for every screen that offers them
 * (the list filters, the charts, their drill-downs, the daily digests): China business time (UTC+8,
 * no daylight saving) whatever the browser's or the server's zone, and a range never runs past today —
 * 本周, 本月 and 今年 start on Monday, the 1st and 1 January and end today. 近一周 / 近一月 (full week,
 * full month) are the seven and thirty days ending today, today included.
 * A range is [start, end]: start at 00:00:00.000, end at 23:59:59.999 of its last day.
 */
export const QUICK_RANGES = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'lastMonth', 'thisYear', 'fullWeek', 'fullMonth'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export const QUICK_RANGE_NAMES: Record<QuickRange, string> = {
  today: '今天',
  yesterday: '昨天',
  thisWeek: '本周',
  thisMonth: '本月',
  lastMonth: '上月',
  thisYear: '今年',
  fullWeek: '近一周',
  fullMonth: '近一月',
};

export const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export interface DateRange {
  start: Date;
  end: Date;
}

/** The China calendar day (year, month 1-12, day, weekday 1 Monday … 7 Sunday) of an instant. */
export function chinaDay(at: Date): { year: number; month: number; day: number; weekday: number } {
  const local = new Date(at.getTime() + CHINA_OFFSET_MS);
  const wd = local.getUTCDay();
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate(), weekday: wd === 0 ? 7 : wd };
}

/** 00:00 China time of a calendar day (month 1-12; overflowing days and months roll over). */
export function chinaMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - CHINA_OFFSET_MS);
}

/** The calendar day of an instant as YYYY-MM-DD on China time. */
export function chinaDate(at: Date): string {
  const { year, month, day } = chinaDay(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const span = (start: Date, endExclusive: Date): DateRange => ({ start, end: new Date(endExclusive.getTime() - 1) });

export function quickRange(range: QuickRange, now: Date): DateRange {
  const { year, month, day, weekday } = chinaDay(now);
  const today = chinaMidnight(year, month, day);
  const tomorrow = new Date(today.getTime() + DAY_MS);
  switch (range) {
    case 'today':
      return span(today, tomorrow);
    case 'yesterday':
      return span(new Date(today.getTime() - DAY_MS), today);
    case 'thisWeek':
      return span(new Date(today.getTime() - (weekday - 1) * DAY_MS), tomorrow);
    case 'thisMonth':
      return span(chinaMidnight(year, month, 1), tomorrow);
    case 'lastMonth':
      return span(chinaMidnight(year, month - 1, 1), chinaMidnight(year, month, 1));
    case 'thisYear':
      return span(chinaMidnight(year, 1, 1), tomorrow);
    case 'fullWeek':
      return span(new Date(today.getTime() - 6 * DAY_MS), tomorrow);
    case 'fullMonth':
      return span(new Date(today.getTime() - 29 * DAY_MS), tomorrow);
  }
}

/** The China calendar days ('YYYY-MM-DD', first and last) of a quick range: what a day picker shows. */
export function quickRangeDays(range: QuickRange, now: Date): [string, string] {
  const { start, end } = quickRange(range, now);
  return [chinaDate(start), chinaDate(end)];
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The instant (ISO) a day filter's 'YYYY-MM-DD HH:mm:ss' names on China time, so a list filtered by
 * days counts the same orders as a chart of those days. A day's last second (23:59:59) runs to its
 * end, as a quick range's does. Any other text (an ISO time from a link) is passed on as it is.
 */
export function chinaWallClockToIso(text: string): string {
  const m = WALL_CLOCK.exec(text);
  if (!m) return text;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((part) => Number(part ?? 0));
  const lastSecond = hour === 23 && minute === 59 && second === 59;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - CHINA_OFFSET_MS + (lastSecond ? 999 : 0)).toISOString();
}
