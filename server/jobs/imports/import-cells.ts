import { ImportTexts, plainHeader, type ImportColumn } from '@domain/downloads/imports';
import { parseSheetDate, phoneFromNumber } from '@domain/downloads/sheet-cells';
import type { RawCell } from './sheet-rows';

/** A cell read as its column's kind: the text the source checks, or why the row is refused. */
export type CellReading = { text: string } | { problem: string };

/** 1950-01-01 and 2199-12-31 as spreadsheet serials: a bare number in a date column is a date only in between. */
const SERIAL_RANGE = [18264, 110963] as const;
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);

/**
 * Reads a cell as its column expects. A date column takes date cells, serials whose format the
 * reader does not know (Excel's Chinese built-in date formats) and the common typed forms; a phone
 * column refuses a number that cannot be a whole phone (a landline that lost its 0).
 */
export function readCell(column: ImportColumn, cell: RawCell): CellReading {
  if (cellText(cell) === '') return { text: '' };
  const header = plainHeader(column.header);
  switch (column.kind) {
    case 'date': {
      const date = cell instanceof Date ? dayOf(cell) : typeof cell === 'number' ? serialDay(cell) : parseSheetDate(String(cell));
      return date ? { text: date } : { problem: ImportTexts.badDate(header) };
    }
    case 'phone': {
      if (typeof cell !== 'number') return { text: cellText(cell) };
      const phone = phoneFromNumber(cell);
      return phone ? { text: phone } : { problem: ImportTexts.numberPhone(header, numberText(cell)) };
    }
    default:
      return { text: cellText(cell) };
  }
}

/** The plain text of any cell (also what a refused row repeats in the result file). */
export function cellText(cell: RawCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) {
    const time = cell.toISOString().slice(11, 19);
    return time === '00:00:00' ? dayOf(cell) : `${dayOf(cell)} ${time}`;
  }
  if (typeof cell === 'number') return numberText(cell);
  return String(cell).trim();
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Spreadsheets keep 15 significant digits: 0.1+0.2 shows as 0.3. */
const numberText = (value: number) => String(Number(value.toPrecision(15)));

function serialDay(serial: number): string | null {
  if (serial < SERIAL_RANGE[0] || serial > SERIAL_RANGE[1]) return null;
  return dayOf(new Date(SERIAL_EPOCH_MS + Math.floor(serial) * 86_400_000));
}
