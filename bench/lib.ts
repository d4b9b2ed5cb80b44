import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { REPO_ROOT } from '@tests/support/server-process';

export const RESULTS_DIR = path.join(REPO_ROOT, 'bench', 'results');

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  failures: number;
}

/** Loads one URL from 50 connections: a short warm-up, then the measured run. */
export async function measureThroughput(
  url: string,
  { headers = {}, connections = 50, seconds = 10, warmupSeconds = 2 }: { headers?: Record<string, string>; connections?: number; seconds?: number; warmupSeconds?: number } = {},
): Promise<LoadResult> {
  await autocannon({ url, headers, connections, duration: warmupSeconds });
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
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
