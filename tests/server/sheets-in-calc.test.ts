import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRecordRow } from '@domain/call-center/call-center.schemas';
import { mmss } from '@domain/common/durations';
import { CONTRACT_IMPORT_COLUMNS } from '@domain/contracts/contract-import';
import { formatBusinessTime } from '@domain/downloads/business-time';
import { businessDate } from '@domain/dispatch/day-time';
import { IMPORT_COLUMNS } from '@domain/customers/customer-import';
import { plainHeader, type ImportColumn } from '@domain/downloads/imports';
import { PRODUCT_IMPORT_COLUMNS } from '@domain/products/product-import';
import { SPARE_PART_IMPORT_COLUMNS } from '@domain/spare-parts/spare-part-import';
import { CHART_KEYS } from '@domain/reports/reports.constants';
import type { ChartData } from '@domain/reports/reports.schemas';
import { exportSource, exportSourceKeys } from '@server/jobs/exports/export-sources';
import { calcCells, convertInCalc, type CalcCell } from '@tests/support/calc';
import { downloadedBytes, downloadedRows, finishedDownload, uploadSheet } from '@tests/support/sheet-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

/**
 * Every export of the download centre, opened in LibreOffice Calc (headless, one start for all files)
 * and saved as the cells Calc shows: what a user of Calc would notice is checked, not what exceljs reads.
 */
const t = useTestApp();
// The administrator of the paid demo enterprise (also finance and director); the trial one's imports the round trip.
const [admin, trial] = useSignedIn(t, '13800000001', '13800000021');
const cookieOf = (c: Client) => (c as unknown as { cookie: string }).cookie;

const CUSTOMER = { name: '计算表客户', phone: '075512345678', contact: '计算表联系人', contactPhone: '075587654321' };
const PRODUCT_MODEL = '0012';
const CONTRACT_NO = '00123';

interface Plan {
  /** The export source's key in the registry. */
  key: string;
  url: string;
  body: Record<string, unknown>;
  /** What the list's API says the export holds, in data rows. */
  total(): Promise<number>;
  /** The import whose columns the export must start with. */
  imports?: readonly ImportColumn[];
}

/** The first day of the dispatch plan's export, the same for the export and the board it is checked against. */
const planFrom = businessDate(new Date());
const range = () => ({ start: new Date(Date.now() - 20 * 86_400_000).toISOString(), end: new Date(Date.now() + 86_400_000).toISOString() });
const rangeQuery = () => new URLSearchParams(range()).toString();
const data = async (url: string) => {
  const res = await admin.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data;
};
let settlementId: number;
/** The demo's project under way, which holds two customer products. */
let projectId: number;
/** The charts whose export is by day: their name column holds the days as date cells, then 合计. */
const byDay = new Set<string>();

