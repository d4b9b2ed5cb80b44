import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import type { ImportFileType } from '@domain/downloads/imports';

/** A cell as the file holds it: typed dates come as Dates (wall clock in UTC fields), numbers as numbers. */
export type RawCell = string | number | boolean | Date | null;

/** One row of the file: its number as a spreadsheet shows it, and its cells from column A on. */
export interface RawRow {
  number: number;
  cells: RawCell[];
}

/** The rows of the first sheet of an xlsx workbook, or of a CSV file. */
export function sheetRows(file: string, type: ImportFileType): AsyncIterable<RawRow> {
  return type === 'csv' ? csvRows(file) : xlsxRows(file);
}

/**
 * The first worksheet, read whole. Not the streaming reader: it emits a worksheet that precedes the
 * shared strings or styles in the zip (as Excel, Calc and exceljs write them) before it has read them,
 * and on a busy machine headers then came out empty now and then. An import is at most 10,000 rows.
 * Styles are read, so a number in a date-formatted cell arrives as the date the user typed.
 */
async function* xlsxRows(file: string): AsyncIterable<RawRow> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  if (!sheet) return;
  const rows: RawRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: RawCell[] = [];
    row.eachCell({ includeEmpty: false }, (cell, col) => (cells[col - 1] = rawCell(cell.value)));
    rows.push({ number: row.number, cells: Array.from(cells, (c) => c ?? null) });
  });
  yield* rows;
}

function rawCell(value: ExcelJS.CellValue): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return rawCell(value.result as ExcelJS.CellValue);
  return null;
}

/**
 * A CSV file: UTF-8 (with or without the byte order mark), or GB18030 when the bytes are not UTF-8
 * (Excel on Chinese Windows saves CSV in the ANSI code page, GBK, which GB18030 contains).
 */
async function* csvRows(file: string): AsyncIterable<RawRow> {
  const parser = parse({ relax_column_count: true, relax_quotes: true });
  parser.end(decode(await readFile(file)));
  let number = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    number += 1;
    yield { number, cells: record.map(csvText) };
  }
}

function decode(bytes: Buffer): string {
  try {
    // The decoder drops a leading byte order mark.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** Undoes what exports write to keep a text a text: ="0755…" around digits, ' before a formula-like text. */
function csvText(field: string): string {
  const kept = /^="(.*)"$/s.exec(field);
  if (kept) return kept[1].replace(/""/g, '"');
  return field.replace(/^'(?=[=+\-@\t\r])/, '');
}
