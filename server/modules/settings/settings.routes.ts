import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import { BatchSaveSettingsSchema, SettingsListQuerySchema } from '@domain/settings/settings.schemas';
import { Role } from '@domain/shell/roles';
import { parse } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { SettingsService } from './settings.service';

/** System parameters (spec part 1 section 7: /systemsetting/list and /systemsetting/batchsave). */
export async function settingsRoutes(app: FastifyInstance) {
  const service = new SettingsService(app.db);

  app.get('/systemsetting/list', async (request) => {
    const { codes } = parse(SettingsListQuerySchema, request.query);
    return { success: true, data: await service.list(caller(request).enterprise.id, codes) };
  });

  app.post('/systemsetting/batchsave', { config: { roles: [Role.admin] } }, async (request) => {
    const { items } = parse(BatchSaveSettingsSchema, request.body);
    const { enterprise, user } = caller(request);
    await service.batchSave(enterprise, user.id, items);
    return { success: true, message: Messages.saveOk };
  });
}
