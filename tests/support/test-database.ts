import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@server/db/database';
import { adminQuery, withDatabase } from './global-setup';

/**
 * A fresh database per test file: in-memory PGlite by default, or a throw-away PostgreSQL database
 * created from TEST_DATABASE_URL (dropped again on close). `seeded` starts it as a copy of the run's
 * migrated, demo-seeded database (tests/support/global-setup.ts); otherwise it is empty but migrated.
 */
export async function openTestDatabase({ seeded = false } = {}): Promise<Database> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const snapshot = seeded ? inject('pgliteSnapshot') : null;
    return openDatabase(snapshot ? { loadDataDir: new Blob([await readFile(snapshot)]) } : {});
  }
  const template = seeded ? inject('templateDatabase') : null;
  const name = `fsm_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: withDatabase(baseUrl, name), poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
