// The chart centre and dashboard figures on a data set of bench/orders-data.ts (BENCH_SET: `orders`,
// the 100,000-order enterprises, by default; `million`, the 1,000,000-order enterprise).
// For each large enterprise and a one-year range: the median time of every dashboard block and every
// chart's default query, beside the raw SQL of a full scan of the same orders (one count over the
// enterprise's year) and of finance's collections joined to them. Target of issue 20: under 200 ms
// median each. Days before today come from the day roll-up (built first, then one idle minute tick is
// timed); customer, province and map counts from the place roll-up: see domain/reports/DECISIONS.md.
// Run: BENCH_SET=million node --import tsx bench/reports.ts   (BENCH_ROUNDS, default 7; BENCH_ENTERPRISES, default 2)
import pg from 'pg';
import { BOARD_BLOCKS, CHART_KEYS, CHARTS } from '@domain/reports/reports.constants';
import { ChartQuerySchema, type ReportFilter } from '@domain/reports/reports.schemas';
import { Role } from '@domain/shell/roles';
import { openDatabase } from '@server/db/database';
import { orderSumsBy, ordersInArea } from '@server/modules/orders/read-models/orders-read-models.public';
import { areaCounts, baseFigures, chartData } from '@server/modules/reports/chart-figures';
import { refreshOrderRollup } from '@server/modules/reports/rollup.job';
import { quickRange } from '@domain/common/quick-ranges';
import { orderFilterOf } from '@server/modules/reports/reports.queries';
import { median, printTable, saveResult } from './lib';
import { dataSetOf, ensureOrdersDataSet } from './orders-data';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const TARGET_MS = 200;

