// The order screens at a million orders (bench/orders-data.ts makes the data set, in PostgreSQL).
// For the largest enterprise (示例科技, 100,000 orders), in one run:
//   - all-orders list (state filter, newest first, page of 20, with its total): API median against the
//     very same SQL statements sent straight through node-postgres (target: at most 1.5x), and API
//     throughput with autocannon (20 connections) against a bare Fastify route that runs those
//     statements without sessions, permissions or tenancy (target: at least 0.8x);
//   - the count and the state-tab counts: median under 10 ms (the unfiltered tabs read the trigger-kept
//     counters of migration 0022; the GROUP BY they replace is timed beside them);
//   - customer-name keyword search, page and count: median under 15 ms;
//   - order detail with its timeline: median under 5 ms.
// Tables and indexes are read into the OS cache first (pg_prewarm), so the figures are of a warm database.
// Run: node --import tsx bench/orders-speed.ts   (BENCH_ORDERS_URL to use another database)
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { OrderFilterSchema, OrderListQuerySchema } from '@domain/orders/orders.schemas';
import { Role } from '@domain/shell/roles';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/database';
import { countQuery, listQuery, tabQuery } from '@server/modules/orders/orders.queries';
import { median, printTable, saveResult, signIn } from './lib';
import { BENCH_URL, ensureOrdersDataSet } from './orders-data';

const ROUNDS = 200;
const WARM_UP = 30;
const LOAD_PAIRS = 6;
const LOAD_SECONDS = 4;
const KEYWORD = '金鼎物业';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}


/** Median wall time in ms of `run`, after a warm-up. */
async function timed(run: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARM_UP; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return median(times);
}

