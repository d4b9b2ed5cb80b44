// Requests/s of the two calls every page load makes (session user and menu) on PostgreSQL, against a bare
// Fastify server that returns the very same bytes. Each runs in its own process (the API: bench/servers/api-server.ts,
// its statements as the row-security role fsm_app; the baseline: bench/servers/bare-bytes-server.ts, no database),
// and the load comes from a third (autocannon, 50 connections), in alternating pairs of stretches with the same
// schedule for both; the figure is the median of the pairs' ratios.
// Run: node --import tsx bench/session-throughput.ts   (BENCH_DATABASE_URL for another server)
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '@server/db/database';
import { seedDemoIfEmpty } from '@server/db/seed/demo';
import { loadAverage, pairedThroughput, printTable, saveResult, signIn, startBenchServer } from './lib';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_RATIO = 0.1;
const CALLS = ['/api/v2/sessionUser/info', '/api/v2/menu/listV2'];
const CONNECTIONS = 50;
const PAIRS = Number(process.env.LOAD_PAIRS ?? 4);
const SECONDS = 5;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function main() {
  const name = `fsm_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fsm-bench-'));
  const stops: (() => Promise<unknown>)[] = [];
  try {
    const database = await openDatabase({ url: url.toString(), poolSize: 2 });
    await seedDemoIfEmpty(database);
    await database.close();
    const api = await startBenchServer('bench/servers/api-server.ts', { DATABASE_URL: url.toString() }, '/api/health');
    stops.push(api.stop);
    const cookie = await signIn(api.origin);

    // Capture each real answer once; the baseline serves those bytes with the same content type.
    const bodies = [];
    for (const call of CALLS) {
      const res = await fetch(`${api.origin}${call}`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${call} answered ${res.status}`);
      bodies.push({ path: call, type: res.headers.get('content-type') ?? 'application/json', body: Buffer.from(await res.arrayBuffer()).toString('base64') });
    }
    const bodiesFile = path.join(dir, 'bodies.json');
    await writeFile(bodiesFile, JSON.stringify(bodies));
    const bare = await startBenchServer('bench/servers/bare-bytes-server.ts', { BODIES_FILE: bodiesFile }, '/health');
    stops.push(bare.stop);

    const rows = [];
    const figures: Record<string, Awaited<ReturnType<typeof pairedThroughput>>> = {};
    for (const call of CALLS) {
      const result = await pairedThroughput(
        { url: `${api.origin}${call}`, headers: { cookie }, connections: CONNECTIONS },
        { url: `${bare.origin}${call}`, connections: CONNECTIONS },
        { pairs: PAIRS, seconds: SECONDS },
      );
      figures[call] = result;
      rows.push({
        call: `GET ${call}`,
        'app req/s': Math.round(result.a),
        'bare req/s': Math.round(result.b),
        ratio: result.ratio.toFixed(3),
        'each pair': result.runs.map((r) => r.ratio.toFixed(3)).join(' '),
        target: `>= ${TARGET_RATIO}`,
        failures: result.failures,
      });
    }
    const load = loadAverage();
    console.log(`session throughput on PostgreSQL (${CONNECTIONS} connections from another process, ${PAIRS} alternating pairs of ${SECONDS} s stretches after 3 s each; load ${load})`);
    printTable(rows);
    saveResult('session-throughput', { database: 'postgres', connections: CONNECTIONS, seconds: SECONDS, pairs: PAIRS, targetRatio: TARGET_RATIO, loadAverage: load, figures });
    if (Object.values(figures).some((f) => f.failures > 0)) throw new Error('some requests failed during the run');
  } finally {
    await Promise.all(stops.map((stop) => stop()));
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
