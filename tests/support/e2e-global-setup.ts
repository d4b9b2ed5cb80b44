import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@server/db/database';
import { seedDemoIfEmpty } from '@server/db/seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An embedded database folder, migrated and demo-seeded once per browser run, that each server starts from a copy of. */
    e2eSeededDataDir: string;
  }
}

/**
 * Migrating and seeding the embedded database took each browser-test server about 7 s of its 10 s start on
 * two cores; a copy of one seeded folder starts in about 3 s. The server still runs its own start-up steps
 * (seeding finds the data there, the menu and template offers run as on any restart).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fsm-e2e-seeded-'));
  const dataDir = path.join(dir, 'pglite');
  const database = await openDatabase({ dataDir });
  await seedDemoIfEmpty(database);
  await database.close();
  project.provide('e2eSeededDataDir', dataDir);
  return () => rm(dir, { recursive: true, force: true });
}
