import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import {
  DeleteRecordsQuerySchema,
  EnableCustomAppSchema,
  IdQuerySchema,
  InstallAreaSchema,
  RecordDetailQuerySchema,
  RecordListQuerySchema,
  SaveCustomAppGroupSchema,
  SaveCustomAppSchema,
  SaveCustomFormSchema,
  SaveRecordSchema,
  SortCustomAppsSchema,
  TemplateQuerySchema,
} from '@domain/custom-apps/custom-apps.schemas';
import { Role } from '@domain/shell/roles';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import type { AppManagementService } from './app-management.service';
import type { CustomAppActor } from './custom-apps-common';
import { CustomAppPaths } from '@domain/custom-apps/custom-apps.paths';
import type { CustomAppsService } from './custom-apps.service';
import type { CustomRecordsService, RecordCaller } from './custom-records.service';

export interface CustomAppsServices {
  settings: CustomAppsService;
  records: CustomRecordsService;
  management: AppManagementService;
}

const adminOnly = { config: { roles: [Role.admin] } };

const actorOf = (request: FastifyRequest): CustomAppActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id };
};
const userOf = (request: FastifyRequest): RecordCaller => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole };
};

/**
 * Custom applications (/CustomApplicationSetting, /NewlyAddedFineControl, /FineControlList) and
 * application management (/application/manage/...). The spec names no calls for custom
 * applications; they live under /customApp/.
 */
export async function customAppsRoutes(app: FastifyInstance, { settings, records, management }: CustomAppsServices) {

  app.get(CustomAppPaths.setting, adminOnly, async (request) => ({ success: true, data: await settings.setting(actorOf(request).enterpriseId) }));

  app.post(CustomAppPaths.groupSave, adminOnly, async (request) => {
    const input = parseBody(SaveCustomAppGroupSchema, request);
    return { success: true, message: Messages.saveOk, data: { id: await settings.saveGroup(actorOf(request), input) } };
  });

  app.delete(CustomAppPaths.groupDelete, adminOnly, async (request) => {
    await settings.removeGroup(actorOf(request), parse(IdQuerySchema, request.query).id);
    return { success: true, message: Messages.deleteOk };
  });

  app.post(CustomAppPaths.appSave, adminOnly, async (request) => {
    const input = parseBody(SaveCustomAppSchema, request);
    return { success: true, message: Messages.saveOk, data: await settings.saveApp(actorOf(request), input) };
  });

  app.post(CustomAppPaths.appEnable, adminOnly, async (request) => {
    const { id, enabled } = parseBody(EnableCustomAppSchema, request);
    await settings.setEnabled(actorOf(request), id, enabled);
    return { success: true, message: Messages.statusChanged };
  });

  app.delete(CustomAppPaths.appDelete, adminOnly, async (request) => {
    await settings.removeApp(actorOf(request), parse(IdQuerySchema, request.query).id);
    return { success: true, message: Messages.deleteOk };
  });

  app.post(CustomAppPaths.sort, adminOnly, async (request) => {
    await settings.sort(actorOf(request), parseBody(SortCustomAppsSchema, request));
    return { success: true, message: Messages.saveOk };
  });

  app.post(CustomAppPaths.templateSave, adminOnly, async (request) => {
    const { templateId, ...input } = parseBody(SaveCustomFormSchema, request);
    return { success: true, message: Messages.saveOk, data: await settings.saveForm(actorOf(request), templateId, input) };
  });

  // Readers: anyone whose menu shows an application of the form.
  app.get(CustomAppPaths.templateDetail, async (request) => {
    const { templateId } = parse(TemplateQuerySchema, request.query);
    return { success: true, data: await records.form(userOf(request), templateId) };
  });

  app.get(CustomAppPaths.recordList, async (request) => {
    const { templateId, ...paging } = parse(RecordListQuerySchema, request.query);
    return { success: true, data: await records.list(userOf(request), templateId, paging) };
  });

  app.get(CustomAppPaths.recordCount, async (request) => {
    const { templateId } = parse(TemplateQuerySchema, request.query);
    return { success: true, data: await records.count(userOf(request), templateId) };
  });

  app.get(CustomAppPaths.recordDetail, async (request) => {
    const { templateId, id } = parse(RecordDetailQuerySchema, request.query);
    return { success: true, data: await records.detail(userOf(request), templateId, id) };
  });

  app.post(CustomAppPaths.recordSave, async (request) => {
    const { templateId, values } = parseBody(SaveRecordSchema, request);
    return { success: true, message: Messages.saveOk, data: await records.create(userOf(request), templateId, values) };
  });

  app.delete(CustomAppPaths.recordDelete, async (request) => {
    const { templateId, ids } = parse(DeleteRecordsQuerySchema, request.query);
    await records.remove(userOf(request), templateId, ids);
    return { success: true, message: Messages.deleteOk };
  });

  app.get(CustomAppPaths.applicationList, adminOnly, async (request) => ({ success: true, data: await management.list(actorOf(request).enterpriseId) }));

  app.post(CustomAppPaths.applicationInstall, adminOnly, async (request) => {
    const { key } = parseBody(InstallAreaSchema, request);
    await management.install(actorOf(request), key);
    return { success: true, message: '安装成功' };
  });
}
