// The order benchmarks' data sets, generated in PostgreSQL itself (generate_series, one INSERT … SELECT
// per table), each in its own database, by one generator and a size list (`OrdersDataSet`):
//   `orders` (bench_orders): 1,000 enterprises, the demo enterprise 示例科技 and four generated ones with
//   100,000 orders each, the other 995 sharing 500,000 on a skewed (Zipf-like) curve;
//   `million` (bench_million): the demo enterprise with 1,000,000 orders, the demo seed's other
//   enterprises sharing 10,000.
// Realistic columns (states, people, customers with Chinese names, addresses, custom field values, time
// nodes), a timeline of 1-6 entries for every order of the large enterprises, and finance's collections
// of payment items (收款) on a third of their completed orders.
// Secondary indexes are dropped during the load and built again afterwards (the migration's own
// definitions), then VACUUM ANALYZE sets the visibility map that index-only counts rely on.
// Run alone: node --import tsx bench/orders-data.ts [--set million] [--fresh]
import pg from 'pg';
import { openDatabase } from '@server/db/database';
import { seedDemoIfEmpty } from '@server/db/seed/demo';
import { ensureDatabase, progressLogger } from './lib';

export interface OrdersDataSet {
  url: string;
  /** Enterprises in all, the demo one included (at least the demo seed's). */
  enterprises: number;
  /** The orders of each large enterprise, in rank order: the demo enterprise first, then generated ones. */
  large: number[];
  /** Orders in all: the other enterprises share what the large ones leave, on a skewed curve. */
  total: number;
}

export const BENCH_URL = process.env.BENCH_ORDERS_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_orders';
export const TOTAL_ORDERS = 1_000_000;

