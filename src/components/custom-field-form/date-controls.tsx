import { DatePicker, TimePicker } from '@arco-design/web-react';
import { useRef, useState, type KeyboardEvent } from 'react';
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

/**
 * Keeps the focus on a picker's input after Enter chose: Arco blurs the input at once and again 100 ms
 * after its popup closes, and the focus fell to the page body (the next Tab started from the top). Until
 * the user's next key or pointer press, a blur to nowhere is undone; `refocused` marks those focuses.
 */
function keepFocusAfterEnter(input: HTMLInputElement, refocused: { current: boolean }) {
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget !== null) return disarm();
    queueMicrotask(() => {
      if (!input.isConnected || document.activeElement !== document.body) return;
      refocused.current = true;
      input.focus();
    });
  };
  const disarm = () => {
    input.removeEventListener('blur', onBlur);
    document.removeEventListener('keydown', disarm, true);
    document.removeEventListener('pointerdown', disarm, true);
  };
  input.addEventListener('blur', onBlur);
  // Armed after this Enter has been handled, so its own keydown does not disarm it.
  setTimeout(() => {
    document.addEventListener('keydown', disarm, true);
    document.addEventListener('pointerdown', disarm, true);
  }, 0);
}

/**
 * Arco's picker clears what was typed when its popup opens, and the first key typed is what opened it: a
 * keyboard user lost that key (2030-… became 030-…). The popup opens as the field gets focus instead,
 * and closes when Tab leaves it; typed text and Enter then fill the field, and the focus stays there.
 */
function useOpenOnFocus() {
  const [open, setOpen] = useState(false);
  const refocused = useRef(false);
  return {
    popupVisible: open,
    onVisibleChange: (visible?: boolean) => setOpen(!!visible),
    inputProps: {
      onFocus: () => {
        if (refocused.current) refocused.current = false;
        else setOpen(true);
      },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Tab') setOpen(false);
        if (event.key === 'Enter') keepFocusAfterEnter(event.currentTarget, refocused);
      },
    },
  };
}

// A cleared picker reports ''; the value then becomes null, "not filled in".
const report = (onChange: EntryProps['onChange']) => (text: string) => onChange(text || null);

function DateEntry({ field, value, onChange }: EntryProps) {
  return (
    <DatePicker
      {...useOpenOnFocus()}
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
      {...useOpenOnFocus()}
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
