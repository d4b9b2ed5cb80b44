// Maintenance at scale (issue 35): one enterprise (the demo's 示例科技) with 10,000 executing contracts
// of a year, each with a weekly plan of 20 visits (200,000 plan occurrences), generated in PostgreSQL
// itself in its own database, `bench_maint` by default. Measured side by side:
//   - the nightly task generation for one business day (fixed: 2031-03-01, seven days ahead): median of
//     5 rounds, the day's tasks deleted and the plans reset between rounds; target under 5 s;
//   - the same run again on the same day: makes nothing (idempotent), and its time;
//   - the task list page through the real API (session, roles, tenancy, row security), 20 rows, and
//     its count: medians of 200 requests after a warm-up; target under 20 ms.
// Run: node --import tsx bench/maintenance.ts [--fresh]   (BENCH_MAINT_URL to use another database)
import pg from 'pg';
import { generateAllTasks } from '@server/modules/maintenance/maintenance.public';
import { demoEnterpriseId, listenInProcess, openBenchDatabase, median, medianTime, printTable, progressLogger, saveResult, signIn } from './lib';

const BENCH_URL = process.env.BENCH_MAINT_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_maint';
const CONTRACTS = 10_000;
const VISITS = 20;
const DAY = '2031-03-01';
const ROUNDS = 5;
const REQUESTS = 200;
const WARM_UP = 30;

const step = progressLogger();

/** Generates the contracts, their products and weekly plans unless present; answers the enterprise id. */
async function generate(client: pg.Client): Promise<number> {
  const ep = await demoEnterpriseId(client);
  const { rows } = await client.query(`SELECT count(*)::int AS n FROM maintenance_plans WHERE enterprise_id = $1 AND name LIKE '基准计划%'`, [ep]);
  if (rows[0].n >= CONTRACTS) {
    step(`data set present: ${rows[0].n} plans`);
    return ep;
  }
  const admin = Number((await client.query(`SELECT id FROM users WHERE enterprise_id = $1 AND name = '王管理'`, [ep])).rows[0].id);
  const type = Number((await client.query(`SELECT id FROM order_types WHERE enterprise_id = $1 AND name = '默认工单'`, [ep])).rows[0].id);
  step(`${CONTRACTS} contracts with a customer product each, and a weekly plan of ${VISITS} visits each`);
  await client.query(
    `INSERT INTO maintenance_contracts (enterprise_id, name, customer_id, start_date, end_date, amount, status, created_by)
     SELECT $1, '基准合同' || g, c.ids[1 + g % array_length(c.ids, 1)], '2031-01-01', '2031-12-31', 1000 + g, 2, $2
     FROM generate_series(1, ${CONTRACTS}) g,
       (SELECT array_agg(id ORDER BY id) AS ids FROM customers WHERE enterprise_id = $1 AND deleted_at IS NULL) c`,
    [ep, admin],
  );
  await client.query(
    `INSERT INTO maintenance_contract_products (enterprise_id, contract_id, customer_product_id)
     SELECT $1, mc.id, cp.id FROM maintenance_contracts mc
     JOIN LATERAL (SELECT id FROM customer_products WHERE enterprise_id = $1 AND customer_id = mc.customer_id ORDER BY id LIMIT 1) cp ON true
     WHERE mc.enterprise_id = $1 AND mc.name LIKE '基准合同%'`,
    [ep],
  );
  await client.query(
    `INSERT INTO maintenance_plans (enterprise_id, contract_id, name, template_id, mode, cycle_unit, cycle_every, visits, start_date, end_date, ahead_days, created_by)
     SELECT $1, mc.id, '基准计划' || mc.id, $2, 1, 2, 1, 1, '2031-01-01'::date + (mc.id % 7)::int, '2031-01-01'::date + (mc.id % 7)::int + ${7 * (VISITS - 1)}, 7, $3
     FROM maintenance_contracts mc WHERE mc.enterprise_id = $1 AND mc.name LIKE '基准合同%'`,
    [ep, type, admin],
  );
  await client.query(
    `INSERT INTO maintenance_plan_products (enterprise_id, plan_id, customer_product_id)
     SELECT $1, p.id, cp.customer_product_id FROM maintenance_plans p JOIN maintenance_contract_products cp ON cp.contract_id = p.contract_id
     WHERE p.enterprise_id = $1 AND p.name LIKE '基准计划%'`,
    [ep],
  );
  await client.query('ANALYZE');
  return ep;
}

/** Forgets the generated day, so the next round makes it again. */
async function reset(client: pg.Client, ep: number): Promise<void> {
  await client.query(`DELETE FROM maintenance_tasks WHERE enterprise_id = $1 AND plan_id IN (SELECT id FROM maintenance_plans WHERE enterprise_id = $1 AND name LIKE '基准计划%')`, [ep]);
  await client.query(`UPDATE maintenance_plans SET generated_through = NULL WHERE enterprise_id = $1 AND name LIKE '基准计划%'`, [ep]);
}

async function main() {
  const { database, client } = await openBenchDatabase(BENCH_URL);
  const ep = await generate(client);

  step(`nightly generation for ${DAY}, ${ROUNDS} rounds`);
  const runs: number[] = [];
  let made = 0;
  for (let i = 0; i < ROUNDS; i++) {
    await reset(client, ep);
    const start = performance.now();
    made = await generateAllTasks(database, DAY);
    runs.push(performance.now() - start);
  }
  const againStart = performance.now();
  const again = await generateAllTasks(database, DAY);
  const againMs = performance.now() - againStart;
  // What autovacuum would have done after a night's inserts.
  await client.query('ANALYZE maintenance_tasks');

  const { app, origin } = await listenInProcess(database, 'maint');
  const cookie = await signIn(origin);
  const get = async (url: string) => {
    const res = await fetch(`${origin}/api${url}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const timed = (run: (i: number) => Promise<unknown>) => medianTime(run, { rounds: REQUESTS, warmUp: WARM_UP });
  step('task list pages');
  const listPage = await timed((i) => get(`/v2/maintenance/task/list?pageIndex=${i % 50}&pageSize=20`));
  const countMs = await timed(() => get('/v2/maintenance/task/count'));
  const overdue = await timed((i) => get(`/v2/maintenance/task/list?overdue=1&pageIndex=${i % 10}&pageSize=20`));
  const occurrences = Number((await client.query(`SELECT count(*) * ${VISITS} AS n FROM maintenance_plans WHERE enterprise_id = $1 AND name LIKE '基准计划%'`, [ep])).rows[0].n);

  const rows = [
    { measure: `nightly generation for one day (${made} tasks made)`, median_ms: median(runs).toFixed(0), target: '< 5000' },
    { measure: `the same day again (${again} tasks made)`, median_ms: againMs.toFixed(0), target: '0 made' },
    { measure: 'task list page (20 rows)', median_ms: listPage.toFixed(2), target: '< 20' },
    { measure: 'task count', median_ms: countMs.toFixed(2), target: '—' },
    { measure: 'overdue task list page (20 rows)', median_ms: overdue.toFixed(2), target: '< 20' },
  ];
  printTable(rows);
  console.log(`data: ${CONTRACTS} contracts, ${occurrences} plan occurrences`);
  saveResult('maintenance', { rows });
  await app.close();
  await client.end();
  if (again !== 0) process.exitCode = 1;
}

await main();