export const DATA_SETS = {
  orders: { url: BENCH_URL, enterprises: 1_000, large: [100_000, 100_000, 100_000, 100_000, 100_000], total: TOTAL_ORDERS },
  million: { url: process.env.BENCH_MILLION_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_million', enterprises: 1, large: [1_000_000], total: 1_010_000 },
} satisfies Record<string, OrdersDataSet>;
export type DataSetName = keyof typeof DATA_SETS;

/** The data set named by BENCH_SET (`orders` by default). */
export function dataSetOf(name = process.env.BENCH_SET ?? 'orders'): OrdersDataSet {
  if (!(name in DATA_SETS)) throw new Error(`unknown data set ${name}: one of ${Object.keys(DATA_SETS).join(', ')}`);
  return DATA_SETS[name as DataSetName];
}

const step = progressLogger();

/** Ensures the data set exists (generating it when the orders table is not full); returns the large enterprises' ids, demo first. */
export async function ensureOrdersDataSet({ fresh = false, set = DATA_SETS.orders }: { fresh?: boolean; set?: OrdersDataSet } = {}): Promise<number[]> {
  await ensureDatabase(set.url, fresh);
  const database = await openDatabase({ url: set.url, poolSize: 2 });
  await seedDemoIfEmpty(database);
  await database.close();
  const client = new pg.Client({ connectionString: set.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM orders');
    if (Number(rows[0].n) < set.total) await generate(client, set);
    else step(`data set present: ${rows[0].n} orders`);
    const large = await client.query<{ id: string }>(
      `SELECT enterprise_id AS id FROM orders GROUP BY enterprise_id HAVING count(*) >= ${Math.min(...set.large)} ORDER BY enterprise_id`,
    );
    const demo = await client.query<{ id: string }>(`SELECT id FROM enterprises WHERE name = '示例科技有限公司'`);
    const ids = large.rows.map((r) => Number(r.id));
    const demoId = Number(demo.rows[0].id);
    return [demoId, ...ids.filter((id) => id !== demoId)];
  } finally {
    await client.end();
  }
}

async function generate(client: pg.Client, set: OrdersDataSet): Promise<void> {
  const bigRanks = set.large.length;
  await client.query(`SET maintenance_work_mem = '512MB'; SET work_mem = '256MB'; SET synchronous_commit = off`);
  step('clearing earlier bench rows');
  await client.query(`DELETE FROM order_logs; DELETE FROM finance_item_collections; DELETE FROM finance_receive_payments WHERE name = '基准收款'; DELETE FROM orders WHERE enterprise_id IN (SELECT id FROM enterprises WHERE name LIKE '基准企业%')`);
  await client.query(`DELETE FROM users WHERE name LIKE '基准员工%'; DELETE FROM order_types WHERE enterprise_id IN (SELECT id FROM enterprises WHERE name LIKE '基准企业%'); DELETE FROM enterprises WHERE name LIKE '基准企业%'`);
  await client.query(`DELETE FROM orders`);

  const { rows: existing } = await client.query<{ n: string }>('SELECT count(*) AS n FROM enterprises');
  const more = Math.max(0, set.enterprises - Number(existing[0].n));
  step(`adding ${more} enterprises with order types and 20 staff each (100 in the ${bigRanks} large ones)`);
  await client.query(`
    INSERT INTO enterprises (name, plan_type, service_expires_at, purchased_headcount)
    SELECT '基准企业' || g, 1, now() + interval '365 days', 500 FROM generate_series(1, ${more}) g`);
  await client.query(`
    INSERT INTO order_types (enterprise_id, name, enabled, form, settings, sort, kind)
    SELECT e.id, t.name, true, '{"fields":[]}', '{}', t.sort, t.kind
    FROM enterprises e CROSS JOIN (VALUES ('默认工单', 'external', 1), ('内部工单', 'internal', 2)) t(name, kind, sort)
    WHERE e.name LIKE '基准企业%'`);
  // Sizes: the demo enterprise and the first generated ones by the set's list, the rest on 1/k^1.1.
  const rest = set.total - set.large.reduce((a, b) => a + b, 0);
  await client.query(`
    DROP TABLE IF EXISTS bench_sizes;
    CREATE TABLE bench_sizes AS
    WITH ranked AS (
      SELECT id, row_number() OVER (ORDER BY (name = '示例科技有限公司') DESC, (name LIKE '基准企业%') DESC, id)::int AS k FROM enterprises
    ), big AS (SELECT id, k, (ARRAY[${set.large.join(',')}])[k] AS n FROM ranked WHERE k <= ${bigRanks}),
    rest AS (SELECT id, k, 1 / power(k - ${bigRanks}, 1.1) AS w FROM ranked WHERE k > ${bigRanks})
    SELECT id, k, n FROM big
    UNION ALL SELECT id, k, greatest(1, floor(${rest} * w / sum(w) OVER ()))::int FROM rest`);
  await client.query(`
    UPDATE bench_sizes SET n = n + (${set.total} - (SELECT sum(n) FROM bench_sizes))
    WHERE id = (SELECT id FROM bench_sizes WHERE k > ${bigRanks} ORDER BY n DESC LIMIT 1)`);
  await client.query(`
    INSERT INTO users (enterprise_id, name, phone, roles, "current_role", status)
    SELECT s.id, '基准员工' || g, '139' || lpad((s.id * 1000 + g)::text, 8, '0'), '{2}', 2, 1
    FROM bench_sizes s CROSS JOIN LATERAL generate_series(1, CASE WHEN s.k <= ${bigRanks} THEN 100 ELSE 20 END) g`);
  await client.query(`
    DROP TABLE IF EXISTS bench_staff;
    CREATE TABLE bench_staff AS
    SELECT enterprise_id, (row_number() OVER (PARTITION BY enterprise_id ORDER BY id) - 1)::int AS idx, id AS user_id,
           count(*) OVER (PARTITION BY enterprise_id)::int AS m
    FROM users WHERE status = 1;
    CREATE INDEX ON bench_staff (enterprise_id, idx);
    DROP TABLE IF EXISTS bench_types;
    CREATE TABLE bench_types AS SELECT enterprise_id, min(id) FILTER (WHERE kind = 'external') AS ext, min(id) FILTER (WHERE kind = 'internal') AS int FROM order_types GROUP BY enterprise_id;
    ANALYZE bench_sizes; ANALYZE bench_staff; ANALYZE bench_types;`);

  step('dropping secondary indexes of orders and order_logs for the load');
  // The definitions are kept in a table first, so a run that fails midway still finds them next time.
  await client.query(`
    CREATE TABLE IF NOT EXISTS bench_index_defs (name text PRIMARY KEY, def text NOT NULL);
    INSERT INTO bench_index_defs SELECT indexname, indexdef FROM pg_indexes
    WHERE tablename IN ('orders', 'order_logs') AND indexname NOT LIKE '%_pkey' ON CONFLICT DO NOTHING`);
  const { rows: indexes } = await client.query<{ name: string; def: string }>('SELECT name, def FROM bench_index_defs');
  for (const i of indexes) await client.query(`DROP INDEX IF EXISTS ${i.name}`);

  step(`generating ${set.total.toLocaleString()} orders`);
  // The planner cannot see how many rows generate_series(1, s.n) yields and, on PostgreSQL 15, joins the three
  // staff picks by nested loops: the INSERT then ran 13 minutes without writing a page. Hash joins, for this
  // statement only, load it in about a minute.
  await client.query('BEGIN');
  await client.query('SET LOCAL enable_nestloop = off');
  await client.query(`
    INSERT INTO orders (
      id, enterprise_id, order_no, title, template_id, kind, state, invalid, source, customer_id, custom_name, custom_link_person,
      custom_phone, custom_address, lng, lat, priority, service_item_id, description, "values", approvals, examine_type, examine_result,
      in_pool, owner_id, collaborator_ids, creator_id, dispatch_user_id, take_order_user_id, appointment_time, receipt_done, payment_done,
      evaluated, due_at, due_node, due_done_at, service_amount, created_at, accepted_at, assigned_at, taken_at, appointed_at,
      service_start_at, service_done_at, completed_at, cancel_at, cancel_reason, version, updated_at
    ) OVERRIDING SYSTEM VALUE
    SELECT
      row_number() OVER (ORDER BY r.created_at),
      r.eid,
      'GD' || to_char(r.created_at, 'YYYYMMDD') || lpad((row_number() OVER (ORDER BY r.created_at))::text, 7, '0'),
      (ARRAY['空调不制冷','冰箱异响','热水器漏水','电梯年检','门禁失灵','打印机卡纸','净水器换芯','中央空调清洗','冷库温度异常','消防设备巡检','网络故障','安装新空调'])[1 + (r.h1 % 12)],
      CASE WHEN r.h2 % 10 = 0 THEN t.int ELSE t.ext END,
      CASE WHEN r.h2 % 10 = 0 THEN 'internal' ELSE 'external' END,
      r.state,
      r.state = 0 AND r.h3 % 20 = 0,
      r.h3 % 7,
      r.eid * 10000 + r.h4 % 3000,
      (ARRAY['华东','华南','北方','东方','金鼎','鑫源','恒通','宏达','瑞丰','永盛','天成','新世纪','中联','博远','汇丰','长城','海天','银河','星辰','明珠'])[1 + (r.h4 % 20)]
        || (ARRAY['商贸','物业','科技','制冷','酒店','医院','学校','餐饮','超市','机械'])[1 + (r.h4 / 20 % 10)]
        || (ARRAY['有限公司','管理处','分店','服务中心','集团'])[1 + (r.h4 / 200 % 5)],
      (ARRAY['陈','林','王','李','张','刘','黄','吴','周','徐'])[1 + (r.h5 % 10)] || (ARRAY['先生','女士','经理','工'])[1 + (r.h5 / 10 % 4)],
      '13' || lpad((r.h5 % 1000000000)::text, 9, '0'),
      (ARRAY['上海市浦东新区','北京市朝阳区','广州市天河区','深圳市南山区','杭州市西湖区','成都市武侯区','南京市鼓楼区','武汉市洪山区'])[1 + (r.h1 / 12 % 8)]
        || (ARRAY['世纪大道','建国路','天河路','科技园路','文三路','人民南路','中山路','珞喻路'])[1 + (r.h2 / 10 % 8)] || (1 + r.h3 % 500) || '号',
      121 + (r.h1 % 1000) / 1000.0, 31 + (r.h2 % 1000) / 1000.0,
      CASE WHEN r.h3 % 20 = 0 THEN 3 WHEN r.h3 % 20 < 4 THEN 2 ELSE 1 END,
      1 + r.h5 % 50,
      '客户来电报修，请尽快安排上门。',
      jsonb_build_object('model', 'KFR-' || (20 + r.h1 % 50), 'floor', 1 + r.h2 % 30, 'pipe_meters', (r.h3 % 50) / 10.0),
      '{"create":false,"complete":false,"receipt":false,"collection":false}',
      CASE WHEN r.state = 7 THEN 2 END,
      CASE WHEN r.state = 5 THEN 1 ELSE 0 END,
      r.state = 1 AND r.h4 % 5 = 0,
      CASE WHEN r.state IN (2, 3, 4, 5, 7) THEN ow.user_id END,
      CASE WHEN r.state IN (2, 3, 4, 5, 7) AND r.h5 % 5 = 0 THEN ARRAY[co.user_id] ELSE '{}'::bigint[] END,
      cr.user_id,
      CASE WHEN r.state IN (2, 3, 4, 5, 7) THEN cr.user_id END,
      CASE WHEN r.state IN (3, 4, 5, 7) THEN ow.user_id END,
      CASE WHEN r.state >= 3 AND r.state <> 6 THEN r.created_at + interval '1 day' END,
      r.state = 5 AND r.h1 % 4 <> 0,
      r.state = 5 AND r.h2 % 3 <> 0,
      r.state = 5 AND r.h3 % 2 = 0,
      CASE WHEN r.h4 % 3 = 0 THEN r.created_at + interval '2 hours' END,
      CASE WHEN r.h4 % 3 = 0 THEN 4 END,
      CASE WHEN r.h4 % 3 = 0 AND r.state IN (3, 4, 5, 7) THEN r.created_at + make_interval(mins => (r.h5 % 200)::int) END,
      (r.h1 % 500)::numeric,
      r.created_at,
      r.created_at + interval '10 minutes',
      CASE WHEN r.state IN (2, 3, 4, 5, 7) THEN r.created_at + interval '30 minutes' END,
      CASE WHEN r.state IN (3, 4, 5, 7) THEN r.created_at + interval '1 hour' END,
      CASE WHEN r.state IN (3, 4, 5, 7) THEN r.created_at + interval '2 hours' END,
      CASE WHEN r.state IN (4, 5, 7) THEN r.created_at + interval '1 day' END,
      CASE WHEN r.state IN (5, 7) THEN r.created_at + interval '1 day 3 hours' END,
      CASE WHEN r.state = 5 THEN r.created_at + interval '1 day 3 hours' END,
      CASE WHEN r.state = 6 THEN r.created_at + interval '3 hours' END,
      CASE WHEN r.state = 6 THEN '客户取消' END,
      (r.state + 1),
      r.created_at
    FROM (
      SELECT s.id AS eid, sm.m, x.*,
        CASE WHEN x.u < 0.03 THEN 0 WHEN x.u < 0.10 THEN 1 WHEN x.u < 0.18 THEN 2 WHEN x.u < 0.30 THEN 3
             WHEN x.u < 0.40 THEN 4 WHEN x.u < 0.88 THEN 5 WHEN x.u < 0.96 THEN 6 ELSE 7 END AS state,
        now() - make_interval(secs => x.v * 730 * 86400) AS created_at
      FROM bench_sizes s
      JOIN (SELECT DISTINCT enterprise_id, m FROM bench_staff) sm ON sm.enterprise_id = s.id
      CROSS JOIN LATERAL (
        SELECT g, random() AS u, random() AS v, (random() * 1e9)::bigint AS h1, (random() * 1e9)::bigint AS h2,
               (random() * 1e9)::bigint AS h3, (random() * 1e9)::bigint AS h4, (random() * 1e9)::bigint AS h5
        -- OFFSET 0 keeps the subquery whole: each random() once per row, not again in the joins above.
        FROM generate_series(1, s.n) g OFFSET 0
      ) x
    ) r
    JOIN bench_types t ON t.enterprise_id = r.eid
    -- Equalities on (enterprise, index), so each staff pick is one hash lookup.
    JOIN bench_staff ow ON ow.enterprise_id = r.eid AND ow.idx = (r.h1 % r.m)::int
    JOIN bench_staff co ON co.enterprise_id = r.eid AND co.idx = (r.h2 % r.m)::int
    JOIN bench_staff cr ON cr.enterprise_id = r.eid AND cr.idx = (r.h3 % r.m)::int
    ORDER BY r.created_at`);
  await client.query('COMMIT');
  await client.query(`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))`);

  step('generating the timelines of the large enterprises');
  await client.query(`
    INSERT INTO order_logs (enterprise_id, order_id, op, node, user_id, before, after, remark, created_at)
    SELECT o.enterprise_id, o.id, s.op, s.node, CASE WHEN s.op IN ('create', 'assign') THEN o.creator_id ELSE o.owner_id END,
           jsonb_build_object('state', s.from_state), jsonb_build_object('state', s.to_state), '', o.created_at + s.after
    FROM orders o
    JOIN (VALUES
      ('create', 0, NULL, 1, 0, interval '0'),
      ('assign', 2, 1, 2, 2, interval '30 minutes'),
      ('receive', 4, 2, 3, 3, interval '1 hour'),
      ('appoint', 5, 3, 3, 3, interval '2 hours'),
      ('startService', 6, 3, 4, 4, interval '1 day'),
      ('complete', 7, 4, 5, 5, interval '1 day 3 hours')
    ) s(op, node, from_state, to_state, min_state, after)
      -- How far each state got: cancelled orders only have their creation, pending approval stopped after service start.
      ON (CASE o.state WHEN 6 THEN 0 WHEN 7 THEN 4 ELSE o.state END) >= s.min_state
    WHERE o.enterprise_id IN (SELECT id FROM bench_sizes WHERE k <= ${bigRanks})`);

  step('generating finance collections (收款) on a third of the large enterprises\' completed orders');
  await client.query(`
    INSERT INTO finance_receive_payments (enterprise_id, name, items)
    SELECT id, '基准收款', '[{"name":"上门费","itemType":1,"amount":"80.00"}]' FROM bench_sizes WHERE k <= ${bigRanks}`);
  // Collected a few hours to a few days after completion; a tenth in two parts.
  await client.query(`
    INSERT INTO finance_item_collections (enterprise_id, order_id, receive_payment_id, item_name, mode, amount, user_id, created_at)
    SELECT o.enterprise_id, o.id, rp.id, '上门费', 1 + part % 3, (20 + o.id % 400) / part, o.owner_id,
           least(now(), o.completed_at + make_interval(hours => (o.id % 90)::int + part))
    FROM orders o
    JOIN finance_receive_payments rp ON rp.enterprise_id = o.enterprise_id AND rp.name = '基准收款'
    CROSS JOIN LATERAL generate_series(1, CASE WHEN o.id % 30 = 0 THEN 2 ELSE 1 END) part
    WHERE o.state = 5 AND o.id % 3 = 0 AND o.completed_at < now()`);
  step(`building ${indexes.length} indexes again`);
  for (const i of indexes) await client.query(i.def);
  step('vacuum analyze');
  await client.query('VACUUM ANALYZE orders');
  await client.query('VACUUM ANALYZE order_logs');
  await client.query('VACUUM ANALYZE users');
  await client.query('VACUUM ANALYZE finance_item_collections');
  await client.query('DROP TABLE bench_staff; DROP TABLE bench_types');
  const { rows } = await client.query<{ n: string; logs: string }>('SELECT (SELECT count(*) FROM orders) AS n, (SELECT count(*) FROM order_logs) AS logs');
  step(`done: ${rows[0].n} orders, ${rows[0].logs} timeline entries`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const named = process.argv.indexOf('--set');
  ensureOrdersDataSet({ fresh: process.argv.includes('--fresh'), set: dataSetOf(named > 0 ? process.argv[named + 1] : undefined) })
    .then((ids) => console.log(`large enterprises: ${ids.join(', ')}`))
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
