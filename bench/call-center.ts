// Call centre figures (issue 42), in one process on the embedded database or PostgreSQL, side by side:
//   - pop-up latency: 100 simulated calls ring 100 idle seats at once (the fake provider); from each
//     ring to the pop-up's publication on the bus (record made under its lock, seat moved, customer
//     found by phone, committed). Baseline in the same run: 100 concurrent bare tenant transactions
//     writing one row each. A cold first round of each (the pool opening its connections) is shown
//     apart; then POP_UP_ROUNDS rounds of each, alternating: the median p50 / p99 with min–max, and the ratio.
//   - statistics over CALLS call records (default 1,000,000) of one month: the line chart and the seat
//     list as the API computes them (from the day sums), against the same figures aggregated from the
//     records themselves. Medians of 20.
// Run: node --import tsx bench/call-center.ts   (CALLS=200000 for a smaller table;
//      DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_push for PostgreSQL, an empty database)
import { sql } from 'drizzle-orm';
import { FakeTelephony } from '../container-mocks/fake-telephony';
import { callSeats } from '@server/db/schema';
import { callsByDay, statsBySeat } from '@server/modules/call-center/stats.queries';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/database';
import { median, printTable, progressLogger, saveResult } from './lib';

const SEATS = 100;
const CALLS = Number(process.env.CALLS ?? 1_000_000);
const ROUNDS = 20;
const POP_UP_ROUNDS = Number(process.env.POP_UP_ROUNDS ?? 6);
const step = progressLogger();
const p = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];

