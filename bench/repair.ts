// Repair and returns at scale (issue 36): one enterprise (the demo's 示例科技) with 20,000 repair orders of its
// customer products (completed or cancelled, three log lines each) and 5,000 return and exchange orders, generated
// in PostgreSQL itself in its own database, `bench_repair` by default. Measured through the real API (session,
// roles, tenancy, row security), medians of 200 requests after a warm-up, each figure side by side with a baseline
// in the same run — the repair settings read (the same session, role and tenancy path, one row) — and given as
// its ratio to it, so a busy machine moves both:
//   - the repair list page (20 rows, customer and product names) and its count, as the receiving desk;
//   - a repair order's detail (product, warranty, parts used, log, return visits), with permission 18001;
//   - the phone's scan (维修扫码: a serial read to the product's open order, the product locked);
//   - the return and exchange list page (20 rows) and its count;
//   - the download-free half of 财务对账 › 其他收款 filtered to 维修单 (the fees finance reconciles).
// Run: node --import tsx bench/repair.ts [--fresh]   (BENCH_REPAIR_URL to use another database)
import pg from 'pg';
import { demoEnterpriseId, listenInProcess, loadAverage, medianTime, openBenchDatabase, printTable, progressLogger, saveResult, signIn } from './lib';

const BENCH_URL = process.env.BENCH_REPAIR_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_repair';
const ORDERS = 20_000;
const RETURNS = 5_000;
const REQUESTS = 200;
const WARM_UP = 30;

const step = progressLogger();

/** Generates the repair orders (their logs and fee collections) and return orders unless present; answers repair ids to open. */
async function generate(client: pg.Client): Promise<number[]> {
  const ep = await demoEnterpriseId(client);
  const present = await client.query(`SELECT id FROM repair_orders WHERE enterprise_id = $1 AND fault LIKE '基准故障%' ORDER BY id`, [ep]);
  if (present.rows.length >= ORDERS) {
    step(`data set present: ${present.rows.length} repair orders`);
    return present.rows.map((r) => Number(r.id));
  }
  const userId = async (name: string) => Number((await client.query(`SELECT id FROM users WHERE enterprise_id = $1 AND name = $2`, [ep, name])).rows[0].id);
  const [desk, engineer] = [await userId('孙接待'), await userId('张师傅')];
  step(`${ORDERS} repair orders with 3 log lines each, a fee collection for each paid one, ${RETURNS} return orders`);
  // Nine in ten completed (a third of those paid), one in ten cancelled; out of warranty every other one.
  await client.query(
    `INSERT INTO repair_orders (enterprise_id, state, source, customer_id, customer_product_id, in_warranty, fault, accessories,
       labor_fee, parts_amount, signed_in_at, signed_in_by, repairer_id, completed_at, pay_mode, paid_at, paid_by, created_by, created_at)
     SELECT $1, CASE WHEN g % 10 = 0 THEN 3 ELSE 2 END, 1 + g % 2, cp.customer_id, cp.id, g % 2 = 0, '基准故障' || g, '电源线',
       CASE WHEN g % 2 = 0 THEN 0 ELSE 80 END, (g % 7) * 15, now() - (g || ' minutes')::interval, $2, $3,
       CASE WHEN g % 10 = 0 THEN NULL ELSE now() - (g || ' minutes')::interval + interval '2 hours' END,
       CASE WHEN g % 6 = 1 THEN 3 END, CASE WHEN g % 6 = 1 THEN now() - (g || ' minutes')::interval + interval '3 hours' END,
       CASE WHEN g % 6 = 1 THEN $2::bigint END, $2, now() - (g || ' minutes')::interval
     FROM generate_series(1, ${ORDERS}) g,
       LATERAL (SELECT id, customer_id FROM customer_products WHERE enterprise_id = $1 AND customer_id IS NOT NULL ORDER BY id OFFSET g % 10 LIMIT 1) cp`,
    [ep, desk, engineer],
  );
  await client.query(
    `INSERT INTO repair_logs (enterprise_id, repair_order_id, action, content, user_id, created_at)
     SELECT $1, r.id, a.action, a.content, $2, r.created_at + a.after
     FROM repair_orders r, (VALUES ('创建', '扫码签收，创建维修单', interval '0'), ('受理', '待确认 → 处理中', interval '1 hour'), ('完工', '处理中 → 已完成', interval '2 hours')) a(action, content, after)
     WHERE r.enterprise_id = $1 AND r.fault LIKE '基准故障%'`,
    [ep, desk],
  );
  await client.query(
    `INSERT INTO finance_source_collections (enterprise_id, source, source_id, source_no, customer_id, mode, amount, user_id, collected_at)
     SELECT $1, 2, r.id, 'WX' || lpad(r.id::text, 8, '0'), r.customer_id, r.pay_mode, r.labor_fee + r.parts_amount, r.paid_by, r.paid_at
     FROM repair_orders r WHERE r.enterprise_id = $1 AND r.fault LIKE '基准故障%' AND r.paid_at IS NOT NULL
     ON CONFLICT DO NOTHING`,
    [ep],
  );
  // Decided return and exchange orders (none waiting: one may wait per product).
  await client.query(
    `INSERT INTO return_change_orders (enterprise_id, type, state, source, customer_id, customer_product_id, reason, approved_by, approved_at, created_by, created_at)
     SELECT $1, 1 + g % 2, CASE WHEN g % 3 = 0 THEN 1 ELSE 2 END, 1, cp.customer_id, cp.id, '基准退换' || g, $2, now() - (g || ' minutes')::interval, $2, now() - (g || ' minutes')::interval
     FROM generate_series(1, ${RETURNS}) g,
       LATERAL (SELECT id, customer_id FROM customer_products WHERE enterprise_id = $1 AND customer_id IS NOT NULL ORDER BY id OFFSET g % 10 LIMIT 1) cp`,
    [ep, desk],
  );
  await client.query('ANALYZE');
  return (await client.query(`SELECT id FROM repair_orders WHERE enterprise_id = $1 AND fault LIKE '基准故障%' ORDER BY id`, [ep])).rows.map((r) => Number(r.id));
}

