// The order screens at a million orders (bench/orders-data.ts makes the data set, in PostgreSQL).
// For the largest enterprise (示例科技, 100,000 orders), in one run:
//   - all-orders list (state filter, newest first, page of 20, with its total), one request at a time, in
//     interleaved rounds (the API, the bare route, the direct SQL, their order turning each round): the
//     API's latency against the bare route's (target: at most 1.1x) and against the very same two
//     statements sent straight through node-postgres at once, as the API sends them (reported beside: most
//     of the gap is the HTTP round trip, which the bare route pays too); each figure the median of the
//     rounds' ratios;
//   - its throughput under load from a separate process (autocannon, 20 connections), in alternating pairs
//     of stretches, the API against the bare route (target: at least 0.9x, the median of the pairs' ratios);
//   - the count and the state-tab counts: median under 10 ms (the unfiltered tabs read the trigger-kept
//     counters of migration 0022; the GROUP BY they replace is timed beside them);
//   - customer-name keyword search, page and count: median under 15 ms;
//   - order detail with its timeline: median under 5 ms.
// Each side runs in its own process: the API (bench/servers/api-server.ts, the server's app without the job
// worker) runs its statements as the row-security role fsm_app; the bare route (bench/servers/bare-orders-server.ts)
// and the direct SQL connect as the data set's user, postgres, a superuser that row security skips. A second
// bare route runs the same statements as fsm_app with the enterprise set (ROW_SECURITY=1): API / that route is
// the app's own cost; that route / the first is what row security costs (planning its policies on every statement).
// The API's list route sends its rows' JSON text as PostgreSQL wrote it, where the bare route lets the driver parse
// the rows and Fastify serialise them again, as a plain route does: so API / bare also counts the JSON work the API
// saves. A third bare route passes the text through as the API does (ROWS_AS_TEXT=1): API / that route, in latency
// and throughput, is the cost of the app's own machinery alone (session, role, tenant and plan checks, routing).
// Tables and indexes are read into the OS cache first (pg_prewarm), so the figures are of a warm database.
// Run: node --import tsx bench/orders-speed.ts   (BENCH_ORDERS_URL to use another database)
import pg from 'pg';
import { loadAverage, median, pairedThroughput, printTable, saveResult, signIn, startBenchServer } from './lib';
import { LIST_PARAMS, orderListStatements, orderTabStatement, sendListAndCount, type Statement } from './order-list-statements';
import { BENCH_URL, ensureOrdersDataSet } from './orders-data';

const ROUNDS = Number(process.env.ROUNDS ?? 200);
const WARM_UP = 30;
const LOAD_PAIRS = Number(process.env.LOAD_PAIRS ?? 6);
const LOAD_SECONDS = 4;
const CONNECTIONS = 20;
const KEYWORD = '金鼎物业';

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

/**
 * Rounds in which every side runs once, one request at a time, the order turning each round so none is
 * always first after the others; returns each side's times, round by round.
 */
async function interleaved<K extends string>(sides: Record<K, () => Promise<unknown>>): Promise<Record<K, number[]>> {
  const names = Object.keys(sides) as K[];
  const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<K, number[]>;
  for (let round = -WARM_UP; round < ROUNDS; round++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(k + Math.max(round, 0)) % names.length];
      const start = performance.now();
      await sides[name]();
      if (round >= 0) times[name].push(performance.now() - start);
    }
  }
  return times;
}

