// Spare parts at scale (issue 18): one enterprise (the demo's 示例科技) with 20,000 parts in 20 types,
// 50 warehouses, 500 staff stocks and 2,000,000 ledger lines, generated in PostgreSQL itself
// (INSERT … SELECT generate_series) in its own database, `bench_parts` by default. Measured through
// the real API (session, permissions, tenancy, row security), medians of 200 rounds after a warm-up:
//   - stock list page (one warehouse, 20 rows, with its total): target under 20 ms;
//   - part stock lookup (one part in every place): target under 20 ms;
//   - a part's ledger page (/stockLog of one part, 20 lines of its 100, with the total);
//   - posting a 50-line movement (an allotment between two warehouses): target under 50 ms;
//   - 20 concurrent claims of the last 7 units: exactly 7 granted, 13 refused, stock 0, never negative.
// The generated stock rows and ledger lines are volume for the indexes, not each other's sum (the
// engine's own tests prove stock = ledger); the 500 staff stocks belong to generated ids, not users.
// Run: node --import tsx bench/spare-parts.ts [--fresh]   (BENCH_PARTS_URL to use another database)
import pg from 'pg';
import { demoEnterpriseId, listenInProcess, openBenchDatabase, medianTime, printTable, progressLogger, saveResult, signIn } from './lib';

const BENCH_URL = process.env.BENCH_PARTS_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_parts';
const PARTS = 20_000;
const WAREHOUSES = 50;
const STAFF = 500;
const LEDGER = 2_000_000;
const ROUNDS = 200;
const WARM_UP = 30;

const step = progressLogger();


