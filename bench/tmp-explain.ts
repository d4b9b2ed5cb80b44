import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { insertDocumentFromPeriod, personSums } from '@server/modules/finance/settlement-sums.queries';
import { periodRange } from '@server/modules/finance/settlement.service';
import { FINANCE_BENCH_URL } from './finance-data';
import { openDatabase } from '@server/db/database';

const dialect = new PgDialect();
async function main() {
  await (await openDatabase({ url: FINANCE_BENCH_URL, poolSize: 1 })).close();
  const client = new pg.Client({ connectionString: FINANCE_BENCH_URL });
  await client.connect();
  const which = process.argv[2] ?? 'settle';
  const period = process.argv[3] ?? '2026-10';
  const fake = {
    execute: async (q: SQL) => {
      const { sql, params } = dialect.sqlToQuery(q);
      if (sql.startsWith('set local')) return { rows: [] };
      await client.query('begin');
      await client.query(`set local work_mem = '${process.env.WM ?? '128MB'}'`);
      const t0 = performance.now();
      const r = await client.query(`explain (analyze, buffers, costs off) ${sql}`, params as unknown[]);
      console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
      console.log('ms', performance.now() - t0);
      await client.query('rollback');
      return { rows: [{ total: 0, order_count: 0 }] };
    },
  };
  const range = { enterpriseId: 1, ...periodRange(period) };
  if (which === 'settle') await insertDocumentFromPeriod(fake as never, range, 999999);
  else await personSums(fake as never, range);
  await client.end();
}
main();
