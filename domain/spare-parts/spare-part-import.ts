import type { ImportColumn } from '../downloads/imports';

/** Columns of the parts catalogue import spreadsheet, in template order; '*' marks the required ones. The export writes the same columns first. */
export const SPARE_PART_IMPORT_COLUMNS = [
  { key: 'name', header: '备件名称*' },
  // Codes keep their leading zeros: a text column.
  { key: 'code', header: '备件编号', kind: 'text' },
  { key: 'model', header: '规格型号' },
  { key: 'typeName', header: '备件类型*' },
  { key: 'unit', header: '单位' },
  { key: 'decimal', header: '可拆分' },
  { key: 'price', header: '单价（元）', kind: 'number' },
] as const satisfies readonly ImportColumn[];
export type SparePartImportKey = (typeof SPARE_PART_IMPORT_COLUMNS)[number]['key'];

export const SparePartImportTexts = {
  badDecimal: '可拆分只能填 是 或 否',
  unknownType: (name: string) => `备件类型“${name}”不存在，请先在备件类型中新增`,
  codeTaken: (code: string) => `备件编号“${code}”已存在`,
  duplicateInFile: (row: number) => `与第${row}行的备件编号相同`,
} as const;
