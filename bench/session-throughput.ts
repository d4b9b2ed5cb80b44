// Requests/s of the two calls every page load makes (session user and menu) on PostgreSQL, against a
// bare Fastify route in the same process that returns the very same bytes.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/database';
import { seedDemoIfEmpty } from '@server/db/seed/demo';
import { measureThroughput, printTable, saveResult, signIn, type LoadResult } from './lib';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_RATIO = 0.1;
const CALLS = ['/api/v2/sessionUser/info', '/api/v2/menu/listV2'];

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}


async function main() {
  const name = `fsm_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fsm-bench-'));
  const database = await openDatabase({ url: url.toString() });
  const app = await buildApp({
    database,
    logger: false,
    config: { dataDir, hotline: '400-800-6688', appDownloadUrl: 'https://app.example.invalid/fsm', paymentUrl: 'https://pay.example.invalid/fsm' },
  });
  const bare = Fastify({ logger: false });
  try {
    await seedDemoIfEmpty(database);
    const origin = await listen(app);
    const cookie = await signIn(origin);

    // Capture each real answer once; the baseline serves those bytes with the same content type.
    for (const call of CALLS) {
      const res = await fetch(`${origin}${call}`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${call} answered ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      const type = res.headers.get('content-type') ?? 'application/json';
      bare.get(call, (_request, reply) => reply.type(type).send(body));
    }
    const bareOrigin = await listen(bare);

    const rows = [];
    const figures: Record<string, { app: LoadResult; baseline: LoadResult; ratio: number }> = {};
    for (const call of CALLS) {
      const real = await measureThroughput(`${origin}${call}`, { headers: { cookie } });
      const baseline = await measureThroughput(`${bareOrigin}${call}`);
      const ratio = real.requestsPerSecond / baseline.requestsPerSecond;
      figures[call] = { app: real, baseline, ratio };
      rows.push({
        call: `GET ${call}`,
        'app req/s': Math.round(real.requestsPerSecond),
        'p99 ms': real.latencyP99Ms,
        'bare req/s': Math.round(baseline.requestsPerSecond),
        ratio: ratio.toFixed(3),
        target: `>= ${TARGET_RATIO}`,
        failures: real.failures + baseline.failures,
      });
    }
    console.log('session throughput on PostgreSQL (50 connections, 10 s after a 2 s warm-up)');
    printTable(rows);
    saveResult('session-throughput', { database: 'postgres', connections: 50, seconds: 10, targetRatio: TARGET_RATIO, figures });
    if (Object.values(figures).some((f) => f.app.failures > 0)) throw new Error('some requests failed during the run');
  } finally {
    await bare.close();
    await app.close(); // closes the database too
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