async function timed(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

async function main() {
  const set = dataSetOf();
  const enterprises = (await ensureOrdersDataSet({ set })).slice(0, Number(process.env.BENCH_ENTERPRISES ?? 2));
  const database = await openDatabase({ url: set.url, poolSize: 4 });
  const pool = new pg.Pool({ connectionString: set.url, max: 2 });
  // A year of whole China days ending today (today's orders are read live, the days before from the roll-up).
  const { end } = quickRange('today', new Date());
  const start = new Date(quickRange('today', new Date()).start.getTime() - 365 * 86_400_000);
  const built = performance.now();
  const refreshed = await refreshOrderRollup(database, new Date());
  console.log(`roll-up refresh: ${refreshed} (enterprises built or days rebuilt) in ${Math.round(performance.now() - built)} ms`);
  const again = performance.now();
  await refreshOrderRollup(database, new Date());
  const tickMs = Math.round(performance.now() - again);
  console.log(`a minute tick with nothing changed: ${tickMs} ms`);
  const rolledUntil = new Date();
  const rows: Record<string, string | number>[] = [];
  try {
    for (const enterpriseId of enterprises) {
      const viewer = { enterpriseId, userId: 0, role: Role.admin };
      const filter: ReportFilter = { start, end, orderType: [], serviceGroupId: [], staffId: [] };
      const scan = await timed(() =>
        pool.query('SELECT count(*), count(taken_at), sum(extract(epoch from completed_at - created_at)) FROM orders WHERE enterprise_id = $1 AND deleted_at IS NULL AND created_at BETWEEN $2 AND $3', [enterpriseId, start, end]),
      );
      rows.push({ enterprise: enterpriseId, query: 'raw full scan (baseline)', medianMs: scan, target: '-' });
      const collectionsScan = await timed(() =>
        pool.query('SELECT sum(c.amount) FROM finance_item_collections c JOIN orders o ON o.id = c.order_id WHERE c.enterprise_id = $1 AND c.created_at >= $2 AND o.enterprise_id = $1 AND o.deleted_at IS NULL AND o.created_at BETWEEN $2 AND $3', [enterpriseId, start, end]),
      );
      rows.push({ enterprise: enterpriseId, query: 'raw finance collections of those orders (baseline)', medianMs: collectionsScan, target: '-' });
      const run = (name: string, fn: () => Promise<unknown>) => timed(fn).then((ms) => rows.push({ enterprise: enterpriseId, query: name, medianMs: ms, target: ms <= TARGET_MS ? 'ok' : 'OVER' }));
      await run('/databoard/baseinfo', () => database.tenant(enterpriseId, (tx) => baseFigures(tx, viewer, filter, rolledUntil)));
      await run('/databoard/baseinfo without roll-up', () => database.tenant(enterpriseId, (tx) => orderSumsBy(tx, viewer, orderFilterOf(filter), null, { money: true, evaluation: true })));
      await run('/databoard/areaDatas (+ /dataMap)', () => database.tenant(enterpriseId, (tx) => areaCounts(tx, viewer, filter, rolledUntil)));
      for (const [name, b] of Object.entries(BOARD_BLOCKS)) {
        const q = { ...filter, chart: b.chart, dimension: b.dimension };
        await run(`/databoard/${name.toLowerCase()}`, () => database.tenant(enterpriseId, (tx) => chartData(tx, viewer, q, [...b.metrics], rolledUntil)));
      }
      await run('/databoard/areaDatasStreetOrderList (上海市)', () => database.tenant(enterpriseId, (tx) => ordersInArea(tx, viewer, orderFilterOf(filter), '上海市', undefined)));
      const revenue = ChartQuerySchema.parse({ chart: 'revenue', start: start.toISOString(), end: end.toISOString() });
      await run('chart revenue (day) without roll-up', () => database.tenant(enterpriseId, (tx) => chartData(tx, viewer, revenue, undefined, null)));
      await run('/databoard/areaDatas without roll-up', () => database.tenant(enterpriseId, (tx) => areaCounts(tx, viewer, filter, null)));
      for (const key of CHART_KEYS) {
        const q = ChartQuerySchema.parse({ chart: key, start: start.toISOString(), end: end.toISOString() });
        await run(`chart ${key} (${CHARTS[key].dimensions[0]})`, () => database.tenant(enterpriseId, (tx) => chartData(tx, viewer, q, undefined, rolledUntil)));
      }
      // The customer chart's second dimension, and both without the roll-ups (issue 20's missed figures).
      const province = ChartQuerySchema.parse({ chart: 'customer', dimension: 'province', start: start.toISOString(), end: end.toISOString() });
      const customer = ChartQuerySchema.parse({ chart: 'customer', start: start.toISOString(), end: end.toISOString() });
      await run('chart customer (province)', () => database.tenant(enterpriseId, (tx) => chartData(tx, viewer, province, undefined, rolledUntil)));
      await run('chart customer (customer) without roll-up', () => database.tenant(enterpriseId, (tx) => chartData(tx, viewer, customer, undefined, null)));
      await run('chart customer (province) without roll-up', () => database.tenant(enterpriseId, (tx) => chartData(tx, viewer, province, undefined, null)));
      // With a filter the dispatch chart reads the dispatchers' month rows by type, group and owner, not the dispatchers alone.
      const { rows: [{ template_id: templateId }] } = await pool.query('SELECT template_id FROM orders WHERE enterprise_id = $1 AND template_id IS NOT NULL LIMIT 1', [enterpriseId]);
      const dispatchOfType = ChartQuerySchema.parse({ chart: 'dispatch', orderType: String(templateId), start: start.toISOString(), end: end.toISOString() });
      await run('chart dispatch (dispatcher) of one order type', () => database.tenant(enterpriseId, (tx) => chartData(tx, viewer, dispatchOfType, undefined, rolledUntil)));
    }
    printTable(rows);
    saveResult(`reports-${process.env.BENCH_SET ?? 'orders'}`, { rounds: ROUNDS, targetMs: TARGET_MS, tickMs, rows });
  } finally {
    await pool.end();
    await database.close();
  }
}

await main();