/** Generates the data set into the demo enterprise unless its ledger is already that long; answers the enterprise id. */
async function generate(client: pg.Client): Promise<number> {
  const ep = await demoEnterpriseId(client);
  const { rows } = await client.query(`SELECT count(*)::int AS n FROM spare_ledger WHERE enterprise_id = $1`, [ep]);
  if (rows[0].n >= LEDGER) {
    step(`data set present: ${rows[0].n} ledger lines`);
    return ep;
  }
  await client.query(`SET maintenance_work_mem = '512MB'; SET work_mem = '256MB'; SET synchronous_commit = off`);
  step(`${PARTS} parts in 20 types, ${WAREHOUSES} warehouses`);
  await client.query(`INSERT INTO spare_types (enterprise_id, name, sort) SELECT $1, '基准类型' || g, g FROM generate_series(1, 20) g`, [ep]);
  await client.query(
    `INSERT INTO spare_parts (enterprise_id, type_id, code, name, model, unit, price)
     SELECT $1, (SELECT min(id) FROM spare_types WHERE enterprise_id = $1 AND name LIKE '基准类型%') + g % 20,
       'BJ' || lpad(g::text, 6, '0'), '基准备件' || g, 'M-' || (g % 300), '个', (g % 500) + 0.5
     FROM generate_series(1, ${PARTS}) g`,
    [ep],
  );
  await client.query(
    `INSERT INTO spare_warehouses (enterprise_id, name, kind, keeper_ids) SELECT $1, '基准仓' || g, 2, '{}' FROM generate_series(1, ${WAREHOUSES}) g`,
    [ep],
  );
  step('stock rows: each part in 10 warehouses, 20 parts in each of 500 staff stocks');
  await client.query(
    `INSERT INTO spare_stocks (enterprise_id, part_id, loc_kind, loc_id, qty, min_qty)
     SELECT $1, p.id, 1, w.id, 5 + (p.id + w.id) % 200, CASE WHEN p.id % 7 = 0 THEN 10 END
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM spare_parts WHERE enterprise_id = $1 AND name LIKE '基准备件%') p
     JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM spare_warehouses WHERE enterprise_id = $1 AND name LIKE '基准仓%') w
       ON (p.n + w.k) % 5 = 0
     ON CONFLICT DO NOTHING`,
    [ep],
  );
  await client.query(
    `INSERT INTO spare_stocks (enterprise_id, part_id, loc_kind, loc_id, qty)
     SELECT $1, p.id, 2, 1000000000 + s, 1 + s % 9
     FROM generate_series(1, ${STAFF}) s
     CROSS JOIN LATERAL (SELECT id FROM spare_parts WHERE enterprise_id = $1 AND name LIKE '基准备件%' ORDER BY id OFFSET (s * 37) % ${PARTS - 20} LIMIT 20) p
     ON CONFLICT DO NOTHING`,
    [ep],
  );
  step(`${LEDGER / 10} movements and ${LEDGER} ledger lines`);
  const first = await client.query(`SELECT min(id)::bigint AS p FROM spare_parts WHERE enterprise_id = $1 AND name LIKE '基准备件%'`, [ep]);
  const wh = await client.query(`SELECT min(id)::bigint AS w FROM spare_warehouses WHERE enterprise_id = $1 AND name LIKE '基准仓%'`, [ep]);
  const [p0, w0] = [Number(first.rows[0].p), Number(wh.rows[0].w)];
  await client.query(
    `INSERT INTO spare_movements (enterprise_id, type, state, warehouse_ids, lines, created_by, created_at)
     SELECT $1, 3 + g % 6, 1, ARRAY[${w0} + g % ${WAREHOUSES}]::bigint[], '[]', 1, now() - (g || ' minutes')::interval FROM generate_series(1, ${LEDGER / 10}) g`,
    [ep],
  );
  const m0 = Number((await client.query(`SELECT min(id)::bigint AS m FROM spare_movements WHERE enterprise_id = $1 AND lines = '[]'`, [ep])).rows[0].m);
  await client.query(
    `INSERT INTO spare_ledger (enterprise_id, movement_id, type, part_id, from_kind, from_id, to_kind, to_id, qty, price, user_id, created_at)
     SELECT $1, ${m0} + g / 10, 5, ${p0} + g % ${PARTS}, 1, ${w0} + g % ${WAREHOUSES}, 1, ${w0} + (g + 1) % ${WAREHOUSES}, 1 + g % 5, 10, 1,
       now() - (g || ' seconds')::interval
     FROM generate_series(0, ${LEDGER - 1}) g`,
    [ep],
  );
  step('VACUUM ANALYZE');
  await client.query('VACUUM ANALYZE spare_parts, spare_stocks, spare_ledger, spare_movements, spare_warehouses');
  return ep;
}

const timed = (run: (i: number) => Promise<unknown>, rounds = ROUNDS) => medianTime(run, { rounds, warmUp: WARM_UP });

