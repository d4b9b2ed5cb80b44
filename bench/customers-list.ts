// The customer list with a name or phone keyword among 200,000 customers of one enterprise on
// PostgreSQL (target p99 < 50 ms through the API), and a 10,000-row spreadsheet import (target < 30 s).
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { buildApp } from '@server/app';
import { openDatabase, type Database } from '@server/db/database';
import { seedDemoIfEmpty } from '@server/db/seed/demo';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { printTable, saveResult } from './lib';

const URL_TEXT = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_customers';
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = 30;
const LIST_P99_TARGET_MS = 50;
const IMPORT_TARGET_S = 30;

const CITIES = ['深圳', '广州', '上海', '北京', '杭州', '成都', '武汉', '南京', '苏州', '西安', '重庆', '天津', '长沙', '郑州', '青岛', '厦门', '合肥', '济南', '福州', '昆明'];
const WORDS = ['宏达', '华信', '鑫源', '恒通', '瑞丰', '金桥', '天成', '博远', '中联', '永盛', '新元', '汇通', '创维', '安泰', '德润', '嘉禾', '利华', '明辉', '盛世', '正兴'];
const TRADES = ['科技', '贸易', '设备', '物业', '机械', '电子', '建材', '餐饮', '医疗', '教育'];

async function recreateDatabase(): Promise<void> {
  const target = new URL(URL_TEXT);
  const name = target.pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/** 200,000 customers of the paid demo enterprise, each with a default contact and address, set-based in SQL. */
async function generate(database: Database, enterpriseId: number, userId: number): Promise<void> {
  const db = database.system;
  const before = await db.execute<{ last: string }>(sql`select coalesce(max(id), 0) as last from customers`);
  const last = Number(before.rows[0].last);
  await db.execute(sql`
    insert into customers (enterprise_id, name, phone, created_by, created_at)
    select ${enterpriseId},
      (${textArray(CITIES)})[1 + i % 20] || (${textArray(WORDS)})[1 + (i / 20) % 20] || (${textArray(TRADES)})[1 + (i / 400) % 10] || '有限公司' || i,
      '13' || lpad(i::text, 9, '0'), ${userId}, now() - i * interval '1 minute'
    from generate_series(1, ${CUSTOMERS}) as i`);
  await db.execute(sql`
    insert into customer_contacts (enterprise_id, customer_id, name, phone, is_default)
    select enterprise_id, id, '联系人' || id, '15' || lpad(id::text, 9, '0'), true from customers where enterprise_id = ${enterpriseId} and id > ${last}`);
  await db.execute(sql`
    insert into customer_addresses (enterprise_id, customer_id, region, detail, map_name, is_default)
    select enterprise_id, id, '广东省/深圳市/南山区', '科技园' || id || '号', '园区' || (id % 500), true from customers where enterprise_id = ${enterpriseId} and id > ${last}`);
  await db.execute(sql`analyze customers; analyze customer_contacts; analyze customer_addresses`);
}

async function signIn(origin: string) {
  const res = await fetch(`${origin}/api/stand/pwdLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: '13800000001', password: DEMO_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('fsm_sid='))!.split(';')[0];
  const { data } = (await res.json()) as { data: { csrfToken: string } };
  return { cookie, ctoken: data.csrfToken };
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Sequential requests (one user paging the list): warm-up, then REQUESTS measured, each a fresh keyword. */
async function timeCalls(origin: string, cookie: string, makePath: () => string) {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(`${origin}${makePath()}`, { headers: { cookie } });
    const body = (await res.json()) as { success: boolean };
    if (res.status !== 200 || !body.success) throw new Error(`request failed: ${res.status}`);
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times[times.length - 1] };
}

async function importSpreadsheet(origin: string, session: { cookie: string; ctoken: string }): Promise<{ seconds: number; name: string }> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('客户');
  sheet.addRow(['客户名称*', '客户电话*', '联系人*', '联系人电话*', '所在地区', '详细地址', '地图位置']);
  for (let i = 1; i <= IMPORT_ROWS; i++) sheet.addRow([`导入测试客户${i}`, `17${String(i).padStart(9, '0')}`, `导入联系人${i}`, `18${String(i).padStart(9, '0')}`, '浙江省/杭州市/西湖区', `文三路${i}号`, '']);
  // Ten bad rows: no name. They must be reported, the rest kept.
  for (let i = 1; i <= 10; i++) sheet.addRow(['', `16${String(i).padStart(9, '0')}`, '无名', '13900000000']);
  const form = new FormData();
  form.append('file', new Blob([await book.xlsx.writeBuffer()]), 'customers.xlsx');
  form.append('ctoken', session.ctoken);
  const started = performance.now();
  const res = await fetch(`${origin}/api/v2/customer/import`, { method: 'POST', headers: { cookie: session.cookie }, body: form });
  const { data } = (await res.json()) as { data: { id: number } };
  for (;;) {
    const list = (await (await fetch(`${origin}/api/fileDownloadCenter/list`, { headers: { cookie: session.cookie } })).json()) as {
      data: { id: number; process_state: number; name: string }[];
    };
    const item = list.data.find((d) => d.id === data.id)!;
    if (item.process_state !== 1) return { seconds: (performance.now() - started) / 1000, name: item.name };
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function main() {
  await recreateDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fsm-bench-customers-'));
  const database = await openDatabase({ url: URL_TEXT });
  const app = await buildApp({
    database,
    logger: false,
    config: { dataDir, hotline: '400-800-6688', appDownloadUrl: 'https://app.example.invalid/fsm', paymentUrl: 'https://pay.example.invalid/fsm' },
  });
  try {
    await seedDemoIfEmpty(database);
    const found = await database.system.execute<{ enterprise_id: string; id: string }>(sql`select enterprise_id, id from users where phone = '13800000001' order by id limit 1`);
    const generateStart = performance.now();
    await generate(database, Number(found.rows[0].enterprise_id), Number(found.rows[0].id));
    console.log(`generated ${CUSTOMERS} customers in ${((performance.now() - generateStart) / 1000).toFixed(1)} s`);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const session = await signIn(origin);
    const name = () => encodeURIComponent(pick(WORDS) + pick(TRADES));
    const rareName = () => encodeURIComponent(`有限公司${1 + Math.floor(Math.random() * CUSTOMERS)}`);
    const phone = () => String(1000 + Math.floor(Math.random() * 9000));
    const cases = [
      ['list, name keyword (word + trade, ~1,000 hits)', () => `/api/v2/customer/list?pageIndex=0&pageSize=10&name=${name()}`],
      ['count, name keyword (word + trade)', () => `/api/v2/customer/count?name=${name()}`],
      ['list, name keyword (one customer)', () => `/api/v2/customer/list?pageIndex=0&pageSize=10&name=${rareName()}`],
      ['list, phone keyword (4 digits)', () => `/api/v2/customer/list?pageIndex=0&pageSize=10&phone=${phone()}`],
      ['count, phone keyword (4 digits)', () => `/api/v2/customer/count?phone=${phone()}`],
      ['list, no keyword (first page)', () => '/api/v2/customer/list?pageIndex=0&pageSize=10'],
    ] as const;
    const rows = [];
    const figures: Record<string, { p50: number; p99: number; max: number }> = {};
    for (const [label, makePath] of cases) {
      const f = await timeCalls(origin, session.cookie, makePath);
      figures[label] = f;
      rows.push({ call: label, 'p50 ms': f.p50, 'p99 ms': f.p99, 'max ms': f.max, target: `p99 < ${LIST_P99_TARGET_MS}` });
    }
    console.log(`customer list on PostgreSQL, ${CUSTOMERS} customers, ${REQUESTS} sequential requests per row after ${WARMUP} warm-up`);
    printTable(rows);

    const imported = await importSpreadsheet(origin, session);
    console.log(`import of ${IMPORT_ROWS} rows (+10 bad): ${imported.seconds.toFixed(1)} s (target < ${IMPORT_TARGET_S} s) → ${imported.name}`);
    saveResult('customers-list', { database: 'postgres', customers: CUSTOMERS, requests: REQUESTS, figures, importRows: IMPORT_ROWS, importSeconds: imported.seconds });
    const slow = Object.entries(figures).filter(([label, f]) => label.startsWith('list') && f.p99 >= LIST_P99_TARGET_MS);
    if (slow.length > 0 || imported.seconds >= IMPORT_TARGET_S) process.exitCode = 1;
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
