import { DatePicker, Radio } from '@arco-design/web-react';
import { chinaDate, chinaMidnight, QUICK_RANGE_NAMES, QUICK_RANGES, quickRange, type QuickRange } from '@domain/common/quick-ranges';

export interface RangeValue {
  /** The quick range chosen, or null for dates picked by hand. */
  range: QuickRange | null;
  start: string;
  end: string;
}

export const rangeOf = (range: QuickRange, now = new Date()): RangeValue => {
  const r = quickRange(range, now);
  return { range, start: r.start.toISOString(), end: r.end.toISOString() };
};

/** The quick date ranges of spec part 1 section 9 and a picker for any other days. */
export function QuickRangeBar({ value, onChange }: { value: RangeValue; onChange: (value: RangeValue) => void }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <Radio.Group type="button" size="small" value={value.range ?? ''} onChange={(r: QuickRange) => onChange(rangeOf(r))}>
        {QUICK_RANGES.map((r) => (
          <Radio key={r} value={r}>
            {QUICK_RANGE_NAMES[r]}
          </Radio>
        ))}
      </Radio.Group>
      <DatePicker.RangePicker
        size="small"
        style={{ width: 240 }}
        allowClear={false}
        // Days are China days whatever the browser's time zone (the ranges are China time).
        value={[chinaDate(new Date(value.start)), chinaDate(new Date(value.end))]}
        onChange={(days: string[]) => {
          if (!days?.[0] || !days?.[1]) return;
          const [from, to] = days.map((d) => d.split('-').map(Number));
          const end = chinaMidnight(to[0], to[1], to[2] + 1);
          onChange({ range: null, start: chinaMidnight(from[0], from[1], from[2]).toISOString(), end: new Date(end.getTime() - 1).toISOString() });
        }}
      />
    </div>
  );
}
