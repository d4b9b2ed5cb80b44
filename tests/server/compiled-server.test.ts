import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { freePort, REPO_ROOT, ServerProcess } from '@tests/support/server-process';

/**
 * The server as `npm start` and production run it: compiled at build time (scripts/build-server.mjs), started
 * with plain node, no TypeScript loader. Built into a folder of its own inside the project (where node_modules
 * is found), started on a new embedded database with the demo data.
 */
describe('the compiled server', () => {
  const outDir = path.join(REPO_ROOT, '.test-data', `compiled-server-${process.pid}`);
  let dataDir = '';
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
    await rm(outDir, { recursive: true, force: true });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts with plain node, migrates, seeds and signs a user in', { timeout: 300_000 }, async () => {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs', outDir], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
    expect(existsSync(path.join(outDir, 'migrations', 'meta', '_journal.json'))).toBe(true);

    dataDir = await mkdtemp(path.join(os.tmpdir(), 'fsm-compiled-'));
    const port = await freePort();
    const env = { ...process.env };
    delete env.DATABASE_URL;
    delete env.NODE_OPTIONS; // no loader from the test runner
    server = new ServerProcess(process.execPath, [path.join(outDir, 'server.js')], {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-client'),
      DEMO_MODE: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    });
    const origin = `http://127.0.0.1:${port}`;
    await server.waitUntilAnswering(`${origin}/api/v2/system/customServicePhone`, { timeoutMs: 240_000 });

    const res = await fetch(`${origin}/api/stand/pwdLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '13800000001', password: DEMO_PASSWORD }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.getSetCookie().some((cookie) => cookie.startsWith('fsm_sid='))).toBe(true);
  });
});