const PLANS: Plan[] = [
  { key: 'users', url: '/v2/user/export', body: { format: 'xlsx' }, total: () => data('/v2/user/count') },
  { key: 'customers', url: '/v2/customer/export', body: {}, total: () => data('/v2/customer/count'), imports: IMPORT_COLUMNS },
  { key: 'orders', url: '/order/export', body: {}, total: async () => (await data('/v2/order/getOrderListCount')).count },
  { key: 'events', url: '/v2/event/export', body: {}, total: async () => countOf(await data('/v2/event/getAllEventListCount')) },
  { key: 'products', url: '/v2/product/export', body: {}, total: () => data('/v2/product/count'), imports: PRODUCT_IMPORT_COLUMNS },
  { key: 'contracts', url: '/v2/saleContract/export', body: {}, total: () => data('/v2/saleContract/count'), imports: CONTRACT_IMPORT_COLUMNS },
  { key: 'spare-parts', url: '/v2/spare/sparePart/export', body: {}, total: () => data('/v2/spare/sparePart/count'), imports: SPARE_PART_IMPORT_COLUMNS },
  { key: 'maintenance-contracts', url: '/v2/maintenance/contract/export', body: {}, total: () => data('/v2/maintenance/contract/count') },
  { key: 'projects', url: '/project/export', body: {}, total: async () => countOf(await data('/project/count')) },
  {
    key: 'projectProducts',
    url: '/project/production/export',
    get body() {
      return { projectId };
    },
    total: () => data(`/project/production/count?projectId=${projectId}`),
  },
  { key: 'inspection-tasks', url: '/v2/inspection/task/export', body: {}, total: () => data('/v2/inspection/task/count') },
  { key: 'call-records', url: '/call/record/export', body: {}, total: () => data('/call/record/count') },
  { key: 'reception-records', url: '/kefu/record/export', body: { format: 'xlsx' }, total: async () => (await data('/kefu/record/list?pageSize=100')).total },
  { key: 'spare-stock', url: '/v2/spare/stock/export', body: {}, total: async () => (await data('/v2/spare/stock/list')).total },
  { key: 'repair-orders', url: '/v2/repair/order/export', body: {}, total: () => data('/v2/repair/order/count') },
  { key: 'repair-detections', url: '/v2/repair/detection/export', body: {}, total: () => data('/v2/repair/detection/count') },
  { key: 'repair-return-changes', url: '/v2/repair/returnChange/export', body: {}, total: () => data('/v2/repair/returnChange/count') },
  { key: 'repair-internal', url: '/v2/repair/internal/export', body: {}, total: () => data('/v2/repair/internal/count') },
  { key: 'knowledge-faqs', url: '/v2/knowledge/faq/export', body: {}, total: () => data('/v2/knowledge/faq/count') },
  { key: 'knowledge-documents', url: '/v2/knowledge/document/export', body: {}, total: () => data('/v2/knowledge/document/count') },
  // The dispatch board's visits of the next two weeks (the demo's appointments): as many rows as the board's blocks.
  { key: 'dispatch-plan', url: '/v2/dispatch/export', body: { from: planFrom, days: 14 }, total: async () => (await data(`/v2/dispatch/board?from=${planFrom}&days=14`)).blocks.length },
  { key: 'mall-orders', url: '/shop/manage/order/export', body: {}, total: async () => (await data('/shop/manage/order/list?pageSize=10')).total },
  {
    key: 'finance-settlement',
    url: '/v2/settlement/export',
    // The document is settled in beforeAll.
    get body() {
      return { id: settlementId };
    },
    // A row a person, then 合计.
    total: async () => (await data(`/v2/settlement/detail?id=${settlementId}`)).rows.length + 1,
  },
  // A chart's export is its rows and a total row.
  ...CHART_KEYS.map((chart) => ({
    key: `report-${chart}`,
    url: '/v2/report/chart/export',
    body: { chart, ...range(), format: 'xlsx' },
    total: async () => {
      const figures = (await data(`/v2/report/chart?chart=${chart}&${rangeQuery()}`)) as ChartData;
      if (figures.dimension === 'day') byDay.add(`report-${chart}`);
      return figures.rows.length + 1;
    },
  })),
];

/** Count endpoints answer a number or { count }. */
const countOf = (value: number | { count: number }) => (typeof value === 'number' ? value : value.count);

/** The period settling takes as the current one: a month of the server's clock (this process's, local time), not China's. */
const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

/** A detection order concluded on the demo's repair order in progress (the demo has none), so its export has a row with an inspection time. */
async function inspectRepair(): Promise<void> {
  const [order] = await data('/v2/repair/order/list?state=1&pageIndex=0&pageSize=10');
  const made = await admin.post('/v2/repair/detection/create', { repairOrderId: order.id });
  expect(made.statusCode, made.body).toBe(200);
  const checklist = made.json.data.checklist.map((c: { item: string }, i: number) => ({ item: c.item, ok: i > 0, note: i > 0 ? '' : '外壳磕碰' }));
  const concluded = await admin.post('/v2/repair/detection/conclude', { id: made.json.data.id, checklist, verdict: 4, conclusion: '通电测试正常' });
  expect(concluded.statusCode, concluded.body).toBe(200);
}

let dir: string;
/** What Calc shows of each export, by source key, and the API's row count. */
const shown: Record<string, { cells: CalcCell[][]; total: number }> = {};

