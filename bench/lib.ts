import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '@server/app';
import { openDatabase, type Database } from '@server/db/database';
import { seedDemoIfEmpty } from '@server/db/seed/demo';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { freePort, REPO_ROOT, ServerProcess } from '@tests/support/server-process';

export const RESULTS_DIR = path.join(REPO_ROOT, 'bench', 'results');

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The median time of `rounds` runs of `run(i)` in turn, after `warmUp` runs that are not counted. */
export async function medianTime(run: (i: number) => Promise<unknown>, { rounds, warmUp }: { rounds: number; warmUp: number }): Promise<number> {
  for (let i = 0; i < warmUp; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return median(times);
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  failures: number;
}

/** One stretch of load's options: a URL, or a base URL with `requests`, each path sent in turn by every connection. */
export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  seconds: number;
  requests?: { method?: 'GET' | 'POST'; path: string }[];
}

/**
 * Puts load on a server from a separate process (bench/load-process.mjs, autocannon): the client's own cost
 * per request lands on neither the server measured nor the bench, whose servers run in processes of their own.
 */
export function loadFromOutside({ url, headers = {}, connections = 50, seconds, requests }: LoadOptions): Promise<LoadResult> {
  const options = { url, headers, connections, duration: seconds, requests };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [path.join(REPO_ROOT, 'bench', 'load-process.mjs'), JSON.stringify(options)], { maxBuffer: 16 << 20 }, (error, stdout) => {
      if (error) return reject(error);
      const result = JSON.parse(stdout) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number; timeouts: number };
      resolve({
        requestsPerSecond: result.requests.average,
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        failures: result.non2xx + result.errors + result.timeouts,
      });
    });
  });
}

/**
 * Loads two servers with the same schedule in alternating pairs (A then B, B then A, …), each pair's
 * throughput ratio A/B taken: a slow drift of the machine lands on both sides of a pair, and the figure is
 * the median of the pairs' ratios. A short warm-up stretch of each first.
 */
export async function pairedThroughput(a: Omit<LoadOptions, 'seconds'>, b: Omit<LoadOptions, 'seconds'>, { pairs, seconds, warmUpSeconds = 3 }: { pairs: number; seconds: number; warmUpSeconds?: number }) {
  await loadFromOutside({ ...a, seconds: warmUpSeconds });
  await loadFromOutside({ ...b, seconds: warmUpSeconds });
  const runs: { a: LoadResult; b: LoadResult; ratio: number }[] = [];
  for (let i = 0; i < pairs; i++) {
    const first = await loadFromOutside({ ...(i % 2 ? b : a), seconds });
    const second = await loadFromOutside({ ...(i % 2 ? a : b), seconds });
    const [ra, rb] = i % 2 ? [second, first] : [first, second];
    runs.push({ a: ra, b: rb, ratio: ra.requestsPerSecond / rb.requestsPerSecond });
  }
  return {
    runs,
    ratio: median(runs.map((r) => r.ratio)),
    a: median(runs.map((r) => r.a.requestsPerSecond)),
    b: median(runs.map((r) => r.b.requestsPerSecond)),
    failures: runs.reduce((n, r) => n + r.a.failures + r.b.failures, 0),
  };
}

/** A server a benchmark loads, in a process of its own (`node --import tsx <script>`), answering at `origin`. */
export async function startBenchServer(script: string, env: NodeJS.ProcessEnv, readyPath: string): Promise<{ origin: string; stop(): Promise<unknown> }> {
  const port = await freePort();
  const server = new ServerProcess(process.execPath, ['--import', 'tsx', script], { ...process.env, ...env, PORT: String(port) });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await server.waitUntilAnswering(`${origin}${readyPath}`, { timeoutMs: 240_000 });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { origin, stop: () => server.stop() };
}

/** The machine's load average over 1, 5 and 15 minutes, as `uptime` prints it: every figure is recorded with it. */
export function loadAverage(): string {
  return os.loadavg().map((value) => value.toFixed(2)).join(', ');
}

/** Prints rows as an aligned table. */
export function printTable(rows: Record<string, string | number>[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const cell = (v: string | number) => (typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : v);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i])).join('  ');
  console.log(line(columns));
  for (const row of rows) console.log(line(columns.map((c) => cell(row[c]))));
}

/** Writes a benchmark's figures to bench/results/<name>-<timestamp>.json and returns the path. */
export function saveResult(name: string, data: object): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(RESULTS_DIR, `${name}-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify({ benchmark: name, at: new Date().toISOString(), ...data }, null, 2)}\n`);
  console.log(`results: ${path.relative(REPO_ROOT, file)}`);
  return file;
}

/** Signs the demo administrator in through the API at `origin`; returns the session cookie to send. */
export async function signIn(origin: string, mobile = '13800000001'): Promise<string> {
  const res = await fetch(`${origin}/api/stand/pwdLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: DEMO_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('fsm_sid='));
  if (res.status !== 200 || !cookie) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookie.split(';')[0];
}

/** Creates the database a generator fills (dropping it first when `fresh`), through the server's postgres database. */
export async function ensureDatabase(databaseUrl: string, fresh: boolean): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

/** A progress line for data generators: seconds since the generator started, then the text. */
export function progressLogger(): (text: string) => void {
  const t0 = Date.now();
  return (text) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1)}s] ${text}`);
}

/** The demo enterprise (示例科技有限公司) that the data-set benches fill. */
export async function demoEnterpriseId(client: pg.Client): Promise<number> {
  return Number((await client.query(`SELECT id FROM enterprises WHERE name = '示例科技有限公司'`)).rows[0].id);
}

/**
 * A bench's own PostgreSQL database (made afresh with --fresh), the demo seeded in it, and a plain client on it
 * for generating rows in SQL.
 */
export async function openBenchDatabase(url: string): Promise<{ database: Database; client: pg.Client }> {
  await ensureDatabase(url, process.argv.includes('--fresh'));
  const database = await openDatabase({ url, poolSize: 10 });
  await seedDemoIfEmpty(database);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { database, client };
}

/** The app in this process on that database, without its worker, on a free port; `name` names its data directory. */
export async function listenInProcess(database: Database, name: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `fsm-bench-${name}-`));
  const app = await buildApp({ database, logger: false, runWorker: false, config: { dataDir, hotline: '400-800-6688', appDownloadUrl: 'https://app.example.invalid', paymentUrl: 'https://pay.example.invalid' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