async function main() {
  const [largest] = await ensureOrdersDataSet();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fsm-bench-orders-'));
  const database = await openDatabase({ url: BENCH_URL, poolSize: 10 });
  const app = await buildApp({
    database,
    logger: false,
    runWorker: false,
    config: { dataDir, hotline: '400-800-6688', appDownloadUrl: 'https://app.example.invalid/fsm', paymentUrl: 'https://pay.example.invalid/fsm' },
  });
  const pool = new pg.Pool({ connectionString: BENCH_URL, max: 10 });
  const bare = Fastify({ logger: false });
  try {
    // The tables and indexes read into the OS cache first, as a running database's working set would be:
    // otherwise the detail of a random order measures the disk (7 to 11 ms medians here) more than the app.
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
    await pool.query(`SELECT sum(pg_prewarm(c.oid, 'read')) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'i')`);
    const origin = await listen(app);
    const cookie = await signIn(origin);
    const get = async (url: string) => {
      const res = await fetch(`${origin}/api${url}`, { headers: { cookie } });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body}`);
      return JSON.parse(body);
    };

    // The statements the API runs, taken from the same query builders, to send straight to PostgreSQL.
    const viewer = { enterpriseId: largest, userId: 0, role: Role.admin };
    const listParams = { states: '3', pageSize: 20 };
    const q = OrderListQuerySchema.parse(listParams);
    const f = OrderFilterSchema.parse(listParams);
    const sqlOf = (query: { toSQL(): { sql: string; params: unknown[] } }) => query.toSQL();
    const listSql = sqlOf(listQuery(database.system, viewer, q));
    const countSql = sqlOf(countQuery(database.system, viewer, f));
    const tabSql = sqlOf(tabQuery(database.system, viewer, OrderFilterSchema.parse({})));
    const kq = OrderListQuerySchema.parse({ customName: KEYWORD, pageSize: 20 });
    const keywordListSql = sqlOf(listQuery(database.system, viewer, kq));
    const keywordCountSql = sqlOf(countQuery(database.system, viewer, OrderFilterSchema.parse({ customName: KEYWORD })));
    const run = (s: { sql: string; params: unknown[] }) => pool.query({ text: s.sql, values: s.params, rowMode: 'array' });

    const listUrl = '/v2/order/getAllOrderList?states=3&pageSize=20';
    const sample = await get(listUrl);
    const total = sample.data.total as number;
    if (sample.data.list.length !== 20) throw new Error('the list page is not full');

    const ids = (await pool.query<{ id: string }>('SELECT id FROM orders WHERE enterprise_id = $1 ORDER BY random() LIMIT $2', [largest, ROUNDS + WARM_UP])).rows.map((r) => Number(r.id));
    const keywordTotal = (await get(`/v2/order/getAllOrderList?customName=${encodeURIComponent(KEYWORD)}&pageSize=20`)).data.total as number;

    const figures = {
      listApi: await timed(() => get(listUrl)),
      listSql: await timed(async () => {
        await run(listSql);
        await run(countSql);
      }),
      countApi: await timed(() => get('/v2/order/getOrderListCount?states=3')),
      countSql: await timed(() => run(countSql)),
      tabsApi: await timed(() => get('/order/getOrderTab')),
      tabsSql: await timed(() => run(tabSql)),
      keywordApi: await timed(() => get(`/v2/order/getAllOrderList?customName=${encodeURIComponent(KEYWORD)}&pageSize=20`)),
      keywordSql: await timed(async () => {
        await run(keywordListSql);
        await run(keywordCountSql);
      }),
      detailApi: await timed((i) => get(`/order/orderDetail?id=${ids[i % ids.length]}`)),
    };

    // Throughput: the API against a bare route sending the same two statements.
    bare.get('/list', async () => {
      const [list, count] = await Promise.all([run(listSql), run(countSql)]); // as the API does
      return { success: true, data: { list: list.rows, total: Number(count.rows[0][0]) } };
    });
    const bareOrigin = await listen(bare);
    const load = async (url: string, headers: Record<string, string>, seconds: number) => {
      const r = await autocannon({ url, headers, connections: 20, duration: seconds });
      return { rps: r.requests.average, p50: r.latency.p50, failures: r.non2xx + r.errors + r.timeouts };
    };
    const api = (seconds: number) => load(`${origin}/api${listUrl}`, { cookie }, seconds);
    const bareList = (seconds: number) => load(`${bareOrigin}/list`, {}, seconds);
    await api(3);
    await bareList(3);
    // Short stretches in turn (API, bare, bare, API, ...), each pair's ratio taken: whatever else the machine
    // does drifts slowly, and one long stretch of each measured the drift as much as the two servers.
    const pairs: { api: Awaited<ReturnType<typeof api>>; bare: Awaited<ReturnType<typeof api>> }[] = [];
    for (let i = 0; i < LOAD_PAIRS; i++) {
      if (i % 2 === 0) {
        const a = await api(LOAD_SECONDS);
        pairs.push({ api: a, bare: await bareList(LOAD_SECONDS) });
      } else {
        const b = await bareList(LOAD_SECONDS);
        pairs.push({ api: await api(LOAD_SECONDS), bare: b });
      }
    }
    const ratios = pairs.map((p) => p.api.rps / p.bare.rps);
    const sum = (pick: (p: (typeof pairs)[number]) => { rps: number; failures: number }) => ({
      rps: median(pairs.map((p) => pick(p).rps)),
      failures: pairs.reduce((n, p) => n + pick(p).failures, 0),
    });
    const apiLoad = sum((p) => p.api);
    const bareLoad = sum((p) => p.bare);
    const throughputRatio = median(ratios);

    const ms = (v: number) => `${v.toFixed(2)} ms`;
    const rows = [
      { measure: 'list page 20 + total (state 3): API median', value: ms(figures.listApi), target: `<= 1.5 x SQL = ${ms(1.5 * figures.listSql)}`, ok: figures.listApi <= 1.5 * figures.listSql ? 'yes' : 'NO' },
      { measure: 'list page 20 + total: direct SQL median', value: ms(figures.listSql), target: '', ok: '' },
      { measure: 'list API / SQL', value: (figures.listApi / figures.listSql).toFixed(2), target: '<= 1.5', ok: figures.listApi / figures.listSql <= 1.5 ? 'yes' : 'NO' },
      { measure: 'list throughput API (20 conn), median stretch', value: `${Math.round(apiLoad.rps)} req/s`, target: '', ok: '' },
      { measure: 'list throughput bare Fastify + same SQL, median stretch', value: `${Math.round(bareLoad.rps)} req/s`, target: '', ok: '' },
      { measure: `throughput API / bare, median of ${LOAD_PAIRS} pairs`, value: throughputRatio.toFixed(2), target: '>= 0.8', ok: throughputRatio >= 0.8 ? 'yes' : 'NO' },
      { measure: 'throughput API / bare, each pair', value: ratios.map((r) => r.toFixed(2)).join(' '), target: '', ok: '' },
      { measure: `count (state 3, ${total} rows): API median`, value: ms(figures.countApi), target: '< 10 ms', ok: figures.countApi < 10 ? 'yes' : 'NO' },
      { measure: 'count: direct SQL median', value: ms(figures.countSql), target: '', ok: '' },
      { measure: 'state-tab counts (100,000 rows): API median', value: ms(figures.tabsApi), target: '< 10 ms', ok: figures.tabsApi < 10 ? 'yes' : 'NO' },
      { measure: 'state-tab counts: GROUP BY over the rows (the counters replace it)', value: ms(figures.tabsSql), target: '', ok: '' },
      { measure: `keyword "${KEYWORD}" page + count (${keywordTotal} rows): API median`, value: ms(figures.keywordApi), target: '< 15 ms', ok: figures.keywordApi < 15 ? 'yes' : 'NO' },
      { measure: 'keyword page + count: direct SQL median', value: ms(figures.keywordSql), target: '', ok: '' },
      { measure: 'order detail with timeline: API median', value: ms(figures.detailApi), target: '< 5 ms', ok: figures.detailApi < 5 ? 'yes' : 'NO' },
    ];
    console.log(`orders at a million (enterprise ${largest}, ${ROUNDS} rounds after ${WARM_UP} warm-up; throughput 20 connections, ${LOAD_PAIRS} pairs of ${LOAD_SECONDS} s stretches after 3 s each)`);
    printTable(rows);
    saveResult('orders-speed', { database: BENCH_URL.replace(/\/\/[^@]*@/, '//'), enterpriseId: largest, figures, apiLoad, bareLoad, ratios, stateTotal: total, keywordTotal });
    if (apiLoad.failures + bareLoad.failures > 0) throw new Error('some requests failed during the load');
  } finally {
    await bare.close();
    await pool.end();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
