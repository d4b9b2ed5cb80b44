// Time from `node scripts/start.mjs` (the README's start path, which runs the server compiled at build time)
// to the first answered request, on an embedded database that already exists, beside a bare Node HTTP server
// and the server's sources loaded through tsx (what `npm start` ran before, and `npm run dev` still runs),
// each started and polled the same way, in alternating rounds.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@server/db/database';
import { seedDemoIfEmpty } from '@server/db/seed/demo';
import { freePort, ServerProcess } from '@tests/support/server-process';
import { loadAverage, median, printTable, saveResult } from './lib';

const RUNS = Number(process.env.RUNS ?? 5);
const TARGET_MS = 3_000;
const PROBE = '/api/v2/system/customServicePhone';
const BARE_SERVER = "require('http').createServer((q,s)=>s.end('ok')).listen(process.env.PORT)";

/**
 * Starts a process, polls it every 20 ms until it answers 200, stops it; returns the milliseconds to the answer.
 * The limit only keeps a start that hangs from hanging the bench: on a busy machine a start takes a minute.
 */
async function timeToFirstAnswer(args: string[], env: NodeJS.ProcessEnv, probe: string, timeoutMs = 10 * 60_000): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const server = new ServerProcess(process.execPath, args, { ...env, PORT: String(port), HOST: '127.0.0.1' });
  try {
    await server.waitUntilAnswering(`http://127.0.0.1:${port}${probe}`, { intervalMs: 20, timeoutMs });
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
    // The database is created and seeded here, outside any start; then one start that is not measured builds
    // the client and the server if their sources changed (minutes on a busy machine, hence no short limit).
    const creationStarted = performance.now();
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await seedDemoIfEmpty(database);
    await database.close();
    const creation = performance.now() - creationStarted;
    const firstStart = await timeToFirstAnswer(['scripts/start.mjs'], env, PROBE, 30 * 60_000);

    const app: number[] = [];
    const bare: number[] = [];
    const sources: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      app.push(await timeToFirstAnswer(['scripts/start.mjs'], env, PROBE));
      bare.push(await timeToFirstAnswer(['-e', BARE_SERVER], env, '/'));
      sources.push(await timeToFirstAnswer(['--import', 'tsx', 'server/server.ts'], env, PROBE));
    }
    const appMedian = median(app);
    const bareMedian = median(bare);
    const sourcesMedian = median(sources);
    const load = loadAverage();
    console.log(`cold start on an existing embedded database (${RUNS} alternating rounds, polled every 20 ms; load ${load})`);
    printTable([
      { what: 'node scripts/start.mjs (compiled server)', 'median ms': Math.round(appMedian), runs: app.map(Math.round).join(' ') },
      { what: 'bare node http server', 'median ms': Math.round(bareMedian), runs: bare.map(Math.round).join(' ') },
      { what: 'node --import tsx server/server.ts', 'median ms': Math.round(sourcesMedian), runs: sources.map(Math.round).join(' ') },
    ]);
    console.log(`ratio app/bare: ${(appMedian / bareMedian).toFixed(1)}x; target: under ${TARGET_MS} ms -> ${appMedian < TARGET_MS ? 'met' : 'MISSED'}`);
    console.log(`(creating and seeding the database took ${Math.round(creation)} ms; the first, unmeasured start ${Math.round(firstStart)} ms)`);
    saveResult('cold-start', {
      runs: RUNS,
      targetMs: TARGET_MS,
      loadAverage: load,
      appMs: app,
      bareMs: bare,
      sourcesMs: sources,
      appMedianMs: appMedian,
      bareMedianMs: bareMedian,
      sourcesMedianMs: sourcesMedian,
      creationMs: creation,
      firstStartMs: firstStart,
    });
    if (appMedian >= TARGET_MS) process.exitCode = 1;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
