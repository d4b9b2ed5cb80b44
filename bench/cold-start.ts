// Time from `node scripts/start.mjs` (the README's start path) to the first answered request, on an
// embedded database that already exists, against a bare Node HTTP server started and polled the same way.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, ServerProcess } from '@tests/support/server-process';
import { median, printTable, saveResult } from './lib';

const RUNS = 5;
const TARGET_MS = 5_000;
const PROBE = '/api/v2/system/customServicePhone';
const BARE_SERVER = "require('http').createServer((q,s)=>s.end('ok')).listen(process.env.PORT)";

/** Starts a process, polls it every 20 ms until it answers 200, stops it; returns the milliseconds to the answer. */
async function timeToFirstAnswer(args: string[], env: NodeJS.ProcessEnv, probe: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const server = new ServerProcess(process.execPath, args, { ...env, PORT: String(port), HOST: '127.0.0.1' });
  try {
    await server.waitUntilAnswering(`http://127.0.0.1:${port}${probe}`, { intervalMs: 20 });
    return performance.now() - started;
  } finally {
    await server.stop();
  }
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fsm-cold-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  try {
    // First run: creates and seeds the database (and builds the client if dist/ is stale); not measured.
    const creation = await timeToFirstAnswer(['scripts/start.mjs'], env, PROBE);
    const app: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      app.push(await timeToFirstAnswer(['scripts/start.mjs'], env, PROBE));
      bare.push(await timeToFirstAnswer(['-e', BARE_SERVER], env, '/'));
    }
    const appMedian = median(app);
    const bareMedian = median(bare);
    console.log(`cold start on an existing embedded database (${RUNS} runs, polled every 20 ms)`);
    printTable([
      { what: 'node scripts/start.mjs', 'median ms': Math.round(appMedian), runs: app.map(Math.round).join(' ') },
      { what: 'bare node http server', 'median ms': Math.round(bareMedian), runs: bare.map(Math.round).join(' ') },
    ]);
    console.log(`ratio app/bare: ${(appMedian / bareMedian).toFixed(1)}x; target: under ${TARGET_MS} ms -> ${appMedian < TARGET_MS ? 'met' : 'MISSED'}`);
    console.log(`(creating the database on the first start took ${Math.round(creation)} ms)`);
    saveResult('cold-start', { runs: RUNS, targetMs: TARGET_MS, appMs: app, bareMs: bare, appMedianMs: appMedian, bareMedianMs: bareMedian, ratio: appMedian / bareMedian, creationMs: creation });
    if (appMedian >= TARGET_MS) process.exitCode = 1;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
