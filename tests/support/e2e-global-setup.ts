import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@server/db/database';
import { buildServer } from '../../scripts/build-server.mjs';
import { E2E_FAILURE_REPORTS } from './e2e-failures';
import { seedWithRollups } from './global-setup';
import { REPO_ROOT } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An embedded database folder, migrated and demo-seeded once per browser run, that each server starts from a copy of. */
    e2eSeededDataDir: string;
    /** The server compiled once per browser run from the sources as they are, which each test server starts with plain node. */
    e2eServerEntry: string;
  }
}

/**
 * Migrating and seeding the embedded database took each browser-test server about 7 s of its 10 s start on
 * two cores; a copy of one seeded folder starts in about 3 s. The server still runs its own start-up steps
 * (seeding finds the data there, the menu and template offers run as on any restart).
 */
export default async function setup(project: TestProject) {
  // The failed steps' reports of this run only (tests/e2e/support.ts keeps them there for .ci/run).
  await rm(E2E_FAILURE_REPORTS, { force: true });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fsm-e2e-seeded-'));
  const dataDir = path.join(dir, 'pglite');
  // Compiled here rather than taken from dist-server/, which may be older than the sources under test; through
  // tsx each of the ~45 servers spent about three seconds compiling the same code.
  const serverDir = path.join(REPO_ROOT, '.test-data', `e2e-server-${process.pid}`);
  const database = await openDatabase({ dataDir });
  await Promise.all([seedWithRollups(database), buildServer(serverDir)]);
  await database.close();
  project.provide('e2eSeededDataDir', dataDir);
  project.provide('e2eServerEntry', path.join(serverDir, 'server.js'));
  return async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(serverDir, { recursive: true, force: true });
  };
}
