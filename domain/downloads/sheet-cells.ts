/**
 * What a spreadsheet column holds. Files are written with typed cells, so that a user can sort,
 * filter and compute with dates, and phones and codes stay text that keeps its leading 0; imports
 * read the same kinds back. A duration is given in seconds and shown mm:ss (a time cell in xlsx, so it sums).
 */
export type SheetKind = 'text' | 'phone' | 'number' | 'date' | 'datetime' | 'duration';

/** The forms a typed date is accepted in, as the refusal names them. */
export const DATE_FORMS = '2026-01-05、2026/1/5 或 2026年1月5日';

// Year, then month and day separated by - or /, or written 年月日; a time after the date is dropped.
const DATE_TEXT = /^(\d{4})(?:([-/])(\d{1,2})\2(\d{1,2})|年(\d{1,2})月(\d{1,2})日)(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/;

/** A typed date as YYYY-MM-DD, or null when it is not one of the accepted forms or not a real day. */
export function parseSheetDate(text: string): string | null {
  const m = DATE_TEXT.exec(text.trim());
  if (!m) return null;
  const [year, month, day] = [m[1], m[3] ?? m[5], m[4] ?? m[6]].map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A phone that a spreadsheet stored as a number is whole only when its digits are a phone that has
 * no leading 0: a mobile, a 400/800 line, a local number without area code or a 95xxx service line.
 * Anything else (a landline 0755… read as 755…) has lost digits.
 */
const WHOLE_WITHOUT_ZERO = /^(?:1[3-9]\d{9}|[48]00\d{7}|[2-9]\d{6,7}|9\d{4})$/;

export function phoneFromNumber(value: number): string | null {
  const text = String(value);
  return WHOLE_WITHOUT_ZERO.test(text) ? text : null;
}