/** Queues an export and answers its download item's id. */
async function startExport(client: Client, url: string, body: Record<string, unknown>): Promise<number> {
  const res = await client.post(url, body);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json.data.id;
}

/** Waits for the item's job and saves its file. */
async function saveExport(client: Client, id: number, file: string): Promise<void> {
  const item = await finishedDownload(client, id);
  expect(item.file_download_url, item.name).toBeTruthy();
  await writeFile(file, await downloadedBytes(t, cookieOf(client), item));
}

async function exportFile(client: Client, url: string, body: Record<string, unknown>, file: string): Promise<void> {
  await saveExport(client, await startExport(client, url, body), file);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sheets-in-calc-'));
  const customer = await admin.post('/v2/customer/add', {
    name: CUSTOMER.name,
    phone: CUSTOMER.phone,
    contacts: [{ name: CUSTOMER.contact, phone: CUSTOMER.contactPhone }],
    addresses: [{ region: '广东省/深圳市/南山区', detail: '科技园1号', mapName: '深圳湾科技生态园' }],
  });
  expect(customer.statusCode, customer.body).toBe(200);
  const product = { name: '计算表产品', model: PRODUCT_MODEL, category: '', warrantyPeriod: 12, warrantyUnit: 2, warrantyBasis: 3, description: '' };
  expect((await admin.post('/v2/product/save', product)).statusCode).toBe(200);
  const contract = { contractNo: CONTRACT_NO, name: '计算表合同', customerId: customer.json.data.id, signedDate: '2026-01-05', status: 2, startDate: '2026-01-05', endDate: '2026-12-31', signerUserId: null };
  expect((await admin.post('/v2/saleContract/save', contract)).statusCode).toBe(200);
  const settled = await admin.post('/v2/settlement/settle', { period: thisMonth() });
  expect(settled.statusCode, settled.body).toBe(200);
  settlementId = settled.json.data.id;
  await inspectRepair();
  projectId = (await data(`/project/list?pageIndex=0&pageSize=10&keyword=${encodeURIComponent('华东大厦空调安装')}`))[0].id;

  // Every export queued at once, then collected in turn: the worker runs them one after another.
  const files = PLANS.map((plan) => path.join(dir, `${plan.key}.xlsx`));
  const ids = await Promise.all(PLANS.map((plan) => startExport(admin, plan.url, plan.body)));
  for (const [i, id] of ids.entries()) await saveExport(admin, id, files[i]);
  // Our own rows, for the round trip through Calc's xlsx, and the customer list as CSV.
  const own = ['customers', 'contracts'].map((name) => path.join(dir, 'own', `${name}.xlsx`));
  const csv = path.join(dir, 'csv', 'customers.csv');
  await Promise.all([mkdir(path.dirname(own[0])), mkdir(path.dirname(csv))]);
  await exportFile(admin, '/v2/customer/export', { name: CUSTOMER.name }, own[0]);
  await exportFile(admin, '/v2/saleContract/export', { keyword: CONTRACT_NO }, own[1]);
  await exportFile(admin, '/v2/customer/export', { format: 'csv' }, csv);
  const started = Date.now();
  await Promise.all([
    convertInCalc(files, 'csv', dir),
    convertInCalc(own, 'xlsx', path.join(dir, 'saved')),
    convertInCalc([csv], 'csv', path.join(dir, 'csv-shown'), { csvInput: true }),
  ]);
  console.info(`Calc converted ${files.length + 3} files in ${Date.now() - started} ms (load ${(await readFile('/proc/loadavg', 'utf8')).trim()})`);
  for (const plan of PLANS) shown[plan.key] = { cells: await calcCells(path.join(dir, `${plan.key}.csv`)), total: await plan.total() };
  shown['customers-csv'] = { cells: await calcCells(path.join(dir, 'csv-shown', 'customers.csv')), total: shown.customers.total };
}, 180_000);

