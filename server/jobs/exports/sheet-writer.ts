import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import type { ExportFormatType } from '@domain/downloads/downloads.constants';
import type { SheetKind } from '@domain/downloads/sheet-cells';
import { cellKindOf, csvCell, NUMBER_FORMATS, xlsxCell, type CellValue } from '../typed-cells';
import type { ExportColumn } from './export-source';

type Header = Pick<ExportColumn<unknown>, 'header' | 'width' | 'kind'>;
const kindOf = (column: Header): SheetKind => column.kind ?? 'text';

/** Writes rows to a file as they come, so an export of any size holds one page in memory. */
export interface SheetWriter {
  addRow(values: CellValue[]): Promise<void>;
  close(): Promise<void>;
}

export function openSheetWriter(
  format: ExportFormatType,
  filePath: string,
  sheetName: string,
  columns: Header[],
): Promise<SheetWriter> {
  return format === 'csv' ? openCsv(filePath, columns) : openXlsx(filePath, sheetName, columns);
}

async function openCsv(filePath: string, columns: Header[]): Promise<SheetWriter> {
  const out = createWriteStream(filePath);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  const kinds = columns.map(kindOf);
  // The byte order mark makes Excel read the file as UTF-8 (Chinese text).
  await write(`\uFEFF${csvLine(columns.map((c) => c.header))}`);
  return {
    addRow: (values) => {
      const cells = values.map((v, i) => cellKindOf(kinds[i], v));
      return write(csvLine(cells.map(([kind, v]) => csvCell(kind, v)), cells.map(([kind]) => kind)));
    },
    close: () => closeStream(out),
  };
}

function closeStream(out: WriteStream): Promise<void> {
  return new Promise((resolve, reject) => {
    out.once('error', reject);
    out.end(resolve);
  });
}

/** RFC 4180 line: fields with a comma, quote or line break are quoted, quotes doubled. */
export function csvLine(values: (string | number | null)[], kinds: readonly SheetKind[] = []): string {
  return `${values.map((v, i) => csvField(v, kinds[i] ?? 'text')).join(',')}\r\n`;
}

/** Text a spreadsheet would turn into a number or a date when it opens the file (0755…, 13800138000, 1-2, 1E5). */
const NUMBER_LIKE = /^[\d\s+\-.,:/%()eE]*\d[\d\s+\-.,:/%()eE]*$/;

function csvField(value: string | number | null, kind: SheetKind): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  // A text cell written as the formula ="…" stays text with its leading 0 and all its digits.
  const protectedText = kind !== 'number' && kind !== 'date' && kind !== 'datetime' && NUMBER_LIKE.test(value);
  // A text starting like a formula would run as one when the file is opened in a spreadsheet.
  const text = protectedText ? `="${value.replace(/"/g, '""')}"` : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function openXlsx(filePath: string, sheetName: string, columns: Header[]): Promise<SheetWriter> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: filePath, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  const kinds = columns.map(kindOf);
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 16, style: { numFmt: NUMBER_FORMATS[kindOf(c)] } }));
  sheet.getRow(1).font = { bold: true };
  return {
    addRow: async (values) => {
      const cells = values.map((v, i) => cellKindOf(kinds[i], v));
      const row = sheet.addRow(cells.map(([kind, v]) => xlsxCell(kind, v)));
      // A cell of another kind than its column needs its own number format (a day in a text column).
      cells.forEach(([kind], i) => kind !== kinds[i] && (row.getCell(i + 1).numFmt = NUMBER_FORMATS[kind]));
      row.commit();
    },
    close: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}
