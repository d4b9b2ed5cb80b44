import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_IMPORT_COLUMNS } from '@domain/contracts/contract-import';
import { IMPORT_COLUMNS } from '@domain/customers/customer-import';
import type { ImportColumn } from '@domain/downloads/imports';
import { PRODUCT_IMPORT_COLUMNS } from '@domain/products/product-import';
import { downloadedBytes, downloadedRows, finishedDownload, uploadSheet } from '@tests/support/sheet-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

/**
 * Export → edit → import keeps every value, for each list that has both: the edit changes only the
 * keys that must stay unique (a user copying records), and a second export of the copies shows the
 * import columns exactly as the first export did.
 */
const t = useTestApp();
const [admin] = useSignedIn(t, '13800000001');
let groupName: string;
const cookieOf = (c: Client) => (c as unknown as { cookie: string }).cookie;

beforeAll(async () => {
  const users = Object.fromEntries(((await admin.get('/v2/user/list?pageSize=100')).json.data as { id: number; name: string }[]).map((u) => [u.name, u.id]));
  const tag = (await admin.post('/v2/epTag/save', { code: 4, name: '回环标签', color_rgb: '#00ff00' })).json.data.id;
  const [group] = (await admin.get('/servicegroup/list?pageSize=100')).json.data as { id: number; name: string }[];
  const groupId = group.id;
  groupName = group.name;
  const customers = [
    {
      name: '回环客户甲',
      phone: '075512345678',
      businessUserId: users['钱销售'],
      serviceGroupId: groupId,
      tagIds: [tag],
      contacts: [{ name: '甲联系人', phone: '075587654321' }],
      addresses: [{ region: '广东省/深圳市/南山区', detail: '科技园1号, 3楼', mapName: '深圳湾科技生态园' }],
    },
    { name: '回环客户乙', phone: '13712340000', contacts: [{ name: '乙联系人', phone: '13712340001' }] },
  ];
  const ids: number[] = [];
  for (const c of customers) {
    const res = await admin.post('/v2/customer/add', c);
    expect(res.statusCode, res.body).toBe(200);
    ids.push(res.json.data.id);
  }
  for (const p of [
    { name: '回环产品', model: '0012', category: '回环分类', warrantyPeriod: 18, warrantyUnit: 2, warrantyBasis: 3, description: '带,逗号的"描述"' },
    { name: '回环产品', model: 'RT-2', category: '', warrantyPeriod: null, warrantyUnit: 3, warrantyBasis: 2, description: '' },
  ])
    expect((await admin.post('/v2/product/save', p)).statusCode).toBe(200);
  for (const c of [
    { contractNo: '00123', name: '回环合同', customerId: ids[0], signedDate: '2026-01-05', status: 2, startDate: '2026-01-05', endDate: '2026-12-31' },
    { contractNo: 'HT-RT-2', name: '回环合同二', customerId: ids[1], signedDate: '2026-02-01', status: 1, startDate: null, endDate: null },
  ])
    expect((await admin.post('/v2/saleContract/save', { ...c, signerUserId: null })).statusCode).toBe(200);
});

/** What an edit puts into the copies, different for each file type so that both sets of copies are new. */
interface Mark {
  word: string;
  digit: string;
}
const XLSX_MARK: Mark = { word: '副本', digit: '7' };
const CSV_MARK: Mark = { word: '表格', digit: '6' };

interface Entity {
  exportUrl: string;
  importUrl: string;
  columns: readonly ImportColumn[];
  /** The export filter of the originals and of the copies. */
  originals: Record<string, unknown>;
  /** The import columns of the originals in the xlsx export, as they were entered. */
  expected(): unknown[][];
  copies(mark: Mark): Record<string, unknown>;
  /** The user's edit of one cell, by its header. */
  edit(header: string, value: string, mark: Mark): string;
}

const day = (text: string) => new Date(`${text}T00:00:00Z`);

