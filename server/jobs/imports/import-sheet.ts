import ExcelJS from 'exceljs';
import { IMPORT_MAX_ROWS, ImportTexts, type ImportColumn } from '@domain/downloads/imports';

/** A thrown text the whole import fails with (wrong template, too many rows). */
export class ImportRefused extends Error {}

/** One non-empty data row: its number in the sheet and its cells by column key. */
export interface SheetRow {
  row: number;
  values: Record<string, string>;
}

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if (value instanceof Date) return value.toISOString().slice(0, 10);
  }
  return String(value).trim();
};

/**
 * Reads the first sheet as a stream (a 10,000-row file never sits whole in memory): the header row
 * names the columns (any order, '*' optional), then one record per non-empty row.
 */
export async function readImportSheet(file: string, columns: readonly ImportColumn[]): Promise<SheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'emit' });
  const rows: SheetRow[] = [];
  try {
    for await (const sheet of reader) {
      let found: { key: string; col: number | undefined }[] | null = null;
      for await (const row of sheet) {
        if (!found) {
          found = headerColumns(row, columns);
          continue;
        }
        if (rows.length >= IMPORT_MAX_ROWS) throw new ImportRefused(ImportTexts.tooManyRows);
        const values = Object.fromEntries(found.map(({ key, col }) => [key, col === undefined ? '' : cellText(row.getCell(col).value)]));
        if (Object.values(values).some(Boolean)) rows.push({ row: row.number, values });
      }
      if (!found) throw new ImportRefused(ImportTexts.unreadable);
      return rows;
    }
  } catch (error) {
    if (error instanceof ImportRefused) throw error;
    throw new ImportRefused(ImportTexts.unreadable);
  }
  throw new ImportRefused(ImportTexts.unreadable);
}

function headerColumns(row: ExcelJS.Row, columns: readonly ImportColumn[]) {
  const headers = new Map<string, number>();
  row.eachCell((cell, col) => headers.set(cellText(cell.value).replace(/\*$/, ''), col));
  return columns.map((c) => {
    const col = headers.get(c.header.replace(/\*$/, ''));
    if (col === undefined && c.header.endsWith('*')) throw new ImportRefused(ImportTexts.missingColumn(c.header.replace(/\*$/, '')));
    return { key: c.key, col };
  });
}

/** The template: the header row and one example row. */
export async function importTemplate(sheetName: string, columns: readonly ImportColumn[], example: readonly string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, width: 18 }));
  sheet.addRow([...example]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
