import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_IMPORT_COLUMNS } from '@domain/contracts/contract-import';
import { IMPORT_COLUMNS } from '@domain/customers/customer-import';
import type { ImportColumn } from '@domain/downloads/imports';
import { readImportSheet } from '@server/jobs/imports/import-sheet';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/sheets');
const COLUMNS: ImportColumn[] = [
  { key: 'code', header: '编号*' },
  { key: 'day', header: '日期', kind: 'date' },
  { key: 'phone', header: '电话', kind: 'phone' },
];
const FORMS = '日期须为日期，如 2026-01-05、2026/1/5 或 2026年1月5日';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sheet-reader-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A workbook as Excel or Calc stores typed cells: a date is a number with a date format, a typed phone a number. */
async function typedWorkbook(rows: { cells: ExcelJS.CellValue[]; formats?: (string | undefined)[] }[]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入');
  sheet.addRow(COLUMNS.map((c) => c.header));
  for (const { cells, formats = [] } of rows) {
    const row = sheet.addRow(cells);
    formats.forEach((format, i) => format && (row.getCell(i + 1).numFmt = format));
  }
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.xlsx`);
  await book.xlsx.writeFile(file);
  return file;
}

async function csvFile(bytes: Buffer | string): Promise<string> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.csv`);
  await writeFile(file, bytes);
  return file;
}

const day = (text: string) => new Date(`${text}T00:00:00Z`);

describe('readImportSheet, xlsx', () => {
  it('reads a date cell as its day in any date format, serials and the typed forms; refuses the rest naming the forms', async () => {
    const file = await typedWorkbook([
      { cells: ['A1', day('2026-01-05')], formats: [undefined, 'yyyy-mm-dd'] },
      { cells: ['A2', day('2026-01-05')], formats: [undefined, 'yyyy"年"m"月"d"日"'] },
      { cells: ['A3', new Date('2026-01-05T08:30:00Z')], formats: [undefined, 'yyyy/m/d h:mm'] },
      { cells: ['A4', 46027] },
      { cells: ['A5', '2026/1/5'] },
      { cells: ['A6', '2026年1月5日'] },
      { cells: ['A7', '下周一'] },
      { cells: ['A8', 2026] },
      { cells: ['A9', '2026-02-30'] },
      { cells: ['A10', null] },
      { cells: ['A11', '  '] },
    ]);
    const { rows, refused } = await readImportSheet(file, COLUMNS);
    expect(rows.map((r) => [r.row, r.values.day])).toEqual([
      [2, '2026-01-05'],
      [3, '2026-01-05'],
      [4, '2026-01-05'],
      [5, '2026-01-05'],
      [6, '2026-01-05'],
      [7, '2026-01-05'],
      [11, ''],
      [12, ''],
    ]);
    expect(refused).toEqual([
      { row: 8, values: { code: 'A7', day: '下周一', phone: '' }, message: FORMS },
      { row: 9, values: { code: 'A8', day: '2026', phone: '' }, message: FORMS },
      { row: 10, values: { code: 'A9', day: '2026-02-30', phone: '' }, message: FORMS },
    ]);
  });

  it('keeps a phone typed as a number when it is a whole phone, and refuses one that lost its leading 0', async () => {
    const file = await typedWorkbook([
      { cells: ['P1', null, 13800138000] },
      { cells: ['P2', null, '075522220001'] },
      { cells: ['P3', null, 75522220001] },
      { cells: ['P4', null, 4008006688] },
      { cells: [12345, null, null] },
    ]);
    const { rows, refused } = await readImportSheet(file, COLUMNS);
    expect(rows.map((r) => [r.values.code, r.values.phone])).toEqual([
      ['P1', '13800138000'],
      ['P2', '075522220001'],
      ['P4', '4008006688'],
      ['12345', ''],
    ]);
    expect(refused).toEqual([
      { row: 4, values: { code: 'P3', day: '', phone: '75522220001' }, message: '电话被存成了数字（75522220001），不是有效电话，开头的0可能已丢失：请将该列设为文本格式后重新填写' },
    ]);
  });

  it('reads a sheet saved by LibreOffice Calc: rich-text headers, typed dates in two formats, a text phone', async () => {
    const { rows, refused } = await readImportSheet(path.join(FIXTURES, 'contracts-calc.xlsx'), CONTRACT_IMPORT_COLUMNS);
    expect(refused).toEqual([]);
    expect(rows).toEqual([
      {
        row: 2,
        values: { contractNo: 'HT-CALC-1', name: 'Calc录入合同', customerPhone: '075522220001', signedDate: '2026-03-01', status: '执行中', startDate: '2026-03-01', endDate: '2027-02-28' },
      },
      { row: 3, values: { contractNo: 'HT-CALC-2', name: 'Calc第二份', customerPhone: '075522220001', signedDate: '2026-01-05', status: '', startDate: '', endDate: '' } },
    ]);
  });
});

describe('readImportSheet, csv', () => {
  const text = '编号*,日期,电话\r\nC1,2026/1/5,="075522220001"\r\n"C,2",2026年1月5日,13800138000\r\n\'=C3,,\r\n';

  it.each([
    ['UTF-8 with a byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
    ['UTF-8 without one', Buffer.from(text)],
  ])('reads %s, undoing the protections exports write', async (_name, bytes) => {
    const { rows } = await readImportSheet(await csvFile(bytes), COLUMNS);
    expect(rows.map((r) => r.values)).toEqual([
      { code: 'C1', day: '2026-01-05', phone: '075522220001' },
      { code: 'C,2', day: '2026-01-05', phone: '13800138000' },
      { code: '=C3', day: '', phone: '' },
    ]);
  });

  it('reads GB18030, as Excel on Chinese Windows saves CSV', async () => {
    const { rows } = await readImportSheet(path.join(FIXTURES, 'customers-gb18030.csv'), IMPORT_COLUMNS);
    expect(rows[0].values).toMatchObject({ name: '国标编码客户', phone: '075588886666', contactName: '黄经理', region: '广东省/深圳市/福田区', detail: '深南大道1号' });
  });

  it('fails the file naming a missing required column', async () => {
    await expect(readImportSheet(await csvFile('日期,电话\r\n2026-01-05,1\r\n'), COLUMNS)).rejects.toThrow('模板不正确：缺少列「编号」');
  });
});
