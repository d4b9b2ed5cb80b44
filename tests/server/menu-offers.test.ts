import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/database';
import { offeredMenuKeys, roleGrants } from '@server/db/schema';
import { seedDemoIfEmpty } from '@server/db/seed/demo';
import { offerNewMenuKeys } from '@server/modules/enterprises/menu-offers';
import { openTestDatabase } from '@tests/support/test-database';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await seedDemoIfEmpty(db);
});
afterAll(() => db.close());

const adminMenu = async (enterpriseId: number) =>
  (
    await db.system
      .select({ key: roleGrants.key })
      .from(roleGrants)
      .where(and(eq(roleGrants.enterpriseId, enterpriseId), eq(roleGrants.role, 3), eq(roleGrants.kind, 'menu')))
  ).map((r) => r.key);

describe('offering new menu keys at start', () => {
  it('has nothing to offer to enterprises set up with the current catalogue', async () => {
    expect(await offerNewMenuKeys(db)).toBe(0);
  });

  it('grants a key that joined the catalogue later, but not one the administrator took away', async () => {
    // Enterprise 1 "predates" set_system_param; its administrator took set_person_tag away.
    await db.system.delete(offeredMenuKeys).where(and(eq(offeredMenuKeys.enterpriseId, 1), eq(offeredMenuKeys.key, 'set_system_param')));
    await db.system.delete(roleGrants).where(and(eq(roleGrants.enterpriseId, 1), eq(roleGrants.key, 'set_system_param')));
    await db.system.delete(roleGrants).where(and(eq(roleGrants.enterpriseId, 1), eq(roleGrants.key, 'set_person_tag')));

    expect(await offerNewMenuKeys(db)).toBe(1);
    const menu = await adminMenu(1);
    expect(menu).toContain('set_system_param');
    expect(menu).not.toContain('set_person_tag');
    expect(await offerNewMenuKeys(db)).toBe(0);
  });
});
