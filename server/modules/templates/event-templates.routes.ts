import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import { EventTemplateCountQuerySchema, EventTemplateListQuerySchema, SaveEventTemplateSchema } from '@domain/templates/event-templates.schemas';
import { DeleteIdsQuerySchema, EnableTemplateSchema, IdQuerySchema, MoveTemplateSchema } from '@domain/templates/template-common.schemas';
import { parse, parseBody } from '../../lib/parse';
import type { EventTemplatesService } from './event-templates.service';
import { actorOf, adminOnly, enterpriseOf } from './templates-common';
import { TemplatePaths } from '@domain/templates/templates.paths';

/** Event templates: read by every role (event screens and filters), changed by administrators. */
export async function eventTemplatesRoutes(app: FastifyInstance, { service }: { service: EventTemplatesService }) {
  app.get(TemplatePaths.eventTempList, async (request) => {
    const { pageIndex, pageSize, keyword } = parse(EventTemplateListQuerySchema, request.query);
    return { success: true, data: await service.list(enterpriseOf(request), keyword, { pageIndex, pageSize }) };
  });

  app.get(TemplatePaths.eventTempCount, async (request) => {
    const { keyword } = parse(EventTemplateCountQuerySchema, request.query);
    return { success: true, data: await service.count(enterpriseOf(request), keyword) };
  });

  app.get(TemplatePaths.eventTempDetail, async (request) => {
    const { id } = parse(IdQuerySchema, request.query);
    return { success: true, data: await service.detail(enterpriseOf(request), id) };
  });

  app.get(TemplatePaths.eventTempCusTempField, async (request) => {
    const { id } = parse(IdQuerySchema, request.query);
    return { success: true, data: (await service.detail(enterpriseOf(request), id)).form.fields };
  });

  app.post(TemplatePaths.eventTempSave, adminOnly, async (request) => {
    const input = parseBody(SaveEventTemplateSchema, request);
    return { success: true, message: Messages.saveOk, data: await service.save(actorOf(request), input) };
  });

  app.put(TemplatePaths.eventTempEnable, adminOnly, async (request) => {
    const { id, enabled } = parseBody(EnableTemplateSchema, request);
    return { success: true, message: Messages.statusChanged, data: await service.setEnabled(actorOf(request), id, enabled) };
  });

  app.put(TemplatePaths.eventTempSort, adminOnly, async (request) => {
    const { id, step } = parseBody(MoveTemplateSchema, request);
    await service.sort(actorOf(request), id, step);
    return { success: true, message: Messages.saveOk };
  });

  app.delete(TemplatePaths.eventTempDelete, adminOnly, async (request) => {
    await service.remove(actorOf(request), parse(DeleteIdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });
}
