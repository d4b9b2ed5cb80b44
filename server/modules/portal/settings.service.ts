import type { PortalActor } from '@domain/portal/account.machine';
import type { PortalSettingInput, PortalSettingRow } from '@domain/portal/portal.schemas';
import type { Database } from '../../db/database';
import { recordOperation } from '../audit/audit.public';
import { ensureSetting, settingRow, updateSetting } from './settings.queries';

/** /portalSetting: the portal's name, logo, hotline, functions, address (made on first use). */
export class PortalSettingsService {
  constructor(private readonly db: Database) {}

  get(actor: PortalActor, defaults: { name: string; hotline: string }): Promise<PortalSettingRow> {
    return this.db.tenant(actor.enterpriseId, async (tx) => settingRow(await ensureSetting(tx, actor.enterpriseId, defaults)));
  }

  save(actor: PortalActor, defaults: { name: string; hotline: string }, input: PortalSettingInput): Promise<PortalSettingRow> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      await ensureSetting(tx, actor.enterpriseId, defaults);
      await updateSetting(tx, actor.enterpriseId, input);
      await recordOperation(tx, { enterpriseId: actor.enterpriseId, userId: actor.userId, module: 'portal', action: 'setting.save', targetId: actor.enterpriseId, summary: `门户设置：${input.name}` });
      return settingRow(await ensureSetting(tx, actor.enterpriseId, defaults));
    });
  }
}