async function main() {
  const [largest] = await ensureOrdersDataSet();
  const pool = new pg.Pool({ connectionString: BENCH_URL, max: 10 });
  // The tables and indexes read into the OS cache first, as a running database's working set would be:
  // otherwise the detail of a random order measures the disk (7 to 11 ms medians here) more than the app.
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
  await pool.query(`SELECT sum(pg_prewarm(c.oid, 'read')) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'i')`);
  const api = await startBenchServer('bench/servers/api-server.ts', { DATABASE_URL: BENCH_URL }, '/api/health');
  const bare = await startBenchServer('bench/servers/bare-orders-server.ts', { DATABASE_URL: BENCH_URL, ENTERPRISE_ID: String(largest) }, '/health');
  const bareRls = await startBenchServer('bench/servers/bare-orders-server.ts', { DATABASE_URL: BENCH_URL, ENTERPRISE_ID: String(largest), ROW_SECURITY: '1' }, '/health');
  const bareText = await startBenchServer('bench/servers/bare-orders-server.ts', { DATABASE_URL: BENCH_URL, ENTERPRISE_ID: String(largest), ROWS_AS_TEXT: '1' }, '/health');
  try {
    const cookie = await signIn(api.origin);
    const get = async (url: string) => {
      const res = await fetch(`${api.origin}/api${url}`, { headers: { cookie } });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body}`);
      return JSON.parse(body);
    };
    const bareOf = (origin: string) => async () => {
      const res = await fetch(`${origin}/list`);
      const body = await res.text();
      if (res.status !== 200) throw new Error(`the bare route answered ${res.status}: ${body}`);
      return JSON.parse(body);
    };
    const getBare = bareOf(bare.origin);
    const getBareRls = bareOf(bareRls.origin);
    const getBareText = bareOf(bareText.origin);

    const statements = orderListStatements(pool, largest);
    const keywordStatements = orderListStatements(pool, largest, { customName: KEYWORD, pageSize: '20' });
    const run = (s: Statement) => pool.query({ text: s.sql, values: s.params, rowMode: 'array' });
    const tabStatement = orderTabStatement(pool, largest);

    const listUrl = `/v2/order/getAllOrderList?${new URLSearchParams(LIST_PARAMS)}`;
    const sample = await get(listUrl);
    const total = sample.data.total as number;
    if (sample.data.list.length !== 20) throw new Error('the list page is not full');
    const bareSample = await getBare();
    for (const sampled of [bareSample, await getBareRls(), await getBareText()]) {
      if (sampled.data.total !== total || sampled.data.list.length !== 20) throw new Error('a bare route does not answer the same page and total');
    }

    const ids = (await pool.query<{ id: string }>('SELECT id FROM orders WHERE enterprise_id = $1 ORDER BY random() LIMIT $2', [largest, ROUNDS + WARM_UP])).rows.map((r) => Number(r.id));
    const keywordTotal = (await get(`/v2/order/getAllOrderList?customName=${encodeURIComponent(KEYWORD)}&pageSize=20`)).data.total as number;

    const list = await interleaved({
      api: () => get(listUrl),
      bare: getBare,
      bareRls: getBareRls,
      bareText: getBareText,
      sql: () => sendListAndCount(pool, statements),
    });
    const roundRatios = (a: number[], b: number[]) => a.map((v, i) => v / b[i]);
    const listFigures = {
      api: median(list.api),
      bare: median(list.bare),
      bareRls: median(list.bareRls),
      sql: median(list.sql),
      apiOverBare: median(roundRatios(list.api, list.bare)),
      apiOverBareRls: median(roundRatios(list.api, list.bareRls)),
      bareText: median(list.bareText),
      apiOverBareText: median(roundRatios(list.api, list.bareText)),
      bareRlsOverBare: median(roundRatios(list.bareRls, list.bare)),
      apiOverSql: median(roundRatios(list.api, list.sql)),
      bareOverSql: median(roundRatios(list.bare, list.sql)),
    };
    const figures = {
      countApi: await timed(() => get('/v2/order/getOrderListCount?states=3')),
      countSql: await timed(() => run(statements.count)),
      tabsApi: await timed(() => get('/order/getOrderTab')),
      tabsSql: await timed(() => run(tabStatement)),
      keywordApi: await timed(() => get(`/v2/order/getAllOrderList?customName=${encodeURIComponent(KEYWORD)}&pageSize=20`)),
      keywordSql: await timed(() => sendListAndCount(pool, keywordStatements)),
      detailApi: await timed((i) => get(`/order/orderDetail?id=${ids[i % ids.length]}`)),
    };

    const throughput = await pairedThroughput(
      { url: `${api.origin}/api${listUrl}`, headers: { cookie }, connections: CONNECTIONS },
      { url: `${bare.origin}/list`, connections: CONNECTIONS },
      { pairs: LOAD_PAIRS, seconds: LOAD_SECONDS },
    );
    const throughputText = await pairedThroughput(
      { url: `${api.origin}/api${listUrl}`, headers: { cookie }, connections: CONNECTIONS },
      { url: `${bareText.origin}/list`, connections: CONNECTIONS },
      { pairs: LOAD_PAIRS, seconds: LOAD_SECONDS },
    );
    const load = loadAverage();

    const ms = (v: number) => `${v.toFixed(2)} ms`;
    const ok = (pass: boolean) => (pass ? 'yes' : 'NO');
    const rows = [
      { measure: 'list page 20 + total (state 3): API median', value: ms(listFigures.api), target: '', ok: '' },
      { measure: 'list: bare route (same statements, same HTTP) median', value: ms(listFigures.bare), target: '', ok: '' },
      { measure: 'list: direct SQL (list and count at once) median', value: ms(listFigures.sql), target: '', ok: '' },
      { measure: 'list latency API / bare route, median of rounds', value: listFigures.apiOverBare.toFixed(2), target: '<= 1.1', ok: ok(listFigures.apiOverBare <= 1.1) },
      { measure: 'list: bare route under row security (as fsm_app) median', value: ms(listFigures.bareRls), target: '', ok: '' },
      { measure: 'list latency API / bare route under row security (the app)', value: listFigures.apiOverBareRls.toFixed(2), target: '', ok: '' },
      { measure: 'list latency bare under row security / bare (row security)', value: listFigures.bareRlsOverBare.toFixed(2), target: '', ok: '' },
      { measure: 'list: bare route passing the rows\' text through median', value: ms(listFigures.bareText), target: '', ok: '' },
      { measure: 'list latency API / bare route passing the text (the machinery)', value: listFigures.apiOverBareText.toFixed(2), target: '', ok: '' },
      { measure: 'list latency API / SQL, median of rounds', value: listFigures.apiOverSql.toFixed(2), target: '', ok: '' },
      { measure: 'list latency bare route / SQL (the HTTP round trip)', value: listFigures.bareOverSql.toFixed(2), target: '', ok: '' },
      { measure: `list throughput API (${CONNECTIONS} conn), median stretch`, value: `${Math.round(throughput.a)} req/s`, target: '', ok: '' },
      { measure: 'list throughput bare route, median stretch', value: `${Math.round(throughput.b)} req/s`, target: '', ok: '' },
      { measure: `throughput API / bare, median of ${LOAD_PAIRS} pairs`, value: throughput.ratio.toFixed(2), target: '>= 0.9', ok: ok(throughput.ratio >= 0.9) },
      { measure: 'throughput API / bare, each pair', value: throughput.runs.map((r) => r.ratio.toFixed(2)).join(' '), target: '', ok: '' },
      { measure: `throughput API / bare passing the text (the machinery), median of ${LOAD_PAIRS}`, value: throughputText.ratio.toFixed(2), target: '', ok: '' },
      { measure: 'throughput API / bare passing the text, each pair', value: throughputText.runs.map((r) => r.ratio.toFixed(2)).join(' '), target: '', ok: '' },
      { measure: `count (state 3, ${total} rows): API median`, value: ms(figures.countApi), target: '< 10 ms', ok: ok(figures.countApi < 10) },
      { measure: 'count: direct SQL median', value: ms(figures.countSql), target: '', ok: '' },
      { measure: 'state-tab counts (100,000 rows): API median', value: ms(figures.tabsApi), target: '< 10 ms', ok: ok(figures.tabsApi < 10) },
      { measure: 'state-tab counts: GROUP BY over the rows (the counters replace it)', value: ms(figures.tabsSql), target: '', ok: '' },
      { measure: `keyword "${KEYWORD}" page + count (${keywordTotal} rows): API median`, value: ms(figures.keywordApi), target: '< 15 ms', ok: ok(figures.keywordApi < 15) },
      { measure: 'keyword page + count: direct SQL (at once) median', value: ms(figures.keywordSql), target: '', ok: '' },
      { measure: 'order detail with timeline: API median', value: ms(figures.detailApi), target: '< 5 ms', ok: ok(figures.detailApi < 5) },
    ];
    console.log(
      `orders at a million (enterprise ${largest}; latency ${ROUNDS} interleaved rounds after ${WARM_UP}; throughput ${CONNECTIONS} connections from another process, ` +
        `${LOAD_PAIRS} alternating pairs of ${LOAD_SECONDS} s stretches after 3 s each; API as fsm_app, bare route and SQL as postgres; load ${load})`,
    );
    printTable(rows);
    saveResult('orders-speed', { database: BENCH_URL.replace(/\/\/[^@]*@/, '//'), enterpriseId: largest, loadAverage: load, list: listFigures, figures, throughput, throughputText, stateTotal: total, keywordTotal });
    if (throughput.failures + throughputText.failures > 0) throw new Error('some requests failed during the load');
  } finally {
    await Promise.all([api.stop(), bare.stop(), bareRls.stop(), bareText.stop()]);
    await pool.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
