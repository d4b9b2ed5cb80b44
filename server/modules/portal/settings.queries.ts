import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_PORTAL_FUNCTIONS, PortalFunction, portalPath, type PortalFunctionValue } from '@domain/portal/portal.constants';
import type { PortalLook, PortalSettingRow } from '@domain/portal/portal.schemas';
import type { Executor, Tx } from '../../db/database';
import { portalSettings } from '../../db/schema/portal';

type SettingRecord = typeof portalSettings.$inferSelect;

export const settingRow = (r: SettingRecord): PortalSettingRow => ({
  code: r.code,
  path: portalPath(r.code),
  name: r.name,
  logo: r.logo,
  hotline: r.hotline,
  functions: r.functions as PortalFunctionValue[],
  enabled: r.enabled,
  selfRegister: r.selfRegister,
});
export const lookOf = (r: SettingRecord): PortalLook => ({ name: r.name, logo: r.logo, hotline: r.hotline, functions: r.functions as PortalFunctionValue[], selfRegister: r.selfRegister });

/** The enterprise's portal settings, made with a fresh address on first use (insert … on conflict: two first uses make one). */
export async function ensureSetting(tx: Tx, enterpriseId: number, defaults: { name: string; hotline: string }): Promise<SettingRecord> {
  const [found] = await tx.select().from(portalSettings).where(eq(portalSettings.enterpriseId, enterpriseId));
  if (found) return found;
  await tx
    .insert(portalSettings)
    .values({ enterpriseId, code: randomBytes(8).toString('hex').slice(0, 12), name: defaults.name.slice(0, 30), hotline: defaults.hotline, functions: DEFAULT_PORTAL_FUNCTIONS })
    .onConflictDoNothing({ target: portalSettings.enterpriseId });
  const [made] = await tx.select().from(portalSettings).where(eq(portalSettings.enterpriseId, enterpriseId));
  return made;
}

export async function updateSetting(tx: Tx, enterpriseId: number, set: Partial<typeof portalSettings.$inferInsert>) {
  await tx.update(portalSettings).set({ ...set, updatedAt: new Date() }).where(eq(portalSettings.enterpriseId, enterpriseId));
}

/** The portal at an address (before sign-in: no tenant yet, so the owner connection). */
export async function settingByCode(db: Executor, code: string): Promise<SettingRecord | undefined> {
  const [row] = await db.select().from(portalSettings).where(eq(portalSettings.code, code));
  return row;
}

/**
 * The enterprise's portal address (/portal/{code}) where it is open and takes service requests (服务申请 on), else
 * null: the public page of a scanned product code sends account holders there (owner connection: the page has no session).
 */
export const portalEntry =
  (db: Executor) =>
  async (enterpriseId: number): Promise<string | null> => {
    const [row] = await db.select({ code: portalSettings.code, enabled: portalSettings.enabled, functions: portalSettings.functions }).from(portalSettings).where(eq(portalSettings.enterpriseId, enterpriseId));
    return row?.enabled && row.functions.includes(PortalFunction.report) ? portalPath(row.code) : null;
  };
