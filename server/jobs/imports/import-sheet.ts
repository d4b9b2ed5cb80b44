import path from 'node:path';
import ExcelJS from 'exceljs';
import { IMPORT_MAX_ROWS, ImportTexts, plainHeader, type ImportColumn, type ImportFileType } from '@domain/downloads/imports';
import { NUMBER_FORMATS, xlsxCell } from '../typed-cells';
import { cellText, readCell } from './import-cells';
import type { RowProblem, SheetRow } from './import-source';
import { sheetRows, type RawCell } from './sheet-rows';

/** A thrown text the whole import fails with (wrong template, too many rows). */
export class ImportRefused extends Error {}

/** The type of a stored upload, by its extension. */
export const importFileType = (file: string): ImportFileType => (path.extname(file).toLowerCase() === '.csv' ? 'csv' : 'xlsx');

/**
 * Reads the first sheet: the header row names the columns (any order, '*' optional), then one
 * record per non-empty row. A cell its column cannot read (a date that is no date, a phone that
 * lost its 0) refuses its row here; the source checks the rest.
 */
export async function readImportSheet(file: string, columns: readonly ImportColumn[]): Promise<{ rows: SheetRow[]; refused: RowProblem[] }> {
  const rows: SheetRow[] = [];
  const refused: RowProblem[] = [];
  let found: { column: ImportColumn; col: number | undefined }[] | null = null;
  try {
    for await (const { number, cells } of sheetRows(file, importFileType(file))) {
      if (!found) {
        found = headerColumns(cells, columns);
        continue;
      }
      const values: Record<string, string> = {};
      let problem: string | undefined;
      for (const { column, col } of found) {
        const cell = col === undefined ? null : (cells[col] ?? null);
        const reading = readCell(column, cell);
        if ('problem' in reading) problem ??= reading.problem;
        values[column.key] = 'text' in reading ? reading.text : cellText(cell);
      }
      // A row is empty when the import's own columns are (exports add columns the import does not read).
      if (!Object.values(values).some(Boolean)) continue;
      if (rows.length + refused.length >= IMPORT_MAX_ROWS) throw new ImportRefused(ImportTexts.tooManyRows);
      if (problem) refused.push({ row: number, values, message: problem });
      else rows.push({ row: number, values });
    }
  } catch (error) {
    if (error instanceof ImportRefused) throw error;
    throw new ImportRefused(ImportTexts.unreadable, { cause: error });
  }
  if (!found) throw new ImportRefused(ImportTexts.unreadable);
  return { rows, refused };
}

function headerColumns(cells: RawCell[], columns: readonly ImportColumn[]) {
  const headers = new Map<string, number>();
  cells.forEach((cell, col) => headers.set(plainHeader(cellText(cell)), col));
  return columns.map((column) => {
    const col = headers.get(plainHeader(column.header));
    if (col === undefined && column.header.endsWith('*')) throw new ImportRefused(ImportTexts.missingColumn(plainHeader(column.header)));
    return { column, col };
  });
}

/** The template: the header row and one example row, each column formatted for what it holds. */
export async function importTemplate(sheetName: string, columns: readonly ImportColumn[], example: readonly string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, width: 18, style: { numFmt: NUMBER_FORMATS[c.kind ?? 'text'] } }));
  sheet.addRow(columns.map((c, i) => xlsxCell(c.kind ?? 'text', example[i] ?? null)));
  return Buffer.from(await book.xlsx.writeBuffer());
}