// KEEP_CALC_FILES=1 leaves the files (exports and what Calc made of them) for a look.
afterAll(() => dir && !process.env.KEEP_CALC_FILES && rm(dir, { recursive: true, force: true }));

const header = (key: string) => shown[key].cells[0].map((c) => c.shown);
const dataRows = (key: string) => shown[key].cells.slice(1);
const column = (key: string, name: string) => {
  const index = header(key).indexOf(name);
  expect(index, `${key}: ${name}`).toBeGreaterThanOrEqual(0);
  return dataRows(key).map((row) => row[index]);
};

/** The cells Calc shows otherwise than their column's kind wants, as `row n header (kind): cell`. */
function wrongCells(key: string, source = key): string[] {
  const wrong: string[] = [];
  const columns = exportSource(source).columns;
  for (const [r, row] of dataRows(key).entries())
    for (const [i, column] of columns.entries()) {
      const cell = row[i];
      if (!cell || cell.shown === '') continue;
      const kind = byDay.has(key) && i === 0 && r < dataRows(key).length - 1 ? 'date' : (column.kind ?? 'text');
      const ok = {
        // Dates and times are numbers to Calc (not text), shown in a date format (not a serial number).
        date: !cell.isText && /^\d{4}-\d{2}-\d{2}$/.test(cell.shown),
        datetime: !cell.isText && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(cell.shown),
        number: !cell.isText && /^-?\d+(\.\d+)?$/.test(cell.shown),
        // Seconds shown mm:ss, minutes past 59 staying minutes (a time cell, so it sums).
        duration: !cell.isText && /^\d{2,}:\d{2}$/.test(cell.shown),
        // Phones stay text, so a leading 0 stays.
        phone: cell.isText && /^[\d\-+ ]+$/.test(cell.shown),
        text: cell.isText && !cell.shown.startsWith("'"),
      }[kind];
      if (!ok) wrong.push(`row ${r + 2} ${column.header} (${kind}): ${JSON.stringify(cell)}`);
    }
  return wrong;
}

