import { DatePicker, Radio } from '@arco-design/web-react';
import { QUICK_RANGE_NAMES, QUICK_RANGES, quickRange, type QuickRange } from '@domain/reports/quick-ranges';

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
        value={[value.start, value.end]}
        onChange={(_text, dates) => {
          if (!dates?.[0] || !dates?.[1]) return;
          onChange({ range: null, start: dates[0].startOf('day').toISOString(), end: dates[1].endOf('day').toISOString() });
        }}
      />
    </div>
  );
}
