import type { FastifyInstance } from 'fastify';
import { TemplateMessages } from '@domain/templates/errors';
import { RecycleBinFilterSchema, RecycleBinQuerySchema, RestoreFieldSchema, RestoreFieldsSchema } from '@domain/templates/recycle-bin.schemas';
import { parse, parseBody } from '../../lib/parse';
import type { RecycleBinService } from './recycle-bin.service';
import { actorOf, adminOnly, enterpriseOf } from './templates-common';
import { TemplatePaths } from '@domain/templates/templates.paths';

/** The template-field recycle bin of the template centre. */
export async function templatesRoutes(app: FastifyInstance, { bin }: { bin: RecycleBinService }) {

  app.get(TemplatePaths.recycleBinField, { config: { ...adminOnly.config, wholeList: true } }, async (request) => {
    const { pageIndex, pageSize, ...owner } = parse(RecycleBinQuerySchema, request.query);
    return { success: true, data: await bin.list(enterpriseOf(request), owner, { pageIndex, pageSize }) };
  });

  app.get(TemplatePaths.recycleBinFieldCount, adminOnly, async (request) => {
    return { success: true, data: await bin.count(enterpriseOf(request), parse(RecycleBinFilterSchema, request.query)) };
  });

  app.put(TemplatePaths.reductionField, adminOnly, async (request) => {
    const { id } = parseBody(RestoreFieldSchema, request);
    await bin.restore(actorOf(request), [id]);
    return { success: true, message: TemplateMessages.restored };
  });

  app.put(TemplatePaths.commonReductionField, adminOnly, async (request) => {
    const { ids } = parseBody(RestoreFieldsSchema, request);
    await bin.restore(actorOf(request), ids);
    return { success: true, message: TemplateMessages.restored };
  });
}
