import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { users } from '@server/db/schema';
import { seedDemoIfEmpty } from '@server/db/seed/demo';
import { openTestDatabase } from '@tests/support/test-database';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await seedDemoIfEmpty(db);
});
afterAll(() => db.close());

describe('row-level security', () => {
  it('returns nothing of another enterprise to a query that forgets its tenant filter', async () => {
    const all = await db.system.select({ e: users.enterpriseId }).from(users);
    expect(new Set(all.map((r) => r.e)).size).toBeGreaterThan(1);
    const seen = await db.tenant(1, (tx) => tx.select({ e: users.enterpriseId }).from(users));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r) => r.e === 1)).toBe(true);
  });

  it('refuses to write a row into another enterprise', async () => {
    await expect(
      db.tenant(1, (tx) => tx.insert(users).values({ enterpriseId: 2, name: 'x', phone: '13911112222', roles: [2] })),
    ).rejects.toThrow();
  });

  it('runs tenant work as a role that does not bypass row-level security', async () => {
    const [row] = await db.tenant(1, async (tx) => (await tx.execute(sql`select current_user as u, (select rolbypassrls or rolsuper from pg_roles where rolname = current_user) as bypass`)).rows);
    expect(row).toMatchObject({ u: 'fsm_app', bypass: false });
  });

  it('gives each transaction its own tenant, one after another, after a rollback and side by side', async () => {
    const enterprisesSeen = (id: number) => db.tenant(id, async (tx) => [...new Set((await tx.select({ e: users.enterpriseId }).from(users)).map((r) => r.e))]);
    expect(await enterprisesSeen(1)).toEqual([1]);
    expect(await enterprisesSeen(2)).toEqual([2]);
    await expect(db.tenant(1, async () => Promise.reject(new Error('rolled back')))).rejects.toThrow('rolled back');
    expect(await enterprisesSeen(2)).toEqual([2]);
    expect(await Promise.all([1, 2, 1, 2, 1, 2].map(enterprisesSeen))).toEqual([[1], [2], [1], [2], [1], [2]]);
  });

  it('reads as the tenant too, outside a transaction where the driver allows', async () => {
    const [row] = await db.tenantRead(2, async (read) => (await read.execute(sql`select current_user as u, current_setting('app.enterprise_id') as e`)).rows);
    expect(row).toMatchObject({ u: 'fsm_app', e: '2' });
    const seen = await db.tenantRead(1, (read) => read.select({ e: users.enterpriseId }).from(users));
    expect(new Set(seen.map((r) => r.e))).toEqual(new Set([1]));
  });

  it('leaves the owner connection as the owner after tenant work', async () => {
    await db.tenant(2, (tx) => tx.select().from(users).limit(1));
    const all = await db.system.select({ e: users.enterpriseId }).from(users);
    expect(new Set(all.map((r) => r.e)).size).toBeGreaterThan(1);
  });
});