describe('every export opened in Calc', () => {
  it('covers every list registered with the download centre', () => {
    expect(PLANS.map((p) => p.key).sort()).toEqual(exportSourceKeys().sort());
  });

  it.each(PLANS.map((p) => [p.key, p] as const))('%s: header, row count and the kind of every cell as Calc shows them', (key, plan) => {
    const columns = exportSource(key).columns;
    // The header is the source's columns, in Chinese, unchanged; an export with an import starts with the import's columns.
    expect(header(key)).toEqual(columns.map((c) => c.header));
    if (plan.imports) expect(header(key).slice(0, plan.imports.length)).toEqual(plan.imports.map((c) => plainHeader(c.header)));
    expect(dataRows(key)).toHaveLength(shown[key].total);
    expect(wrongCells(key)).toEqual([]);
  });

  it('customers as CSV: Calc shows the same cells as of the xlsx, each of its kind', () => {
    expect(shown['customers-csv'].cells.map((r) => r.map((c) => c.shown))).toEqual(shown.customers.cells.map((r) => r.map((c) => c.shown)));
    expect(wrongCells('customers-csv', 'customers')).toEqual([]);
  });

  it('keeps leading zeros of phones and codes, and Chinese text, as a user sees them', () => {
    const customers = column('customers', '客户名称').map((c) => c.shown);
    const row = dataRows('customers')[customers.indexOf(CUSTOMER.name)];
    expect(row, 'our customer').toBeTruthy();
    const at = (name: string) => row[header('customers').indexOf(name)];
    expect([at('客户电话'), at('联系人'), at('联系人电话'), at('所在地区')]).toEqual([
      { shown: CUSTOMER.phone, isText: true },
      { shown: CUSTOMER.contact, isText: true },
      { shown: CUSTOMER.contactPhone, isText: true },
      { shown: '广东省/深圳市/南山区', isText: true },
    ]);
    expect(column('products', '产品型号')).toContainEqual({ shown: PRODUCT_MODEL, isText: true });
    expect(column('contracts', '合同编号')).toContainEqual({ shown: CONTRACT_NO, isText: true });
    const contract = dataRows('contracts').find((r) => r[0].shown === CONTRACT_NO)!;
    expect(contract[header('contracts').indexOf('签订日期')]).toEqual({ shown: '2026-01-05', isText: false });
    expect(column('users', '手机号')).toContainEqual({ shown: '13800000001', isText: true });
    // A CSV export opened in Calc: Chinese intact, the ="0755…" cells text with their 0, times dates.
    const csvRow = shown['customers-csv'].cells.find((r) => r[0].shown === CUSTOMER.name)!;
    expect(csvRow.slice(0, 4)).toEqual([row[0], row[1], row[2], row[3]]);
    expect(csvRow.at(-1)).toEqual(row.at(-1));
    // A chart by day: its days are dates, its total row named.
    expect(byDay.size).toBeGreaterThan(0);
    for (const key of byDay) expect(dataRows(key).at(-1)![0]).toEqual({ shown: '合计', isText: true });
    // Money is a number.
    expect(column('finance-settlement', '合计（元）').every((c) => !c.isText)).toBe(true);
    // The settlement's last row is its 合计, its figures numbers.
    const settlementTotal = dataRows('finance-settlement').at(-1)!;
    expect(settlementTotal[0]).toEqual({ shown: '合计', isText: true });
    expect(settlementTotal.slice(2, 6).every((c) => !c.isText && c.shown !== '')).toBe(true);
    // A maintenance contract's service period is two date cells, its amount a number (the demo's contracts).
    expect(column('maintenance-contracts', '合同金额')).toContainEqual({ shown: '36000', isText: false });
    expect(column('maintenance-contracts', '服务开始日期').length).toBeGreaterThan(0);
    expect(column('maintenance-contracts', '服务开始日期').every((c) => !c.isText && /^\d{4}-\d{2}-\d{2}$/.test(c.shown))).toBe(true);
    // A repair order's charge is a number, its completion a date-time cell (the demo's order completed and sent back).
    expect(column('repair-orders', '应收（元）').every((c) => !c.isText)).toBe(true);
    expect(column('repair-orders', '完工时间').filter((c) => c.shown !== '').map((c) => c.isText)).toEqual([false]);
    // A detection's abnormal items are a number, its inspection a date-time cell; a return's decision and an internal repair's quantity likewise.
    expect(column('repair-detections', '异常项数').map((c) => c.shown)).toEqual(['1']);
    expect(column('repair-detections', '检测时间').map((c) => c.isText)).toEqual([false]);
    expect(column('repair-return-changes', '审批时间').filter((c) => c.shown !== '').map((c) => c.isText)).toEqual([false]);
    expect(column('repair-internal', '数量')).toContainEqual({ shown: '1', isText: false });
    expect(column('repair-internal', '完成时间').filter((c) => c.shown !== '').map((c) => c.isText)).toEqual([false]);
    // The knowledge base's counts are numbers and its times date cells (the demo's five questions, two documents).
    expect(column('knowledge-faqs', '浏览次数').length).toBe(5);
    expect(column('knowledge-faqs', '有用').every((c) => !c.isText)).toBe(true);
    expect(column('knowledge-faqs', '创建时间').every((c) => !c.isText && c.shown !== '')).toBe(true);
    expect(column('knowledge-documents', '当前版本').every((c) => !c.isText)).toBe(true);
    expect(column('knowledge-documents', '更新时间').every((c) => !c.isText && c.shown !== '')).toBe(true);
    // A mall order's amount is a number, its placing a date-time cell, its payment one where paid (the demo's shipped order).
    expect(column('mall-orders', '订单金额').every((c) => !c.isText && c.shown !== '')).toBe(true);
    expect(column('mall-orders', '下单时间').every((c) => !c.isText && c.shown !== '')).toBe(true);
    expect(column('mall-orders', '收款时间').filter((c) => c.shown !== '').map((c) => c.isText)).toEqual([false]);
    // A project's progress is a number, its creation time a date cell (the demo's three projects).
    expect(column('projects', '进度(%)').length).toBe(3);
    expect(column('projects', '进度(%)').every((c) => !c.isText)).toBe(true);
    expect(column('projects', '创建时间').every((c) => !c.isText && c.shown !== '')).toBe(true);
    // A project's products: their link time a date cell (the demo project's two units).
    expect(column('projectProducts', '关联时间').length).toBe(2);
    expect(column('projectProducts', '关联时间').every((c) => !c.isText && c.shown !== '')).toBe(true);
    // A dispatch plan's appointment is a date-time cell, its length a number (the demo's visits of the next days).
    expect(column('dispatch-plan', '预约时间').length).toBeGreaterThan(0);
    expect(column('dispatch-plan', '时长（分钟）').every((c) => !c.isText && Number(c.shown) > 0)).toBe(true);
    // A reception record's end is named, its satisfaction a number, its comment text (the demo's web chat rated 5, 响应很快).
    const rated = dataRows('reception-records').find((r) => r[0].shown === '访客-陈女士')!;
    const record = (name: string) => rated[header('reception-records').indexOf(name)];
    expect([record('结束方式'), record('满意度'), record('评价')]).toEqual([
      { shown: '客服结束', isText: true },
      { shown: '5', isText: false },
      { shown: '响应很快', isText: true },
    ]);
  });

  it('call records: the start a date-time cell, talk and wait mm:ss time cells, as the list shows them (the demo’s calls)', async () => {
    const calls = (await data('/call/record/list?pageSize=100')) as CallRecordRow[];
    expect(calls.length).toBe(shown['call-records'].total);
    const shownOf = (name: string) => column('call-records', name);
    const same = (cells: CalcCell[], values: string[]) => expect(cells.map((c) => c.shown).sort()).toEqual([...values].sort());
    same(shownOf('开始时间'), calls.map((c) => formatBusinessTime(new Date(c.startTime))));
    same(shownOf('通话时长'), calls.map((c) => mmss(c.duration)));
    same(shownOf('等待时长'), calls.map((c) => mmss(c.wait)));
    expect(shownOf('通话时长').some((c) => c.shown !== '00:00')).toBe(true);
    expect([...shownOf('开始时间'), ...shownOf('通话时长'), ...shownOf('等待时长')].every((c) => !c.isText)).toBe(true);
  });
});

