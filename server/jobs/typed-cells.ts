import type ExcelJS from 'exceljs';
import { mmss } from '@domain/common/durations';
import { formatBusinessTime } from '@domain/downloads/business-time';
import type { SheetKind } from '@domain/downloads/sheet-cells';

/**
 * A value as a source gives it: text, a number, a date as YYYY-MM-DD, or an instant (a Date or an
 * ISO text) for date-times.
 */
export type PlainCell = string | number | Date | null;

/** A cell of another kind than its column's: a chart's name column holds days when the chart is by day. */
export interface KindedCell {
  kind: SheetKind;
  value: PlainCell;
}

export type CellValue = PlainCell | KindedCell;

export const kindedCell = (kind: SheetKind, value: PlainCell): KindedCell => ({ kind, value });

/** The kind and the value of a cell in a column of `kind`. */
export function cellKindOf(kind: SheetKind, value: CellValue): [SheetKind, PlainCell] {
  return value !== null && typeof value === 'object' && !(value instanceof Date) ? [value.kind, value.value] : [kind, value];
}

/** The number format of each kind: text ('@') keeps a typed 0755… as text; dates and times are real dates. */
export const NUMBER_FORMATS: Record<SheetKind, string> = {
  text: '@',
  phone: '@',
  number: 'General',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
  // Minutes past 59 stay minutes (spec part 2 section 9's mm:ss), as the screens show them.
  duration: '[mm]:ss',
};

/** China business time (UTC+8, no daylight saving since 1991). */
const CHINA_OFFSET_MS = 8 * 3600_000;

/**
 * The cell of an xlsx file. A spreadsheet date has no time zone: it holds the wall clock, so an
 * instant is shifted to China time and written as the date whose UTC fields are that clock.
 */
export function xlsxCell(kind: SheetKind, value: PlainCell): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  switch (kind) {
    case 'date':
      return value instanceof Date ? value : new Date(`${value}T00:00:00Z`);
    case 'datetime':
      return new Date(new Date(value).getTime() + CHINA_OFFSET_MS);
    case 'number':
      return typeof value === 'number' ? value : Number(value);
    case 'duration':
      // A spreadsheet time is a fraction of a day.
      return Number(value) / 86_400;
    default:
      return String(value);
  }
}

/**
 * The text of a CSV field: spreadsheets read YYYY-MM-DD and YYYY-MM-DD HH:mm:ss back as dates. A duration is
 * mm:ss text (kept text, as a spreadsheet would read 03:25 as three hours).
 */
export function csvCell(kind: SheetKind, value: PlainCell): string | number | null {
  if (value === null || value === '') return null;
  if (kind === 'datetime') return formatBusinessTime(new Date(value));
  if (kind === 'duration') return mmss(Number(value));
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value;
}
