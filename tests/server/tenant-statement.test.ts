import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announceOnCommit } from '@server/db/database';
import { useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const ep = 1;

describe('db.tenantStatement', () => {
  it('runs one statement as the tenant and tells what it announced once it has run', async () => {
    const heard: number[][] = [];
    const stop = t.app.db.onCommitted('notices-created', ({ userIds }) => heard.push(userIds));
    try {
      const tenant = await t.app.db.tenantStatement(ep, async (db) => {
        const { rows } = await db.execute<{ tenant: string }>(sql`select current_setting('app.enterprise_id') as tenant`);
        announceOnCommit(db, 'notices-created', { enterpriseId: ep, userIds: [7] });
        expect(heard).toEqual([]);
        return rows[0].tenant;
      });
      expect(tenant).toBe(String(ep));
      expect(heard).toEqual([[7]]);
    } finally {
      stop();
    }
  });

  it('leaves the connection announcing nothing afterwards: a later read cannot announce', async () => {
    await t.app.db.tenantStatement(ep, (db) => db.execute(sql`select 1`));
    // Every pooled connection in turn (PostgreSQL's pool has several): none keeps the statement's announcements.
    const reads = Array.from({ length: 12 }, () => t.app.db.tenantRead(ep, async (db) => expect(() => announceOnCommit(db, 'notices-created', { enterpriseId: ep, userIds: [1] })).toThrow(/db\.tenant/)));
    await Promise.all(reads);
  });
});
