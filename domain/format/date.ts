/** A point in time as the API and the UI pass it around: a Date, epoch milliseconds or a date string. */
export type DateInput = Date | number | string;

// 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm' and 'YYYY-MM-DD HH:mm:ss' are local times; Safari and the
// ECMAScript rules for date-only strings (UTC) disagree, so they are parsed here.
const LOCAL_PATTERN = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** The Date for an input, or null when the input is empty or not a date. */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === 'string') {
    const m = LOCAL_PATTERN.exec(value.trim());
    if (m) {
      const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
      return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    }
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm', or 'YYYY-MM-DD HH:mm:ss' with seconds; '' for an empty or invalid input. */
export function formatDateTime(value: DateInput | null | undefined, withSeconds = false): string {
  const d = toDate(value);
  if (!d) return '';
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return `${day} ${time}${withSeconds ? `:${pad(d.getSeconds())}` : ''}`;
}

/** The start of the input's day (00:00:00). */
export function startOfDay(value: DateInput): Date {
  const d = toDate(value) ?? new Date(NaN);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

/**
 * End of a picked range: a bare day (time 00:00) means "the whole day", so it becomes 23:59:59
 * of that day; a time the user chose stays as it is.
 */
export function endOfDay(value: DateInput): Date {
  const d = toDate(value) ?? new Date(NaN);
  if (d.getHours() === 0 && d.getMinutes() === 0 && d.getSeconds() === 0) {
    return new Date(d.getFullYear(), d.getMonth(), d.getDate(), 23, 59, 59);
  }
  return d;
}
