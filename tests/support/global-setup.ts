import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@server/db/database';
import { seedDemoIfEmpty } from '@server/db/seed/demo';

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
    await seedDemoIfEmpty(database);
    await database.close();
    project.provide('templateDatabase', name);
    project.provide('pgliteSnapshot', null);
    return () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fsm-snapshot-'));
  const file = path.join(dir, 'seeded.tar');
  const database = await openDatabase({});
  await seedDemoIfEmpty(database);
  await writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  project.provide('templateDatabase', null);
  return () => rm(dir, { recursive: true, force: true });
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
