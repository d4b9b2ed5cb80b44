import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ENTERPRISES } from '@server/db/seed/demo-data';
import { adminQuery, withDatabase } from '@tests/support/global-setup';
import { freePort, ServerProcess } from '@tests/support/server-process';

/**
 * Nodes restarted together after a deploy start on one database at the same moment: every one comes up,
 * and the start-up's database work (migrations, row security, demo data, menu and template offers) is
 * done once, not once per node. Real server processes on one PostgreSQL database.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const NODES = 4;

describe.skipIf(!baseUrl)('several nodes starting at once on one PostgreSQL database', () => {
  const databaseName = `fsm_test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = baseUrl ? withDatabase(baseUrl, databaseName) : '';
  const dataDirs: string[] = [];
  let running: ServerProcess[] = [];

  /** Starts the nodes at once and waits until every one answers (one that died at start fails here with its log). */
  async function startTogether() {
    const ports = await Promise.all(Array.from({ length: NODES }, () => freePort()));
    for (const port of ports) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fsm-node-'));
      dataDirs.push(dataDir);
      running.push(
        new ServerProcess(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
          ...process.env,
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DEMO_MODE: '1',
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
        }),
      );
    }
    await Promise.all(running.map((node, i) => node.waitUntilAnswering(`http://127.0.0.1:${ports[i]}/api/v2/system/customServicePhone`, { timeoutMs: 240_000 })));
    expect(running.every((node) => node.running)).toBe(true);
  }

  async function stopAll() {
    await Promise.all(running.map((node) => node.stop()));
    running = [];
  }

  async function enterpriseNames(): Promise<string[]> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<{ name: string }>('select name from enterprises order by id')).rows.map((row) => row.name);
    } finally {
      await client.end();
    }
  }

  beforeAll(() => adminQuery(baseUrl!, `CREATE DATABASE ${databaseName}`));

  afterAll(async () => {
    await stopAll();
    await adminQuery(baseUrl!, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('all come up on a new, empty database, which is migrated and seeded once', { timeout: 300_000 }, async () => {
    await startTogether();
    expect(await enterpriseNames()).toEqual(DEMO_ENTERPRISES.map((demo) => demo.name));
  });

  it('all come up again when restarted together on that database', { timeout: 300_000 }, async () => {
    await stopAll();
    await startTogether();
    expect(await enterpriseNames()).toEqual(DEMO_ENTERPRISES.map((demo) => demo.name));
  });
});