/** A serial of a product with an open repair order (the demo's bench has some), for the phone's scan. */
async function openSerial(client: pg.Client): Promise<string> {
  const ep = await demoEnterpriseId(client);
  const { rows } = await client.query(
    `SELECT cp.serial_number FROM repair_orders r JOIN customer_products cp ON cp.id = r.customer_product_id
     WHERE r.enterprise_id = $1 AND r.state IN (0, 1, 4) AND cp.serial_number <> '' ORDER BY r.id LIMIT 1`,
    [ep],
  );
  if (!rows[0]) throw new Error('the demo has no open repair order to scan');
  return rows[0].serial_number as string;
}

async function main() {
  const { database, client } = await openBenchDatabase(BENCH_URL);
  const ids = await generate(client);
  const serial = await openSerial(client);

  const { app, origin } = await listenInProcess(database, 'repair');
  const [desk, engineer, finance] = [await signIn(origin, '13800000006'), await signIn(origin, '13800000003'), await signIn(origin, '13800000008')];
  // A write carries the session's csrf token, as the app's own calls do.
  const tokens = new Map<string, string>();
  for (const cookie of [desk, engineer, finance]) tokens.set(cookie, (await (await fetch(`${origin}/api/v2/sessionUser/info`, { headers: { cookie } })).json()).data.csrfToken as string);
  const call = async (cookie: string, url: string, body?: object) => {
    const res = await fetch(
      `${origin}/api${url}`,
      body === undefined ? { headers: { cookie } } : { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ ...body, ctoken: tokens.get(cookie) }) },
    );
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const timed = (run: (i: number) => Promise<unknown>) => medianTime(run, { rounds: REQUESTS, warmUp: WARM_UP });

  step('figures, each beside the baseline (the settings read)');
  const before = loadAverage();
  const measures: [string, (i: number) => Promise<unknown>][] = [
    ['repair list page (20 rows), desk', (i) => call(desk, `/v2/repair/order/list?pageIndex=${i % 50}&pageSize=20`)],
    ['repair count, desk', () => call(desk, '/v2/repair/order/count')],
    ['repair count by state 已完成, desk', () => call(desk, '/v2/repair/order/count?state=2')],
    ['repair detail (18001), desk', (i) => call(desk, `/v2/repair/order/detail?id=${ids[(i * 37) % ids.length]}`)],
    ['phone scan to the open order, engineer', () => call(engineer, '/v2/repair/order/scanFind', { code: serial })],
    ['return and exchange list page (20 rows)', (i) => call(desk, `/v2/repair/returnChange/list?pageIndex=${i % 50}&pageSize=20`)],
    ['return and exchange count', () => call(desk, '/v2/repair/returnChange/count')],
    ['其他收款 page of 维修单 (20 rows), finance', (i) => call(finance, `/v2/collection/list?source=2&pageIndex=${i % 50}&pageSize=20`)],
  ];
  const rows: Record<string, string>[] = [];
  for (const [measure, run] of measures) {
    // Side by side: the baseline's median right before the figure's, so both meet the same load.
    const baseline = await timed(() => call(desk, '/v2/repair/settings'));
    const figure = await timed(run);
    rows.push({ measure, median_ms: figure.toFixed(2), baseline_ms: baseline.toFixed(2), ratio: (figure / baseline).toFixed(2) });
  }
  printTable(rows);
  const load = `${before} → ${loadAverage()}`;
  console.log(`data: ${ids.length} repair orders (3 log lines each), ${RETURNS} return orders; load average ${load}`);
  saveResult('repair', { rows, load });
  await app.close();
  await client.end();
}

await main();
