import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractRow } from '@domain/contracts/contracts.schemas';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import { users } from '@server/db/schema';
import { addCustomer, enterpriseIds } from '@tests/support/product-fixtures';
import { downloadedBytes, downloadedRows, downloadedSheet, finishedDownload, uploadSheet } from '@tests/support/sheet-fixtures';
import { useSignedIn, useTestApp } from '@tests/support/test-app';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/sheets');
const CONTRACT_HEADER = ['合同编号*', '合同名称*', '客户电话*', '签订日期*', '合同状态', '开始日期', '结束日期'];
const CUSTOMER_HEADER = ['客户名称*', '客户电话*', '联系人*', '联系人电话*'];
const day = (text: string) => new Date(`${text}T00:00:00Z`);

const t = useTestApp();
const [admin] = useSignedIn(t, '13800000001');
const cookie = () => (admin as unknown as { cookie: string }).cookie;

beforeAll(async () => {
  const paid = (await enterpriseIds(t))['示例科技有限公司'];
  const customerId = await addCustomer(t, paid, '类型座机客户', '075522220001');
  await addCustomer(t, paid, '类型手机客户', '13800138000');
  const contract = { contractNo: 'HT-TYPE-1', name: '类型合同', customerId, signedDate: '2026-01-05', status: 1, signerUserId: null };
  expect((await admin.post('/v2/saleContract/save', contract)).statusCode).toBe(200);
  // A known creation instant: 00:30 UTC is 08:30 in China.
  await t.app.db.system.update(users).set({ createdAt: new Date('2026-01-05T00:30:00Z') }).where(eq(users.phone, '13800000001'));
});

async function exported(url: string, body: Record<string, unknown> = {}) {
  const res = await admin.post(url, body);
  expect(res.statusCode, res.body).toBe(200);
  return finishedDownload(admin, res.json.data.id);
}

