// Finance at the scale (PostgreSQL, the data set of bench/finance-data.ts in its own database):
// the demo enterprise with 1,000,000 completed orders over a year and 2,000 staff. The figures:
// a month's settlement for everyone under 10 s, and the reconciliation list page under 30 ms median.
// Times, through the API as 吴财务 (finance), for last month (every order of it reconciled):
//   - GET /v2/reconcile/list (page of 20, newest completion first; unfiltered, state=0, and last month
//     reconciled): median of 100 after 20 warm-up requests;
//   - the live lists' roll-up (finance's minute tick, `rollUpShares`): its first build of every month,
//     then a run with nothing changed;
//   - GET /v2/settlement/personal/list, /group/list and one person's /personal/detail of last month,
//     side by side: computed from the orders (the roll-up's mark taken away, as before it) and from
//     the roll-up plus the orders changed since its mark, alternating, 5 pairs each (median of each
//     side and of the paired ratios);
//   - the personal and group figures of last month from the roll-up two ways, alternating, 5 pairs each: its
//     month sums, and its share rows of the month summed (the lists' way before the month sums);
//   - POST /v2/settlement/settle of last month (the sums plus the document: every person's line and
//     every order share as rows; the document is deleted between rounds): median of 3;
//   - then, from the settled document: one person's detail (their share rows, indexed; median of 20)
//     and the group list (the share rows summed; median of 5);
//   - the baseline in the same run: the personal list of a month without orders (the same call with
//     nothing to sum), so the figures can be read against the machine's speed at the time.
// Run: node --import tsx bench/finance.ts   (BENCH_FINANCE_URL to use another database)
import { mkdtemp, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/database';
import { refreshLiveShares } from '@server/modules/finance/live-shares.job';
import { groupSums, personSums, type Period } from '@server/modules/finance/settlement-sums.queries';
import { periodRange } from '@server/modules/finance/settlement.service';
import { median, printTable, saveResult, signIn } from './lib';
import { ensureFinanceDataSet, FINANCE_BENCH_URL } from './finance-data';

const FINANCE = '13800000008';

async function timed(run: () => Promise<unknown>, rounds: number, warmUp: number, before?: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < warmUp; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    await before?.();
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

const monthOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;

async function main() {
  const demo = await ensureFinanceDataSet();
  const pool = new pg.Pool({ connectionString: FINANCE_BENCH_URL, max: 2 });
  const database = await openDatabase({ url: FINANCE_BENCH_URL, poolSize: 10 });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fsm-bench-finance-'));
  const app = await buildApp({
    database,
    logger: false,
    runWorker: false,
    config: { dataDir, hotline: '400-800-6688', appDownloadUrl: 'https://app.example.invalid/fsm', paymentUrl: 'https://pay.example.invalid/fsm' },
  });
  const now = new Date();
  const period = monthOf(new Date(now.getFullYear(), now.getMonth() - 1, 1));
  const dropDocument = () =>
    pool.query(
      `WITH d AS (DELETE FROM finance_settlements WHERE enterprise_id = $1 AND period = $2 RETURNING id),
       l AS (DELETE FROM finance_settlement_lines WHERE settlement_id IN (SELECT id FROM d))
       DELETE FROM finance_settlement_shares WHERE settlement_id IN (SELECT id FROM d)`,
      [demo, period],
    );
  try {
    await dropDocument();
    const { rows: sizes } = await pool.query<{ completed: string; month: string; staff: string }>(
      `SELECT (SELECT count(*) FROM orders WHERE enterprise_id = $1 AND state = 5) AS completed,
              (SELECT count(*) FROM orders WHERE enterprise_id = $1 AND state = 5 AND to_char(completed_at, 'YYYY-MM') = $2) AS month,
              (SELECT count(*) FROM users WHERE enterprise_id = $1) AS staff`,
      [demo, period],
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const cookie = await signIn(origin, FINANCE);
    const ctoken = (await (await fetch(`${origin}/api/v2/sessionUser/info`, { headers: { cookie } })).json()).data.csrfToken as string;
    const call = async (url: string, body?: object) => {
      const res = await fetch(`${origin}/api${url}`, {
        method: body ? 'POST' : 'GET',
        headers: body ? { cookie, 'content-type': 'application/json' } : { cookie },
        body: body ? JSON.stringify({ ...body, ctoken }) : undefined,
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text}`);
      return JSON.parse(text);
    };
    const staffMember = (await pool.query<{ id: string }>(`SELECT id FROM users WHERE enterprise_id = $1 AND name = '压测员工1'`, [demo])).rows[0].id;
    const [y, m] = period.split('-').map(Number);
    const lastDay = new Date(y, m, 0).getDate();
    const reconciledLastMonth = `/v2/reconcile/list?pageSize=20&state=1&finishStart=${period}-01&finishEnd=${period}-${String(lastDay).padStart(2, "0")}`;

    const load = () => readFile('/proc/loadavg', 'utf8').then((s) => s.split(' ').slice(0, 3).join(' '));
    const loadBefore = await load();
    const listAll = await timed(() => call('/v2/reconcile/list?pageSize=20'), 100, 20);
    const listOpen = await timed(() => call('/v2/reconcile/list?pageSize=20&state=0'), 100, 20);
    const listMonth = await timed(() => call(reconciledLastMonth), 100, 20);
    const baseline = await timed(() => call('/v2/settlement/personal/list?period=2001-01'), 20, 5);
    // The roll-up as the tick keeps it: a first build (every month), then a run with nothing changed.
    const rollUp = async () => {
      const start = performance.now();
      await refreshLiveShares(database, new Date());
      return performance.now() - start;
    };
    // A first build takes minutes on a busy machine: kept from an earlier run unless BENCH_REBUILD is set.
    if (process.env.BENCH_REBUILD) await pool.query('DELETE FROM finance_live_share_marks WHERE enterprise_id = $1', [demo]);
    const hadMark = (await pool.query('SELECT 1 FROM finance_live_share_marks WHERE enterprise_id = $1', [demo])).rowCount === 1;
    const firstBuild = await rollUp();
    const nextRun = await rollUp();
    const { rows: marks } = await pool.query<{ as_of: Date; stamp: string }>('SELECT as_of, stamp FROM finance_live_share_marks WHERE enterprise_id = $1', [demo]);
    const withoutMark = () => pool.query('DELETE FROM finance_live_share_marks WHERE enterprise_id = $1', [demo]);
    const withMark = () =>
      pool.query('INSERT INTO finance_live_share_marks (enterprise_id, as_of, stamp) VALUES ($1, $2, $3) ON CONFLICT (enterprise_id) DO NOTHING', [demo, marks[0].as_of, marks[0].stamp]);
    /** Before (no mark: computed from the orders) and after (rolled up), alternating; the same answer each time. */
    const sideBySide = async (url: string, pairs: number) => {
      const before: number[] = [];
      const after: number[] = [];
      const ratios: number[] = [];
      let answer: string | undefined;
      for (let i = 0; i <= pairs; i++) {
        for (const [setUp, into] of (i % 2 ? [[withoutMark, before], [withMark, after]] : [[withMark, after], [withoutMark, before]]) as [() => Promise<unknown>, number[]][]) {
          await setUp();
          const start = performance.now();
          const body = JSON.stringify((await call(url)).data);
          const took = performance.now() - start;
          if (answer !== undefined && body !== answer) throw new Error(`${url}: the rolled-up answer differs from the live one`);
          answer = body;
          // The first pair warms both up.
          if (i > 0) into.push(took);
        }
        if (i > 0) ratios.push(after[after.length - 1] / before[before.length - 1]);
      }
      await withMark();
      return { before: median(before), after: median(after), ratio: median(ratios) };
    };
    const personal = await sideBySide(`/v2/settlement/personal/list?period=${period}`, 5);
    const groups = await sideBySide(`/v2/settlement/group/list?period=${period}`, 5);
    const detail = await sideBySide(`/v2/settlement/personal/detail?period=${period}&userId=${staffMember}`, 5);
    // The same rolled-up figures read two ways, alternating: the month sums, and the month's share rows summed (the
    // period begun a millisecond early, which no order's completion falls in, is not a whole month, so it reads the rows).
    const sumsOrRows = async (figures: (period: Period) => Promise<unknown>) => {
      const month: Period = { enterpriseId: demo, ...periodRange(period) };
      const early: Period = { ...month, from: new Date(month.from.getTime() - 1) };
      const rows: number[] = [];
      const sums: number[] = [];
      const ratios: number[] = [];
      for (let i = 0; i <= 5; i++) {
        const took: Record<string, number> = {};
        const answers: string[] = [];
        for (const [name, p] of (i % 2 ? [['rows', early], ['sums', month]] : [['sums', month], ['rows', early]]) as [string, Period][]) {
          const start = performance.now();
          answers.push(JSON.stringify(await figures(p)));
          took[name] = performance.now() - start;
        }
        if (answers[0] !== answers[1]) throw new Error('the month sums and the share rows disagree');
        if (i === 0) continue;
        rows.push(took.rows);
        sums.push(took.sums);
        ratios.push(took.sums / took.rows);
      }
      return { rows: median(rows), sums: median(sums), ratio: median(ratios) };
    };
    const personalSums = await sumsOrRows((p) => database.tenant(demo, (tx) => personSums(tx, p)));
    const groupSumsTimes = await sumsOrRows((p) => database.tenant(demo, (tx) => groupSums(tx, p)));
    const settle = await timed(() => call('/v2/settlement/settle', { period }), 3, 0, dropDocument);
    const settled = await call(`/v2/settlement/personal/list?period=${period}`);
    const settledDetail = await timed(() => call(`/v2/settlement/personal/detail?period=${period}&userId=${staffMember}`), 20, 5);
    const settledGroups = await timed(() => call(`/v2/settlement/group/list?period=${period}`), 5, 1);
    const loadAfter = await load();
    const rows = [
      { measure: 'reconcile list, page of 20', median_ms: listAll.toFixed(1), target_ms: 30 },
      { measure: 'reconcile list, state=0', median_ms: listOpen.toFixed(1), target_ms: 30 },
      { measure: `reconcile list, ${period} reconciled`, median_ms: listMonth.toFixed(1), target_ms: 30 },
      { measure: 'baseline: personal list of an empty month', median_ms: baseline.toFixed(1), target_ms: '' },
      { measure: hadMark ? 'roll-up: a run after the last bench' : 'roll-up: first build (every month)', median_ms: firstBuild.toFixed(0), target_ms: '' },
      { measure: 'roll-up: next run, nothing changed', median_ms: nextRun.toFixed(0), target_ms: '' },
      ...(
        [
          [`personal list ${period}`, personal],
          [`group list ${period}`, groups],
          [`one person's detail ${period}`, detail],
        ] as const
      ).flatMap(([name, r]) => [
        { measure: `${name}, live from the orders (before)`, median_ms: r.before.toFixed(0), target_ms: '' },
        { measure: `${name}, rolled up + changed orders (now); ratio ${r.ratio.toFixed(3)}`, median_ms: r.after.toFixed(0), target_ms: 500 },
      ]),
      ...(
        [
          ['personal', personalSums],
          ['group', groupSumsTimes],
        ] as const
      ).flatMap(([name, r]) => [
        { measure: `${name} figures ${period} from the month's share rows (before)`, median_ms: r.rows.toFixed(0), target_ms: '' },
        { measure: `${name} figures ${period} from the month sums (now); ratio ${r.ratio.toFixed(3)}`, median_ms: r.sums.toFixed(0), target_ms: 500 },
      ]),
      { measure: `settle ${period} (lines and share rows)`, median_ms: settle.toFixed(0), target_ms: 10_000 },
      { measure: `one person's detail ${period}, settled (their share rows)`, median_ms: settledDetail.toFixed(1), target_ms: '' },
      { measure: `group list ${period}, settled (sums of the share rows)`, median_ms: settledGroups.toFixed(0), target_ms: '' },
    ];
    printTable(rows);
    const facts = {
      completedOrders: Number(sizes[0].completed),
      periodOrders: Number(sizes[0].month),
      staff: Number(sizes[0].staff),
      settledPeople: settled.data.rows.length,
      loadBefore,
      loadAfter,
    };
    console.log(facts);
    console.log(saveResult('finance', { period, ...facts, rows }));
  } finally {
    await dropDocument();
    await app.close();
    await pool.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
