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

/** Reads the first sheet: the header row names the columns (any order), then one customer per row. */
export async function readImportSheet(file: string): Promise<{ row: number; values: Record<ImportColumnKey, string> }[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.readFile(file);
  } catch {
    throw new ImportRefused(ImportTexts.unreadable);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new ImportRefused(ImportTexts.unreadable);
  const headers = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => headers.set(cellText(cell.value).replace(/\*$/, ''), col));
  const columns = IMPORT_COLUMNS.map((c) => {
    const col = headers.get(c.header.replace(/\*$/, ''));
    if (col === undefined && c.header.endsWith('*')) throw new ImportRefused(ImportTexts.missingColumn(c.header.replace(/\*$/, '')));
    return { key: c.key, col };
  });
  if (sheet.actualRowCount - 1 > IMPORT_MAX_ROWS) throw new ImportRefused(ImportTexts.tooManyRows);
  const rows: { row: number; values: Record<ImportColumnKey, string> }[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = Object.fromEntries(columns.map(({ key, col }) => [key, col === undefined ? '' : cellText(row.getCell(col).value)])) as Record<
      ImportColumnKey,
      string
    >;
    if (Object.values(values).some(Boolean)) rows.push({ row: number, values });
  });
  return rows;
}

/** Checks every row on its own and against the earlier rows of the file; the database check comes later. */
export function checkImportRows(rows: { row: number; values: Record<ImportColumnKey, string> }[], lookups: ImportLookups): ParsedRows {
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
