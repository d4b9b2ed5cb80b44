import { DatePicker, TimePicker } from '@arco-design/web-react';
import { formatBusinessTime } from '@domain/downloads/business-time';
import { DateLimit } from '@domain/forms/form-definition.schemas';
import type { EntryProps, FieldControl, ReadProps } from './control-types';
import { asText, placeholderOf } from './value-guards';

/** The shapes field-values.ts accepts; minutes are enough for appointments and deadlines. */
const DATE_FORMAT = 'YYYY-MM-DD';
const TIME_FORMAT = 'HH:mm';
const DATETIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;
const pickerStyle = { width: '100%', maxWidth: 320 };

/** Greys out the days the field's date limit refuses; "today" is business time, as the check uses. */
function disabledDay(field: EntryProps['field']) {
  const limit = field.settings.dateLimit;
  if (!limit) return undefined;
  return (day: { format: (pattern: string) => string }) => {
    const today = formatBusinessTime(new Date()).slice(0, 10);
    const shown = day.format(DATE_FORMAT);
    return limit === DateLimit.notPast ? shown < today : shown > today;
  };
}

// A cleared picker reports ''; the value then becomes null, "not filled in".
const report = (onChange: EntryProps['onChange']) => (text: string) => onChange(text || null);

function DateEntry({ field, value, onChange }: EntryProps) {
  return (
    <DatePicker
      value={asText(value)}
      format={DATE_FORMAT}
      onChange={report(onChange)}
      disabledDate={disabledDay(field)}
      placeholder={placeholderOf(field, '请选择')}
      style={pickerStyle}
    />
  );
}

function TimeEntry({ field, value, onChange }: EntryProps) {
  return <TimePicker value={asText(value)} format={TIME_FORMAT} onChange={report(onChange)} placeholder={placeholderOf(field, '请选择')} style={pickerStyle} />;
}

function DatetimeEntry({ field, value, onChange }: EntryProps) {
  return (
    <DatePicker
      showTime={{ format: TIME_FORMAT }}
      value={asText(value)}
      format={DATETIME_FORMAT}
      onChange={report(onChange)}
      disabledDate={disabledDay(field)}
      placeholder={placeholderOf(field, '请选择')}
      style={pickerStyle}
    />
  );
}

/** Stored dates are already in their display shape ('YYYY-MM-DD', 'HH:mm', 'YYYY-MM-DD HH:mm'). */
function DateRead({ value }: ReadProps) {
  return <span>{asText(value)}</span>;
}

export const dateControl: FieldControl = { Entry: DateEntry, Read: DateRead };
export const timeControl: FieldControl = { Entry: TimeEntry, Read: DateRead };
export const datetimeControl: FieldControl = { Entry: DatetimeEntry, Read: DateRead };
