import { DatePicker } from '@arco-design/web-react';
import type { ShortcutType } from '@arco-design/web-react/es/DatePicker/interface';
import { QUICK_RANGE_NAMES, QUICK_RANGES, quickRangeDays } from '@domain/common/quick-ranges';
import { endOfDay, formatDateTime, startOfDay, toDate } from '@domain/format/date';

/** A chosen range as the API takes it: 'YYYY-MM-DD HH:mm:ss' from 00:00:00 to 23:59:59. */
export type DateRangeValue = [string, string];

/** A China day ('YYYY-MM-DD') as a Date on that calendar day in the browser's zone, which the picker shows. */
const pickerDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
};

// The quick ranges are China days (domain/common/quick-ranges.ts), shown as those calendar days whatever
// the browser's zone. Arco turns a Date into its own date type, so Dates serve as shortcut values.
const SHORTCUTS: ShortcutType[] = QUICK_RANGES.map((range) => ({
  text: QUICK_RANGE_NAMES[range],
  value: (() => quickRangeDays(range, new Date()).map(pickerDay)) as unknown as ShortcutType['value'],
}));

/** Whole days: the first day from 00:00:00, the last day up to 23:59:59 (spec: the end-of-day helper). */
export function toDateRange(start: unknown, end: unknown): DateRangeValue | undefined {
  const from = toDate(start as string);
  const to = toDate(end as string);
  if (!from || !to) return undefined;
  return [formatDateTime(startOfDay(from), true), formatDateTime(endOfDay(startOfDay(to)), true)];
}

export interface DateRangeFilterProps {
  value?: DateRangeValue;
  onChange: (value: DateRangeValue | undefined) => void;
  'aria-label'?: string;
}

/** The day shown for a range's end: of a picked value ('YYYY-MM-DD HH:mm:ss') or of a linked instant (ISO, a report's drill-down). */
const day = (value: string) => formatDateTime(value).slice(0, 10);

/** A day range with the spec's quick ranges (today ... full month) on the left of the panel. */
export function DateRangeFilter({ value, onChange, 'aria-label': ariaLabel }: DateRangeFilterProps) {
  return (
    <DatePicker.RangePicker
      style={{ width: '100%' }}
      aria-label={ariaLabel}
      value={value ? [day(value[0]), day(value[1])] : undefined}
      format="YYYY-MM-DD"
      shortcuts={SHORTCUTS}
      shortcutsPlacementLeft
      allowClear
      onChange={(_text, dates) => onChange(dates?.length === 2 ? toDateRange(dates[0].toDate(), dates[1].toDate()) : undefined)}
    />
  );
}
