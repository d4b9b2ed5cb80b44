// Finance at scale, on the million-order data set of bench/orders-data.ts (PostgreSQL). The issue's
// figures: a month's settlement for everyone under 10 s, and the reconciliation list page under 30 ms
// median. The data set's largest tenant is the demo enterprise (100,000 orders, not the issue's
// 1,000,000 in one tenant): the figures printed are for that tenant, with its order count beside them.
// The run marks every completed order of the busiest completion month reconciled and adds a rule of
// the default order type (in force since 2000), then times, through the API as 吴财务 (finance):
//   - GET /v2/reconcile/list (page of 20, newest completion first; unfiltered and state=0): median;
//   - GET /v2/settlement/personal/list for that month (the live computation every settle runs): wall time.
// Run: node --import tsx bench/finance.ts   (BENCH_ORDERS_URL to use another database)
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/database';
import { median, printTable, saveResult, signIn } from './lib';
import { BENCH_URL, ensureOrdersDataSet } from './orders-data';

const ROUNDS = 100;
const WARM_UP = 20;
const FINANCE = '13800000008';

async function timed(run: () => Promise<unknown>, rounds = ROUNDS, warmUp = WARM_UP): Promise<number> {
  for (let i = 0; i < warmUp; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

async function main() {
  const [demo] = await ensureOrdersDataSet();
  const pool = new pg.Pool({ connectionString: BENCH_URL, max: 4 });
  const database = await openDatabase({ url: BENCH_URL, poolSize: 10 });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fsm-bench-finance-'));
  const app = await buildApp({
    database,
    logger: false,
    runWorker: false,
    config: { dataDir, hotline: '400-800-6688', appDownloadUrl: 'https://app.example.invalid/fsm', paymentUrl: 'https://pay.example.invalid/fsm' },
  });
  try {
    const { rows: busiest } = await pool.query<{ month: string; n: string }>(
      `SELECT to_char(completed_at, 'YYYY-MM') AS month, count(*) AS n FROM orders
        WHERE enterprise_id = $1 AND state = 5 AND deleted_at IS NULL AND completed_at IS NOT NULL
        GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
      [demo],
    );
    const period = busiest[0].month;
    const { rows: all } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM orders WHERE enterprise_id = $1`, [demo]);
    const reconciled = await pool.query(
      `INSERT INTO finance_reconciliations (enterprise_id, order_id, state, reconciled_at)
       SELECT enterprise_id, id, 1, now() FROM orders
        WHERE enterprise_id = $1 AND state = 5 AND deleted_at IS NULL AND to_char(completed_at, 'YYYY-MM') = $2
       ON CONFLICT (enterprise_id, order_id) DO UPDATE SET state = 1`,
      [demo, period],
    );
    await pool.query(
      `INSERT INTO finance_commission_rules (enterprise_id, rule_key, name, base, method, rate_bp, owner_bp, collaborators_bp, leader_bp, order_type_ids, valid_from)
       SELECT $1, 0, '压测提成', 1, 1, 500, 7000, 2000, 1000, array_agg(id), '2000-01-01' FROM order_types
        WHERE enterprise_id = $1 AND NOT EXISTS (SELECT 1 FROM finance_commission_rules WHERE enterprise_id = $1 AND name = '压测提成')
       HAVING count(*) > 0`,
      [demo],
    );
    await pool.query(`UPDATE finance_commission_rules SET rule_key = id WHERE rule_key = 0`);
    await pool.query('ANALYZE finance_reconciliations');

    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const cookie = await signIn(origin, FINANCE);
    const get = async (url: string) => {
      const res = await fetch(`${origin}/api${url}`, { headers: { cookie } });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body}`);
      return JSON.parse(body);
    };

    const listAll = await timed(() => get('/v2/reconcile/list?pageSize=20'));
    const listOpen = await timed(() => get('/v2/reconcile/list?pageSize=20&state=0'));
    const settle = await timed(() => get(`/v2/settlement/personal/list?period=${period}`), 3, 1);
    const rows = [
      { measure: 'reconcile list, page of 20', median_ms: listAll.toFixed(1), target_ms: 30 },
      { measure: 'reconcile list, state=0', median_ms: listOpen.toFixed(1), target_ms: 30 },
      { measure: `month settlement ${period} (${reconciled.rowCount} reconciled orders)`, median_ms: settle.toFixed(0), target_ms: 10_000 },
    ];
    printTable(rows);
    console.log(`tenant orders: ${all[0].n}`);
    console.log(saveResult('finance', { period, tenantOrders: Number(all[0].n), reconciledOrders: reconciled.rowCount, rows }));
  } finally {
    await app.close();
    await database.close();
    await pool.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
