import { sql } from 'drizzle-orm';
import { defaultMenuKeys, walkMenu } from '@domain/shell/menu-catalogue';
import { ROLE_TYPES } from '@domain/shell/roles';
import type { Database, Executor } from '../../db/database';
import { enterprises, offeredMenuKeys, roleGrants } from '../../db/schema/tenancy';

/** Grants each given key to its default roles in one enterprise and remembers the keys as offered. */
export async function offerMenuKeys(tx: Executor, enterpriseId: number, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const fresh = new Set(keys);
  const grants = ROLE_TYPES.flatMap((role) =>
    defaultMenuKeys(role)
      .filter((key) => fresh.has(key))
      .map((key) => ({ enterpriseId, role, kind: 'menu' as const, key })),
  );
  if (grants.length > 0) await tx.insert(roleGrants).values(grants).onConflictDoNothing();
  await tx.insert(offeredMenuKeys).values(keys.map((key) => ({ enterpriseId, key }))).onConflictDoNothing();
}

/**
 * Run at start: menu keys that joined the catalogue since an enterprise was set up (a newly built
 * area) are offered to it once, so existing enterprises see new areas without undoing an
 * administrator's removals. Returns the number of enterprises that got new keys.
 */
export async function offerNewMenuKeys(database: Database): Promise<number> {
  const catalogue = [...walkMenu()].map((entry) => entry.key);
  const rows = await database.system
    .select({ id: enterprises.id, offered: sql<string[]>`coalesce(array_agg(${offeredMenuKeys.key}) filter (where ${offeredMenuKeys.key} is not null), '{}')` })
    .from(enterprises)
    .leftJoin(offeredMenuKeys, sql`${offeredMenuKeys.enterpriseId} = ${enterprises.id}`)
    .groupBy(enterprises.id);
  let updated = 0;
  for (const { id, offered } of rows) {
    const seen = new Set(offered);
    const fresh = catalogue.filter((key) => !seen.has(key));
    if (fresh.length === 0) continue;
    await database.system.transaction((tx) => offerMenuKeys(tx, id, fresh));
    updated += 1;
  }
  return updated;
}