/** A workbook as Excel stores what a user typed: dates as numbers with a date format, phones typed as numbers. */
async function typedBook(header: string[], rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入');
  sheet.addRow(header);
  for (const cells of rows) sheet.addRow(cells).eachCell((cell) => cell.value instanceof Date && (cell.numFmt = 'yyyy/m/d'));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function imported(url: string, bytes: Buffer, filename = 'typed.xlsx') {
  const res = await uploadSheet(t, url, '13800000001', bytes, filename);
  expect(res.statusCode, JSON.stringify(res.json)).toBe(200);
  const item = await finishedDownload(admin, res.json.data!.id);
  return { item, report: item.file_download_url ? await downloadedRows(t, res.cookie, item) : [] };
}

/** The non-empty cells of the column with this header, data rows only. */
function columnCells(sheet: ExcelJS.Worksheet, header: string): ExcelJS.Cell[] {
  const col = (sheet.getRow(1).values as unknown[]).indexOf(header);
  expect(col, header).toBeGreaterThan(0);
  const cells: ExcelJS.Cell[] = [];
  sheet.eachRow((row, number) => number > 1 && row.getCell(col).value !== null && cells.push(row.getCell(col)));
  return cells;
}

describe('every export', () => {
  it.each([
    ['/v2/user/export', { format: 'xlsx' }, ['创建时间'], ['手机号']],
    ['/v2/customer/export', {}, ['创建时间'], ['客户电话', '联系人电话', '归属销售手机号']],
    ['/order/export', {}, ['预约时间', '创建时间', '完成时间'], ['工单编号', '联系电话']],
    ['/v2/event/export', {}, ['创建时间', '完成时间'], ['事件编号', '联系电话']],
    ['/v2/product/export', {}, ['创建时间'], ['产品型号']],
    ['/v2/saleContract/export', {}, ['创建时间'], ['合同编号', '客户电话']],
  ])('%s writes times as date cells with a date-time format, and phones and codes as text cells', async (url, body, times, texts) => {
    const sheet = await downloadedSheet(t, cookie(), await exported(url, body));
    for (const header of times) {
      const cells = columnCells(sheet, header);
      if (header === '创建时间') expect(cells.length).toBeGreaterThan(0);
      for (const cell of cells) expect([header, cell.type, cell.numFmt]).toEqual([header, ExcelJS.ValueType.Date, 'yyyy-mm-dd hh:mm:ss']);
    }
    for (const header of texts) {
      const cells = columnCells(sheet, header);
      for (const cell of cells) expect([header, cell.type, cell.numFmt]).toEqual([header, ExcelJS.ValueType.String, '@']);
    }
  });

  it('writes a time as the China wall clock', async () => {
    const rows = await downloadedRows(t, cookie(), await exported('/v2/user/export', { format: 'xlsx', keyword: '王管理' }));
    expect(rows[1][5]).toEqual(new Date('2026-01-05T08:30:00Z'));
  });

  it('writes contract dates as date cells with a date format', async () => {
    const sheet = await downloadedSheet(t, cookie(), await exported('/v2/saleContract/export', { keyword: 'HT-TYPE-1' }));
    const [signed] = columnCells(sheet, '签订日期');
    expect([signed.value, signed.numFmt]).toEqual([day('2026-01-05'), 'yyyy-mm-dd']);
  });

  it('CSV: keeps the byte order mark, protects digit strings as ="…" and writes times as YYYY-MM-DD HH:mm:ss', async () => {
    const bytes = await downloadedBytes(t, cookie(), await exported('/v2/customer/export', { format: 'csv', name: '类型座机客户' }));
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [, line] = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(line).toMatch(/^类型座机客户,"=""075522220001""",.*,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('templates', () => {
  async function template(url: string) {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie: cookie() } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return book.worksheets[0];
  }

  it('formats phone and code columns as text and date columns as dates, with a typed example', async () => {
    const contracts = await template('/v2/saleContract/importTemplate');
    const formats = (sheet: ExcelJS.Worksheet) => sheet.columns.map((c) => c.numFmt);
    expect(formats(contracts)).toEqual(['@', '@', '@', 'yyyy-mm-dd', '@', 'yyyy-mm-dd', 'yyyy-mm-dd']);
    expect(contracts.getCell('D2').value).toEqual(day('2026-01-15'));
    const customers = await template('/v2/customer/importTemplate');
    expect(formats(customers).every((f) => f === '@')).toBe(true);
    expect(customers.getCell('B2').type).toBe(ExcelJS.ValueType.String);
    const products = await template('/v2/product/importTemplate');
    expect(products.getCell('D2').type).toBe(ExcelJS.ValueType.Number);
  });
});

describe('imports of typed sheets', () => {
  it('reads contract dates typed in Excel as dates and the common typed forms; names the forms otherwise', async () => {
    const { item, report } = await imported(
      '/v2/saleContract/import',
      await typedBook(CONTRACT_HEADER, [
        ['HT-TYPED-1', 'Excel日期合同', '075522220001', day('2026-01-05'), '执行中', day('2026-01-05'), day('2026-12-31')],
        ['HT-TYPED-2', '手机号是数字', 13800138000, '2026/1/5', '', '2026年1月5日', ''],
        ['HT-TYPED-3', '看不懂的日期', '075522220001', '明年', '', '', ''],
        ['HT-TYPED-4', '丢了0的座机', 75522220001, day('2026-01-05'), '', '', ''],
      ]),
    );
    expect(item.name).toMatch(/（成功2条，失败2条）$/);
    expect(report.slice(1, 3)).toEqual([
      [4, 'HT-TYPED-3', '看不懂的日期', '签订日期须为日期，如 2026-01-05、2026/1/5 或 2026年1月5日'],
      [5, 'HT-TYPED-4', '丢了0的座机', '客户电话被存成了数字（75522220001），不是有效电话，开头的0可能已丢失：请将该列设为文本格式后重新填写'],
    ]);
    const rows = (await admin.get('/v2/saleContract/list?keyword=HT-TYPED&pageSize=10')).json.data as ContractRow[];
    const byNo = Object.fromEntries(rows.map((r) => [r.contractNo, r]));
    expect(byNo['HT-TYPED-1']).toMatchObject({ customerName: '类型座机客户', signedDate: '2026-01-05', startDate: '2026-01-05', endDate: '2026-12-31', status: 2 });
    expect(byNo['HT-TYPED-2']).toMatchObject({ customerName: '类型手机客户', signedDate: '2026-01-05', startDate: '2026-01-05', endDate: null });
    expect(Object.keys(byNo).sort()).toEqual(['HT-TYPED-1', 'HT-TYPED-2']);
  });

  it('imports a contract sheet saved by LibreOffice Calc', async () => {
    const { item } = await imported('/v2/saleContract/import', await readFile(path.join(FIXTURES, 'contracts-calc.xlsx')));
    expect(item.name).toMatch(/（成功2条，失败0条）$/);
    const rows = (await admin.get('/v2/saleContract/list?keyword=HT-CALC&pageSize=10')).json.data as ContractRow[];
    expect(rows.map((r) => [r.contractNo, r.signedDate, r.startDate, r.endDate]).sort()).toEqual([
      ['HT-CALC-1', '2026-03-01', '2026-03-01', '2027-02-28'],
      ['HT-CALC-2', '2026-01-05', null, null],
    ]);
  });

  it('refuses a landline stored as a number, so that a duplicate cannot slip past the phone check', async () => {
    const { item, report } = await imported(
      '/v2/customer/import',
      await typedBook(CUSTOMER_HEADER, [
        ['数字座机客户', 75522220001, '联系人', 13900139000],
        ['数字手机客户', 13900001111, '联系人', '075566667777'],
      ]),
    );
    expect(item.name).toMatch(/（成功1条，失败1条）$/);
    expect(report[1]).toEqual([2, '数字座机客户', '75522220001', '客户电话被存成了数字（75522220001），不是有效电话，开头的0可能已丢失：请将该列设为文本格式后重新填写']);
    const [mobile] = (await admin.get('/v2/customer/list?name=数字手机客户')).json.data as CustomerRow[];
    expect(mobile).toMatchObject({ phone: '13900001111', linkPersonPhone: '075566667777' });
    expect((await admin.get('/v2/customer/count?phone=75522220001')).json.data).toBe(1);
  });

  it('imports a GB18030 CSV as Excel on Chinese Windows saves it', async () => {
    const { item } = await imported('/v2/customer/import', await readFile(path.join(FIXTURES, 'customers-gb18030.csv')), 'customers.csv');
    expect(item.name).toMatch(/（成功1条，失败0条）$/);
    const [row] = (await admin.get('/v2/customer/list?name=国标编码客户')).json.data as CustomerRow[];
    expect(row).toMatchObject({ phone: '075588886666', linkperson: '黄经理', address: '广东省深圳市福田区深南大道1号' });
  });
});
