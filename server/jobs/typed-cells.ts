import type ExcelJS from 'exceljs';
import { formatBusinessTime } from '@domain/downloads/business-time';
import type { SheetKind } from '@domain/downloads/sheet-cells';

/**
 * A value as a source gives it: text, a number, a date as YYYY-MM-DD, or an instant (a Date or an
 * ISO text) for date-times.
 */
export type CellValue = string | number | Date | null;

/** The number format of each kind: text ('@') keeps a typed 0755… as text; dates and times are real dates. */
export const NUMBER_FORMATS: Record<SheetKind, string> = {
  text: '@',
  phone: '@',
  number: 'General',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
};

/** China business time (UTC+8, no daylight saving since 1991). */
const CHINA_OFFSET_MS = 8 * 3600_000;

/**
 * The cell of an xlsx file. A spreadsheet date has no time zone: it holds the wall clock, so an
 * instant is shifted to China time and written as the date whose UTC fields are that clock.
 */
export function xlsxCell(kind: SheetKind, value: CellValue): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  switch (kind) {
    case 'date':
      return value instanceof Date ? value : new Date(`${value}T00:00:00Z`);
    case 'datetime':
      return new Date(new Date(value).getTime() + CHINA_OFFSET_MS);
    case 'number':
      return typeof value === 'number' ? value : Number(value);
    default:
      return String(value);
  }
}

/** The text of a CSV field: spreadsheets read YYYY-MM-DD and YYYY-MM-DD HH:mm:ss back as dates. */
export function csvCell(kind: SheetKind, value: CellValue): string | number | null {
  if (value === null || value === '') return null;
  if (kind === 'datetime') return formatBusinessTime(new Date(value));
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value;
}