describe('export → Calc → import', () => {
  it('a customer and a contract export saved by Calc as xlsx import into another enterprise with every value', async () => {
    const originals = {
      customers: await downloadedRowsOf(path.join(dir, 'own', 'customers.xlsx')),
      contracts: await downloadedRowsOf(path.join(dir, 'own', 'contracts.xlsx')),
    };
    for (const [name, url, columns] of [
      ['customers', '/v2/customer', IMPORT_COLUMNS],
      ['contracts', '/v2/saleContract', CONTRACT_IMPORT_COLUMNS],
    ] as const) {
      const res = await uploadSheet(t, `${url}/import`, '13800000021', await readFile(path.join(dir, 'saved', `${name}.xlsx`)), `${name}.xlsx`);
      expect(res.statusCode, JSON.stringify(res.json)).toBe(200);
      const item = await finishedDownload(trial, res.json.data!.id);
      expect(item.name, JSON.stringify(item.file_download_url && (await downloadedRows(t, res.cookie, item)))).toMatch(/（成功1条，失败0条）$/);
      const again = await exportRows(trial, `${url}/export`, name === 'customers' ? { name: CUSTOMER.name } : { keyword: CONTRACT_NO });
      const width = columns.length;
      expect(again.map((r) => r.slice(0, width))).toEqual(originals[name].map((r) => r.slice(0, width)));
    }
  });
});

/** The rows of an xlsx file on disk as exceljs reads them (values with their types). */
async function downloadedRowsOf(file: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function exportRows(client: Client, url: string, body: Record<string, unknown>): Promise<unknown[][]> {
  const res = await client.post(url, body);
  expect(res.statusCode, res.body).toBe(200);
  return downloadedRows(t, cookieOf(client), await finishedDownload(client, res.json.data.id));
}
