import ExcelJS from 'exceljs';
import { AddCustomerSchema, type AddCustomerInput } from '@domain/customers/customers.schemas';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, ImportTexts, type ImportColumnKey } from '@domain/customers/customer-import';

export interface ImportLookups {
  /** Users by phone. */
  users: Map<string, number>;
  /** Service groups by name. */
  groups: Map<string, number>;
  /** Customer tags by name. */
  tags: Map<string, number>;
}

export interface RowProblem {
  row: number;
  name: string;
  phone: string;
  message: string;
}

export interface ParsedRows {
  good: { row: number; input: AddCustomerInput }[];
  bad: RowProblem[];
}

/** A thrown text the whole import fails with (wrong template, too many rows). */
export class ImportRefused extends Error {}

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

type SheetRow = { row: number; values: Record<ImportColumnKey, string> };

/**
 * Reads the first sheet as a stream (a 10,000-row file never sits whole in memory): the header row
 * names the columns (any order, '*' optional), then one customer per non-empty row.
 */
export async function readImportSheet(file: string): Promise<SheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'emit' });
  const rows: SheetRow[] = [];
  try {
    for await (const sheet of reader) {
      let columns: { key: ImportColumnKey; col: number | undefined }[] | null = null;
      for await (const row of sheet) {
        if (!columns) {
          columns = headerColumns(row);
          continue;
        }
        if (rows.length >= IMPORT_MAX_ROWS) throw new ImportRefused(ImportTexts.tooManyRows);
        const values = Object.fromEntries(columns.map(({ key, col }) => [key, col === undefined ? '' : cellText(row.getCell(col).value)]));
        if (Object.values(values).some(Boolean)) rows.push({ row: row.number, values: values as SheetRow['values'] });
      }
      if (!columns) throw new ImportRefused(ImportTexts.unreadable);
      return rows;
    }
  } catch (error) {
    if (error instanceof ImportRefused) throw error;
    throw new ImportRefused(ImportTexts.unreadable);
  }
  throw new ImportRefused(ImportTexts.unreadable);
}

function headerColumns(row: ExcelJS.Row) {
  const headers = new Map<string, number>();
  row.eachCell((cell, col) => headers.set(cellText(cell.value).replace(/\*$/, ''), col));
  return IMPORT_COLUMNS.map((c) => {
    const col = headers.get(c.header.replace(/\*$/, ''));
    if (col === undefined && c.header.endsWith('*')) throw new ImportRefused(ImportTexts.missingColumn(c.header.replace(/\*$/, '')));
    return { key: c.key as ImportColumnKey, col };
  });
}

/** Checks every row on its own and against the earlier rows of the file; the database check comes later. */
export function checkImportRows(rows: SheetRow[], lookups: ImportLookups): ParsedRows {
  const good: ParsedRows['good'] = [];
  const bad: RowProblem[] = [];
  const phones = new Map<string, number>();
  for (const { row, values: v } of rows) {
    const problem = (message: string) => bad.push({ row, name: v.name, phone: v.phone, message });
    const ownerId = v.ownerPhone ? lookups.users.get(v.ownerPhone) : undefined;
    if (v.ownerPhone && !ownerId) {
      problem(ImportTexts.ownerNotFound);
      continue;
    }
    const groupId = v.group ? lookups.groups.get(v.group) : undefined;
    if (v.group && !groupId) {
      problem(ImportTexts.groupNotFound);
      continue;
    }
    const tagNames = v.tags.split(/[、,，;；]/).map((t) => t.trim()).filter(Boolean);
    const missingTag = tagNames.find((t) => !lookups.tags.has(t));
    if (missingTag) {
      problem(ImportTexts.tagNotFound(missingTag));
      continue;
    }
    const hasAddress = Boolean(v.region || v.detail || v.mapName);
    const parsed = AddCustomerSchema.safeParse({
      name: v.name,
      phone: v.phone,
      businessUserId: ownerId ?? null,
      serviceGroupId: groupId ?? null,
      tagIds: tagNames.map((t) => lookups.tags.get(t)!),
      contacts: [{ name: v.contactName, phone: v.contactPhone, isDefault: true }],
      addresses: hasAddress ? [{ region: v.region, detail: v.detail, mapName: v.mapName, isDefault: true }] : [],
    });
    if (!parsed.success) {
      problem(parsed.error.issues[0].message);
      continue;
    }
    const earlier = phones.get(parsed.data.phone);
    if (earlier) {
      problem(ImportTexts.duplicateInFile(earlier));
      continue;
    }
    phones.set(parsed.data.phone, row);
    good.push({ row, input: parsed.data });
  }
  return { good, bad };
}
