import { and, eq, inArray } from 'drizzle-orm';
import type { EnterpriseInfo } from '@domain/settings/enterprise-info';
import type { Executor } from '../../db/database';
import { systemSettings } from '../../db/schema/settings';
import { enterprises } from '../../db/schema/tenancy';

/** The stored values of the given setting codes, by code (a code never saved is absent). */
export async function storedSettings(tx: Executor, enterpriseId: number, codes: string[]): Promise<Map<string, string>> {
  const rows = await tx
    .select({ code: systemSettings.code, value: systemSettings.value })
    .from(systemSettings)
    .where(and(eq(systemSettings.enterpriseId, enterpriseId), inArray(systemSettings.code, codes)));
  return new Map(rows.map((r) => [r.code, r.value]));
}

export async function saveSetting(tx: Executor, enterpriseId: number, code: string, value: string) {
  await tx
    .insert(systemSettings)
    .values({ enterpriseId, code, value })
    .onConflictDoUpdate({ target: [systemSettings.enterpriseId, systemSettings.code], set: { value } });
}

export async function enterpriseInfo(tx: Executor, enterpriseId: number): Promise<EnterpriseInfo> {
  const [row] = await tx
    .select({ name: enterprises.name, industry: enterprises.industry, hotline: enterprises.hotline })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  return row as EnterpriseInfo;
}

export async function updateEnterpriseInfo(tx: Executor, enterpriseId: number, info: EnterpriseInfo) {
  await tx.update(enterprises).set(info).where(eq(enterprises.id, enterpriseId));
}
