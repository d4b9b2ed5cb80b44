import type { SystemSettingItem } from '@domain/settings/settings.schemas';
import {
  duplicateSetting,
  invalidSettingValue,
  settingDefinition,
  settingValueOf,
  SYSTEM_SETTINGS,
  unknownSetting,
  type SettingDefinition,
  type SettingValue,
} from '@domain/settings/system-settings';
import { Plan, type PlanType } from '@domain/shell/plans';
import type { Database, Tx } from '../../db/database';
import { badRequest, forbidden } from '../../lib/app-error';
import { recordOperation } from '../audit/audit.public';
import * as q from './settings.queries';

/** Enterprise-wide parameters: a row exists only for a value an administrator saved; the catalogue gives the rest. */
export class SettingsService {
  constructor(private readonly db: Database) {}

  /** The settings named by `codes` (all when empty), in the order asked, defaults filled in. */
  async list(enterpriseId: number, codes: string[]): Promise<SystemSettingItem[]> {
    const defs = codes.length ? codes.map(known) : [...SYSTEM_SETTINGS];
    const values = await this.db.tenant(enterpriseId, (tx) => currentValues(tx, enterpriseId, defs));
    return defs.map((def) => ({ code: def.code, name: def.name, value: values.get(def.code)! }));
  }

  /** Validates every item, then writes them all in one transaction. */
  async batchSave(enterprise: { id: number; planType: PlanType }, userId: number, items: { code: string; value: unknown }[]) {
    const seen = new Set<string>();
    const changes = items.map(({ code, value }) => {
      const def = known(code);
      if (seen.has(code)) throw badRequest(duplicateSetting(code));
      seen.add(code);
      const canonical = settingValueOf(def, value);
      if (canonical === undefined) throw badRequest(invalidSettingValue(code));
      return { def, value: canonical };
    });
    await this.db.tenant(enterprise.id, async (tx) => {
      const current = await currentValues(tx, enterprise.id, changes.map((c) => c.def));
      for (const { def, value } of changes)
        if (def.freePlanLocked && enterprise.planType === Plan.free && current.get(def.code) !== value) throw forbidden(def.freePlanLocked);
      const changed = changes.filter(({ def, value }) => current.get(def.code) !== value);
      if (changed.length > 0)
        await recordOperation(tx, {
          enterpriseId: enterprise.id,
          userId,
          module: 'settings',
          action: 'system-settings.save',
          summary: `修改系统参数：${changed.map(({ def }) => def.name).join('、')}`,
          before: Object.fromEntries(changed.map(({ def }) => [def.code, current.get(def.code)])),
          after: Object.fromEntries(changed.map(({ def, value }) => [def.code, value])),
        });
      for (const { def, value } of changes) await q.saveSetting(tx, enterprise.id, def.code, String(value));
    });
  }
}

function known(code: string): SettingDefinition {
  const def = settingDefinition(code);
  if (!def) throw badRequest(unknownSetting(code));
  return def;
}

/** One setting's current value inside another module's transaction (a switch reads as 0 or 1). */
export async function settingValue(tx: Tx, enterpriseId: number, code: string): Promise<SettingValue> {
  return (await currentValues(tx, enterpriseId, [known(code)])).get(code)!;
}

async function currentValues(tx: Tx, enterpriseId: number, defs: SettingDefinition[]): Promise<Map<string, SettingValue>> {
  const stored = await q.storedSettings(tx, enterpriseId, defs.map((d) => d.code));
  // A stored value the catalogue no longer accepts falls back to the default rather than failing the page.
  return new Map(defs.map((def) => [def.code, settingValueOf(def, stored.get(def.code)) ?? def.default]));
}
