// The API as the benchmarks load it, in a process of its own: the app server/server.ts builds, on DATABASE_URL,
// without request logs and without the job worker (a minute tick's work would land in the measurement).
// Its tenant statements run as the row-security role (fsm_app) with the enterprise set, as in production.
// Answers on PORT until SIGTERM.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/database';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fsm-bench-api-'));
const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: Number(process.env.POOL_SIZE ?? 10) });
const app = await buildApp({
  database,
  logger: false,
  runWorker: false,
  config: { dataDir, hotline: '400-800-6688', appDownloadUrl: 'https://app.example.invalid/fsm', paymentUrl: 'https://pay.example.invalid/fsm' },
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close(); // closes the database too
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