async function main() {
  const { database, client } = await openBenchDatabase(BENCH_URL);
  const ep = await generate(client);
  const warehouses = (await client.query(`SELECT id FROM spare_warehouses WHERE enterprise_id = $1 AND name LIKE '基准仓%' ORDER BY id`, [ep])).rows.map((r) => Number(r.id));
  const parts = (await client.query(`SELECT id FROM spare_parts WHERE enterprise_id = $1 AND name LIKE '基准备件%' ORDER BY id`, [ep])).rows.map((r) => Number(r.id));
  const adminId = Number((await client.query(`SELECT id FROM users WHERE enterprise_id = $1 AND name = '王管理'`, [ep])).rows[0].id);

  const { app, origin } = await listenInProcess(database, 'parts');
  const cookie = await signIn(origin);
  const ctoken = (await (await fetch(`${origin}/api/v2/sessionUser/info`, { headers: { cookie } })).json()).data.csrfToken as string;
  const get = async (url: string) => {
    const res = await fetch(`${origin}/api${url}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const post = (url: string, body: object) =>
    fetch(`${origin}/api${url}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ ...body, ctoken }) });

  step('measuring');
  const stockList = await timed((i) => get(`/v2/spare/stock/list?warehouseId=${warehouses[i % WAREHOUSES]}&pageIndex=${i % 50}&pageSize=20`));
  const partStock = await timed((i) => get(`/v2/spare/stock/list?partId=${parts[(i * 97) % PARTS]}&pageSize=20`));
  const partLedger = await timed((i) => get(`/v2/spare/ledger/list?partId=${parts[(i * 89) % PARTS]}&pageSize=20`));
  // An allotment of 50 parts, back and forth between two warehouses that both hold them (stocked first).
  const fifty = parts.slice(0, 50);
  const [a, b] = [warehouses[0], warehouses[1]];
  const stockIn = await post('/v2/spare/operation/post', { type: 3, to: { kind: 1, id: a }, lines: fifty.map((partId) => ({ partId, qty: 10_000 })) });
  if (stockIn.status !== 200) throw new Error(await stockIn.text());
  const posting = await timed(async (i) => {
    const [from, to] = i % 2 ? [b, a] : [a, b];
    const res = await post('/v2/spare/operation/post', { type: 5, from: { kind: 1, id: from }, to: { kind: 1, id: to }, lines: fifty.map((partId) => ({ partId, qty: 1 })) });
    if (res.status !== 200) throw new Error(await res.text());
  }, 100);
  // 20 concurrent claims of the last 7 units of one part in one warehouse.
  const part = parts[PARTS - 1];
  const wh = warehouses[WAREHOUSES - 1];
  const have = Number((await client.query(`SELECT coalesce((SELECT qty FROM spare_stocks WHERE enterprise_id = $1 AND part_id = $2 AND loc_kind = 1 AND loc_id = $3), 0) AS q`, [ep, part, wh])).rows[0].q);
  if (have > 0) await post('/v2/spare/operation/post', { type: 4, from: { kind: 1, id: wh }, lines: [{ partId: part, qty: have }] });
  await post('/v2/spare/operation/post', { type: 3, to: { kind: 1, id: wh }, lines: [{ partId: part, qty: 7 }] });
  const started = performance.now();
  const claims = await Promise.all(
    Array.from({ length: 20 }, () => post('/v2/spare/operation/post', { type: 7, from: { kind: 1, id: wh }, to: { kind: 2, id: adminId }, lines: [{ partId: part, qty: 1 }] })),
  );
  const claimMs = performance.now() - started;
  const granted = claims.filter((c) => c.status === 200).length;
  const refused = claims.filter((c) => c.status === 409).length;
  const left = (await client.query(`SELECT qty FROM spare_stocks WHERE enterprise_id = $1 AND part_id = $2 AND loc_kind = 1 AND loc_id = $3`, [ep, part, wh])).rows[0].qty;
  const counts = (await client.query(`SELECT (SELECT count(*) FROM spare_parts WHERE enterprise_id = $1)::int AS parts, (SELECT count(*) FROM spare_ledger WHERE enterprise_id = $1)::int AS ledger, (SELECT count(*) FROM spare_stocks WHERE enterprise_id = $1)::int AS stocks`, [ep])).rows[0];

  const rows = [
    { measure: 'stock list page (one warehouse, 20 rows + total)', median_ms: stockList.toFixed(2), target: '< 20' },
    { measure: 'part stock lookup (one part, every place)', median_ms: partStock.toFixed(2), target: '< 20' },
    { measure: "a part's ledger page (20 lines + total)", median_ms: partLedger.toFixed(2), target: '—' },
    { measure: 'posting a 50-line allotment', median_ms: posting.toFixed(2), target: '< 50' },
    { measure: `20 concurrent last-unit claims (7 in stock): ${granted} granted, ${refused} refused, ${left} left`, median_ms: claimMs.toFixed(2), target: 'exactly 7' },
  ];
  printTable(rows);
  console.log(`data: ${counts.parts} parts, ${warehouses.length} generated warehouses, ${counts.stocks} stock rows, ${counts.ledger} ledger lines`);
  saveResult('spare-parts', { rows, counts });
  await app.close();
  await client.end();
  if (granted !== 7 || refused !== 13 || Number(left) !== 0) process.exitCode = 1;
}

await main();