const ENTITIES: Record<string, Entity> = {
  customers: {
    exportUrl: '/v2/customer/export',
    importUrl: '/v2/customer/import',
    columns: IMPORT_COLUMNS,
    originals: { name: '回环客户' },
    expected: () => [
      ['回环客户甲', '075512345678', '甲联系人', '075587654321', '广东省/深圳市/南山区', '科技园1号, 3楼', '深圳湾科技生态园', '13800000005', groupName, '回环标签'],
      ['回环客户乙', '13712340000', '乙联系人', '13712340001', null, null, null, null, null, null],
    ],
    copies: (mark) => ({ name: `回环${mark.word}` }),
    edit: (header, value, mark) => (header === '客户名称' ? value.replace('回环客户', `回环${mark.word}`) : header === '客户电话' ? value.replace(/.$/, mark.digit) : value),
  },
  products: {
    exportUrl: '/v2/product/export',
    importUrl: '/v2/product/import',
    columns: PRODUCT_IMPORT_COLUMNS,
    originals: { keyword: '回环产品' },
    expected: () => [
      ['回环产品', '0012', '回环分类', 18, '个月', '安装时间', '带,逗号的"描述"'],
      ['回环产品', 'RT-2', null, null, '年', '购买时间', null],
    ],
    copies: (mark) => ({ keyword: `回环${mark.word}` }),
    edit: (header, value, mark) => (header === '产品名称' ? value.replace('回环产品', `回环${mark.word}`) : value),
  },
  contracts: {
    exportUrl: '/v2/saleContract/export',
    importUrl: '/v2/saleContract/import',
    columns: CONTRACT_IMPORT_COLUMNS,
    originals: { keyword: '回环合同' },
    expected: () => [
      ['00123', '回环合同', '075512345678', day('2026-01-05'), '执行中', day('2026-01-05'), day('2026-12-31')],
      ['HT-RT-2', '回环合同二', '13712340000', day('2026-02-01'), '已签订', null, null],
    ],
    copies: (mark) => ({ keyword: `回环${mark.word}` }),
    edit: (header, value, mark) => (header === '合同编号' ? `${value}-${mark.word}` : header === '合同名称' ? value.replace('回环', `回环${mark.word}`) : value),
  },
};

async function exported(url: string, body: Record<string, unknown>) {
  const res = await admin.post(url, body);
  expect(res.statusCode, res.body).toBe(200);
  return finishedDownload(admin, res.json.data.id);
}

async function importedOk(entity: Entity, bytes: Buffer, filename: string) {
  const res = await uploadSheet(t, entity.importUrl, '13800000001', bytes, filename);
  expect(res.statusCode, JSON.stringify(res.json)).toBe(200);
  const item = await finishedDownload(admin, res.json.data!.id);
  expect(item.name).toMatch(/（成功2条，失败0条）$/);
}

/** The import columns of each data row, empty cells as null. */
const importPart = (rows: unknown[][], n: number) => rows.slice(1).map((r) => Array.from({ length: n }, (_, i) => r[i] ?? null));

/** A CSV export's rows; a digit string written as ="…" (so that Excel keeps it text) read as Excel shows it. */
async function csvRows(url: string, body: Record<string, unknown>) {
  const text = (await downloadedBytes(t, cookieOf(admin), await exported(url, { ...body, format: 'csv' }))).toString('utf8');
  return (parse(text, { bom: true }) as string[][]).map((row) => row.map((v) => v.replace(/^="(.*)"$/, '$1')));
}

describe.each(Object.entries(ENTITIES))('%s', (_name, entity) => {
  const n = entity.columns.length;
  const headers = entity.columns.map((c) => c.header.replace('*', ''));
  const editRow = (row: unknown[], mark: Mark) => row.map((v, i) => (typeof v === 'string' ? entity.edit(headers[i], v, mark) : v));

  it('xlsx: export, edit in a spreadsheet, import again, and every value is kept', async () => {
    const first = await downloadedBytes(t, cookieOf(admin), await exported(entity.exportUrl, { ...entity.originals, format: 'xlsx' }));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(first as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const original = importPart(sheet.getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1)), n);
    expect(original).toEqual(entity.expected());
    sheet.eachRow((row, number) => {
      if (number > 1) row.eachCell((cell, col) => typeof cell.value === 'string' && col <= n && (cell.value = entity.edit(headers[col - 1], cell.value, XLSX_MARK)));
    });
    await importedOk(entity, Buffer.from(await book.xlsx.writeBuffer()), 'edited.xlsx');

    const copies = await exported(entity.exportUrl, { ...entity.copies(XLSX_MARK), format: 'xlsx' });
    expect(importPart(await downloadedRows(t, cookieOf(admin), copies), n)).toEqual(original.map((r) => editRow(r, XLSX_MARK)));
  });

  it('csv: export, edit and save as Excel does, import again, and every value is kept', async () => {
    const original = await csvRows(entity.exportUrl, entity.originals);
    // CSV holds text: a date as YYYY-MM-DD, nothing as an empty field.
    const asText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v === null ? '' : String(v));
    expect(original.slice(1).map((row) => row.slice(0, n))).toEqual(entity.expected().map((row) => row.map(asText)));
    const edited = original.map((row, r) => (r === 0 ? row : row.map((v, i) => (i < n ? entity.edit(headers[i], v, CSV_MARK) : v))));
    const csv = `\uFEFF${edited.map((row) => row.map((v) => `"${v.replace(/"/g, '""')}"`).join(',')).join('\r\n')}\r\n`;
    await importedOk(entity, Buffer.from(csv), 'edited.csv');

    const copies = await csvRows(entity.exportUrl, entity.copies(CSV_MARK));
    expect(copies.map((row) => row.slice(0, n))).toEqual(edited.map((row) => row.slice(0, n)));
  });
});