async function main() {
  const fake = new FakeTelephony();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-calls-'));
  step(`starting the app (${process.env.DATABASE_URL ? 'PostgreSQL: DATABASE_URL, an empty database' : 'a fresh embedded database'}; the calls need no other rows)`);
  // PGlite in a fresh directory, or the (freshly created, empty) PostgreSQL database DATABASE_URL names.
  const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: path.join(dataDir, 'pglite') });
  const app = await buildApp({ database, telephony: fake, runWorker: false, config: { dataDir, hotline: '400-800-6688', appDownloadUrl: 'https://app.test/fsm', paymentUrl: 'https://pay.test/fsm' } });
  await app.ready();
  const t = { app, close: () => app.close() };
  const db = t.app.db;
  const ep = 1;
  await db.tenant(ep, (tx) => tx.insert(callSeats).values(Array.from({ length: SEATS }, (_, i) => ({ enterpriseId: ep, userId: 9_000_000 + i, line: '4008006688', extension: String(7000 + i), gatewayState: 4, agentState: 1 }))));
  for (let i = 0; i < SEATS; i++) await fake.signIn({ enterpriseId: ep, userId: 9_000_000 + i, line: '4008006688', extension: String(7000 + i) });

  /** One round: 100 calls ring 100 idle seats at once; each call's time from its ring to its pop-up on the bus. */
  const popUpRound = async (): Promise<number[]> => {
    const started = new Map<string, number>();
    const popUps: number[] = [];
    let done!: () => void;
    const all = new Promise<void>((r) => (done = r));
    const stop = t.app.bus.subscribe('call-ringing', ({ callId }) => {
      popUps.push(performance.now() - started.get(callId)!);
      if (popUps.length === SEATS) done();
    });
    for (let i = 0; i < SEATS; i++) {
      const at = performance.now();
      started.set(fake.ring(ep, `139${String(10_000_000 + i)}`, String(7000 + i)), at);
    }
    await all;
    stop();
    // The callers hang up; the next round starts once every seat has been moved off its call.
    let freed = 0;
    let allFree!: () => void;
    const free = new Promise<void>((r) => (allFree = r));
    const stopFree = db.onCommitted('chat-push', ({ message }) => {
      if (message.type === 'manage' && message.event === 'seat' && (message.data as { callId?: string | null }).callId === null && ++freed === SEATS) allFree();
    });
    for (const callId of started.keys()) fake.farHangUp(callId);
    await free;
    stopFree();
    return popUps;
  };
  /** The baseline: 100 concurrent bare tenant transactions writing one row each. */
  const bareRound = () =>
    Promise.all(
      Array.from({ length: SEATS }, async (_, i) => {
        const at = performance.now();
        await db.tenant(ep, (tx) => tx.execute(sql`insert into call_seat_states (enterprise_id, user_id, gateway_state, reason) values (${ep}, ${9_000_000 + i}, 4, 'bench')`));
        return performance.now() - at;
      }),
    );
  step('pop-up latency: 100 concurrent calls, a cold round (the pool opens its connections) then rounds alternating with the baseline');
  const cold = await popUpRound();
  const coldBare = await bareRound();
  const popUpRounds: number[][] = [];
  const bareRounds: number[][] = [];
  for (let r = 0; r < POP_UP_ROUNDS; r++) {
    if (r % 2 === 0) popUpRounds.push(await popUpRound());
    bareRounds.push(await bareRound());
    if (r % 2 === 1) popUpRounds.push(await popUpRound());
  }
  const spread = (rounds: number[][], q: number) => {
    const values = rounds.map((v) => p(v, q));
    return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
  };

  step(`statistics: generating ${CALLS.toLocaleString()} call records of one month`);
  const genAt = performance.now();
  await db.tenant(ep, async (tx) => {
    await tx.execute(sql`insert into call_records (enterprise_id, call_id, type, phase, pickup, caller, callee, extension, seat_user_id, ring_at, ended_at, duration, wait)
      select ${ep}, 'bench-' || g, 1 + (g % 2), 3, (g % 5 <> 0)::int, '139' || g, '4008006688', (7000 + g % ${SEATS})::text, 9000000 + g % ${SEATS},
             timestamptz '2031-03-01 00:00+08' + (g % (31 * 86400)) * interval '1 second', timestamptz '2031-03-01 00:00+08' + (g % (31 * 86400) + 60) * interval '1 second',
             case when g % 5 <> 0 then 30 + g % 300 else 0 end, g % 40
      from generate_series(1, ${CALLS}) g`);
    await tx.execute(sql`insert into call_day_sums (enterprise_id, day, seat_user_id, total, inbound, outbound, answered, duration_sum, wait_sum)
      select enterprise_id, (ring_at at time zone 'Asia/Shanghai')::date, seat_user_id, count(*), count(*) filter (where type = 2), count(*) filter (where type = 1),
             count(*) filter (where pickup = 1), sum(duration), sum(wait)
      from call_records where enterprise_id = ${ep} and call_id like 'bench-%' group by 1, 2, 3
      on conflict (enterprise_id, day, seat_user_id) do update set total = call_day_sums.total + excluded.total`);
  });
  const genSeconds = (performance.now() - genAt) / 1000;
  const q = { startDate: '2031-03-01', endDate: '2031-03-31' };
  const viaSums: number[] = [];
  const viaRecords: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    let at = performance.now();
    await db.tenant(ep, async (tx) => {
      await callsByDay(tx, ep, q);
      await statsBySeat(tx, ep, q);
    });
    viaSums.push(performance.now() - at);
    at = performance.now();
    await db.tenant(ep, async (tx) => {
      await tx.execute(sql`select (ring_at at time zone 'Asia/Shanghai')::date d, count(*), count(*) filter (where pickup = 1) from call_records
        where enterprise_id = ${ep} and ring_at >= timestamptz '2031-03-01 00:00+08' and ring_at < timestamptz '2031-04-01 00:00+08' group by 1`);
      await tx.execute(sql`select seat_user_id, count(*), count(*) filter (where pickup = 1), avg(duration), avg(wait) from call_records
        where enterprise_id = ${ep} and ring_at >= timestamptz '2031-03-01 00:00+08' and ring_at < timestamptz '2031-04-01 00:00+08' group by 1`);
    });
    viaRecords.push(performance.now() - at);
  }
  const shown = (f: { median: number; min: number; max: number }) => `${f.median.toFixed(1)} (${f.min.toFixed(0)}–${f.max.toFixed(0)})`;
  const popUpFigures = [0.5, 0.99].map((q) => ({ q, popUp: spread(popUpRounds, q), bare: spread(bareRounds, q) }));
  const rows = [
    ...popUpFigures.map(({ q, popUp, bare }) => ({
      figure: `pop-up p${q * 100} (ms), median (min–max) of ${POP_UP_ROUNDS} rounds`,
      value: shown(popUp),
      baseline: shown(bare),
      ratio: (popUp.median / bare.median).toFixed(2),
    })),
    { figure: 'pop-up p99 (ms), the cold first round', value: p(cold, 0.99).toFixed(1), baseline: p(coldBare, 0.99).toFixed(1), ratio: (p(cold, 0.99) / p(coldBare, 0.99)).toFixed(2) },
    { figure: `month statistics over ${CALLS.toLocaleString()} records (ms, median)`, value: median(viaSums).toFixed(1), baseline: median(viaRecords).toFixed(1), ratio: (median(viaSums) / median(viaRecords)).toFixed(3) },
    { figure: 'records generated in (s)', value: genSeconds.toFixed(1), baseline: '', ratio: '' },
  ];
  printTable(rows);
  saveResult('call-center', { rows, cold, coldBare, popUpRounds, bareRounds, viaSums, viaRecords });
  await t.close();
}

await main();
