import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import { SaveEnterpriseInfoSchema } from '@domain/settings/enterprise-info';
import { BatchSaveSettingsSchema, SettingsListQuerySchema } from '@domain/settings/settings.schemas';
import { Role } from '@domain/shell/roles';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { EnterpriseInfoService } from './enterprise-info.service';
import { SettingPaths } from '@domain/settings/settings.paths';
import type { SettingsService } from './settings.service';

/**
 * System parameters (spec part 1 section 7: /systemsetting/list and /systemsetting/batchsave) and the
 * enterprise information of /infomation/setting (the spec names the screen only; the calls are ours).
 */
export async function settingsRoutes(app: FastifyInstance, { service }: { service: SettingsService }) {
  app.get(SettingPaths.systemSettings, async (request) => {
    const { codes } = parse(SettingsListQuerySchema, request.query);
    return { success: true, data: await service.list(caller(request).enterprise.id, codes) };
  });

  const info = new EnterpriseInfoService(app.db, app.bus);
  const adminOnly = { config: { roles: [Role.admin] } };

  app.get(SettingPaths.enterpriseInfo, adminOnly, async (request) => ({ success: true, data: await info.get(caller(request).enterprise.id) }));

  app.post(SettingPaths.enterpriseInfoSave, adminOnly, async (request) => {
    const input = parseBody(SaveEnterpriseInfoSchema, request);
    const { enterprise, user } = caller(request);
    return { success: true, message: Messages.saveOk, data: await info.save({ enterpriseId: enterprise.id, userId: user.id }, input) };
  });

  app.post(SettingPaths.systemSettingsSave, { config: { roles: [Role.admin] } }, async (request) => {
    const { items } = parseBody(BatchSaveSettingsSchema, request);
    const { enterprise, user } = caller(request);
    await service.batchSave(enterprise, user.id, items);
    return { success: true, message: Messages.saveOk };
  });
}
