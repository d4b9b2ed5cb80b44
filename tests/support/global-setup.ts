import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '@server/db/database';
import { seedDemoIfEmpty } from '@server/db/seed/demo';
import { refreshOrderRollup } from '@server/modules/reports/rollup.job';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated and demo-seeded PGlite data directory (PGlite runs). */
    pgliteSnapshot: string | null;
    /** A migrated and demo-seeded PostgreSQL database to copy per test file (TEST_DATABASE_URL runs). */
    templateDatabase: string | null;
  }
}

/**
 * Migrates and seeds one database per test run; every test file then starts from a copy of it
 * instead of migrating and seeding its own (several seconds per file on two cores).
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const name = `fsm_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
    const database = await openDatabase({ url: withDatabase(baseUrl, name), poolSize: 2 });
    await seedWithRollups(database);
    await database.close();
    project.provide('templateDatabase', name);
    project.provide('pgliteSnapshot', null);
    return () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fsm-snapshot-'));
  const file = path.join(dir, 'seeded.tar');
  const database = await openDatabase({});
  await seedWithRollups(database);
  // A checkpoint first: a copy opened from a snapshot taken mid-log replays the log at every open (~0.25 s of
  // each test file's start on two cores).
  await database.system.execute(sql`CHECKPOINT`);
  await writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  project.provide('templateDatabase', null);
  return () => rm(dir, { recursive: true, force: true });
}

/**
 * The demo data, and the reports' roll-ups built from it as a server's first tick builds them: each app started
 * from a copy then finds them built (its first tick rebuilt them, in every one of ~220 test files and ~45 browser servers).
 */
export async function seedWithRollups(database: Database): Promise<void> {
  await seedDemoIfEmpty(database);
  await refreshOrderRollup(database, new Date());
}

export function withDatabase(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(baseUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
