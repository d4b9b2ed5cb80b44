// The finance data set (PostgreSQL, its own database `bench_finance`, so bench_orders stays as the order
// benchmarks left it): the demo enterprise grows to the size — 2,000 more staff in 100 service
// groups with leaders, and 1,000,000 completed orders over the last 365 days (a third with a payment
// item line of a money item), every order completed before this month reconciled, and three commission
// rules (rate of the order amount changed in the middle of last month, rate of a fee item, fixed per order).
// Generated in PostgreSQL itself (generate_series); the orders' secondary indexes are dropped for the load
// and built again. Run alone: node --import tsx bench/finance-data.ts [--fresh]
import pg from 'pg';
import { openDatabase } from '@server/db/database';
import { seedDemoIfEmpty } from '@server/db/seed/demo';
import { ensureDatabase, progressLogger } from './lib';

export const FINANCE_BENCH_URL = process.env.BENCH_FINANCE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_finance';
export const COMPLETED_ORDERS = 1_000_000;
export const STAFF = 2_000;
const GROUPS = 100;

const step = progressLogger();


/** Ensures the data set (generating it when the demo enterprise has fewer completed orders); returns the demo enterprise's id. */
export async function ensureFinanceDataSet({ fresh = false } = {}): Promise<number> {
  await ensureDatabase(FINANCE_BENCH_URL, fresh);
  const database = await openDatabase({ url: FINANCE_BENCH_URL, poolSize: 2 });
  await seedDemoIfEmpty(database);
  await database.close();
  const client = new pg.Client({ connectionString: FINANCE_BENCH_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(`SELECT id FROM enterprises WHERE name = '示例科技有限公司'`);
    const demo = Number(rows[0].id);
    const { rows: n } = await client.query<{ n: string }>('SELECT count(*) AS n FROM orders WHERE enterprise_id = $1 AND state = 5', [demo]);
    if (Number(n[0].n) < COMPLETED_ORDERS) await generate(client, demo);
    else step(`data set present: ${n[0].n} completed orders`);
    return demo;
  } finally {
    await client.end();
  }
}

async function generate(client: pg.Client, demo: number): Promise<void> {
  await client.query(`SET maintenance_work_mem = '512MB'; SET work_mem = '256MB'; SET synchronous_commit = off`);
  step(`adding ${STAFF} staff in ${GROUPS} service groups`);
  await client.query(`DELETE FROM users WHERE enterprise_id = $1 AND name LIKE '压测员工%'`, [demo]);
  await client.query(`DELETE FROM service_groups WHERE enterprise_id = $1 AND name LIKE '压测组%'`, [demo]);
  await client.query(
    `INSERT INTO users (enterprise_id, name, phone, roles, "current_role", status)
     SELECT $1, '压测员工' || g, '137' || lpad(g::text, 8, '0'), '{3}', 3, 1 FROM generate_series(1, ${STAFF}) g`,
    [demo],
  );
  await client.query(`
    DROP TABLE IF EXISTS bench_staff;
    CREATE TABLE bench_staff AS SELECT (row_number() OVER (ORDER BY id) - 1)::int AS idx, id AS user_id FROM users WHERE enterprise_id = ${demo} AND name LIKE '压测员工%';
    CREATE UNIQUE INDEX ON bench_staff (idx);`);
  await client.query(`
    INSERT INTO service_groups (enterprise_id, name, leader_user_id)
    SELECT ${demo}, '压测组' || g, s.user_id FROM generate_series(0, ${GROUPS - 1}) g JOIN bench_staff s ON s.idx = g * ${STAFF / GROUPS}`);
  await client.query(`
    DROP TABLE IF EXISTS bench_groups;
    CREATE TABLE bench_groups AS SELECT (row_number() OVER (ORDER BY id) - 1)::int AS idx, id AS group_id FROM service_groups WHERE enterprise_id = ${demo} AND name LIKE '压测组%';`);

  step('dropping the secondary indexes of orders and order_fee_items for the load');
  await client.query(`
    CREATE TABLE IF NOT EXISTS bench_index_defs (name text PRIMARY KEY, def text NOT NULL);
    INSERT INTO bench_index_defs SELECT indexname, indexdef FROM pg_indexes
    WHERE tablename IN ('orders', 'order_fee_items') AND indexname NOT LIKE '%_pkey' ON CONFLICT DO NOTHING`);
  const { rows: indexes } = await client.query<{ name: string; def: string }>('SELECT name, def FROM bench_index_defs');
  for (const i of indexes) await client.query(`DROP INDEX IF EXISTS ${i.name}`);

  step(`generating ${COMPLETED_ORDERS.toLocaleString()} completed orders`);
  // The fee-item rule needs a money item (the demo may have none).
  await client.query(`INSERT INTO money_items (enterprise_id, name) SELECT $1, '压测材料费' WHERE NOT EXISTS (SELECT 1 FROM money_items WHERE enterprise_id = $1)`, [demo]);
  const { rows: refs } = await client.query<{ type: string; item: string | null; money: string | null; customer: string | null; next: string }>(
    `SELECT (SELECT min(id) FROM order_types WHERE enterprise_id = $1 AND kind = 'external') AS type,
            (SELECT min(id) FROM service_items WHERE enterprise_id = $1) AS item,
            (SELECT min(id) FROM money_items WHERE enterprise_id = $1) AS money,
            (SELECT min(id) FROM customers WHERE enterprise_id = $1) AS customer,
            (SELECT coalesce(max(id), 0) FROM orders) AS next`,
    [demo],
  );
  const { type, item, money, customer, next } = refs[0];
  // Fee item line of every third order: (1 + id % 3) × (id % 200 + 0.5) yuan, and items_amount to match.
  await client.query(`
    INSERT INTO orders (id, enterprise_id, order_no, title, template_id, kind, state, customer_id, custom_name, approvals,
      service_item_id, owner_id, collaborator_ids, creator_id, service_group_id, service_amount, items_amount, discount_amount,
      created_at, completed_at, service_done_at, version, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT x.id, ${demo}, 'CW' || lpad(x.id::text, 9, '0'), '压测工单', ${type}, 'external', 5, ${customer ?? 0}, '压测客户', '{}',
      CASE WHEN x.id % 4 = 0 THEN ${item ?? 'NULL'} END,
      ow.user_id, CASE WHEN x.id % 5 = 0 THEN ARRAY[co.user_id] ELSE '{}'::bigint[] END, ow.user_id, gr.group_id,
      (x.h % 200000) / 100.0,
      CASE WHEN x.id % 3 = 0 THEN (1 + x.id % 3) * (x.id % 200 + 0.5) ELSE 0 END,
      CASE WHEN x.id % 10 = 0 THEN 5 ELSE 0 END,
      x.done - interval '1 day', x.done, x.done, 6, x.done
    FROM (
      SELECT ${next} + g AS id, (random() * 1e9)::bigint AS h, now() - make_interval(secs => random() * 365 * 86400) AS done
      FROM generate_series(1, ${COMPLETED_ORDERS}) g
    ) x
    JOIN bench_staff ow ON ow.idx = x.h % ${STAFF}
    JOIN bench_staff co ON co.idx = (x.h / 7) % ${STAFF}
    JOIN bench_groups gr ON gr.idx = (x.h % ${STAFF}) / ${STAFF / GROUPS}`);
  await client.query(`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))`);
  await client.query(`
    INSERT INTO order_fee_items (enterprise_id, order_id, money_item_id, name, item_type, quantity, price)
    SELECT ${demo}, id, ${money ?? 'NULL'}, '材料费', 1, 1 + id % 3, id % 200 + 0.5 FROM orders WHERE enterprise_id = ${demo} AND order_no LIKE 'CW%' AND id % 3 = 0`);

  step('reconciling every order completed before this month');
  await client.query(`
    INSERT INTO finance_reconciliations (enterprise_id, order_id, state, reconciled_at)
    SELECT ${demo}, id, 1, completed_at + interval '2 days' FROM orders
     WHERE enterprise_id = ${demo} AND state = 5 AND completed_at < date_trunc('month', now())
    ON CONFLICT (enterprise_id, order_id) DO UPDATE SET state = 1`);

  step('commission rules: order amount 5 % (changed to 6 % in the middle of last month), fee item 10 %, 5.00 per order');
  await client.query(`DELETE FROM finance_commission_rules WHERE enterprise_id = $1`, [demo]);
  const mid = `date_trunc('month', now()) - interval '15 days'`;
  await client.query(`
    INSERT INTO finance_commission_rules (enterprise_id, rule_key, name, base, method, rate_bp, amount_fen, money_item_id, owner_bp, collaborators_bp, leader_bp, order_type_ids, valid_from, valid_to)
    VALUES (${demo}, 1, '压测·工单金额', 1, 1, 500, 0, NULL, 7000, 2000, 1000, ARRAY[${type}]::bigint[], '2000-01-01', ${mid}),
           (${demo}, 1, '压测·工单金额', 1, 1, 600, 0, NULL, 7000, 2000, 1000, ARRAY[${type}]::bigint[], ${mid}, NULL),
           (${demo}, 2, '压测·材料费', 2, 1, 1000, 0, ${money ?? 'NULL'}, 10000, 0, 0, ARRAY[${type}]::bigint[], '2000-01-01', NULL),
           (${demo}, 3, '压测·每单', 3, 2, 0, 500, NULL, 6000, 2500, 1500, ARRAY[${type}]::bigint[], '2000-01-01', NULL)`);
  // A rule's key is the id of its first version (moved out of the way first: the open version's key is unique).
  await client.query(`UPDATE finance_commission_rules SET rule_key = rule_key + 1000000000 WHERE enterprise_id = ${demo}`);
  await client.query(`UPDATE finance_commission_rules SET rule_key = k.id FROM (SELECT rule_key, min(id) AS id FROM finance_commission_rules WHERE enterprise_id = ${demo} GROUP BY rule_key) k
    WHERE finance_commission_rules.enterprise_id = ${demo} AND finance_commission_rules.rule_key = k.rule_key`);

  step(`building ${indexes.length} indexes again`);
  for (const i of indexes) await client.query(i.def);
  step('vacuum analyze');
  for (const table of ['orders', 'order_fee_items', 'finance_reconciliations', 'finance_commission_rules', 'users', 'service_groups']) await client.query(`VACUUM ANALYZE ${table}`);
  await client.query('DROP TABLE bench_staff; DROP TABLE bench_groups');
  step('done');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureFinanceDataSet({ fresh: process.argv.includes('--fresh') })
    .then((id) => console.log(`demo enterprise: ${id}`))
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
