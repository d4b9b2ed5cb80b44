import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import {
  DeleteDetailFieldQuerySchema,
  DetailTypeQuerySchema,
  SaveDetailFieldSchema,
  SaveDetailFormSchema,
  UpdateDetailFieldSchema,
} from '@domain/templates/detail-forms.schemas';
import { DETAIL_CONTROL_KINDS } from '@domain/templates/fixed-fields';
import { parse, parseBody } from '../../lib/parse';
import type { DetailFormsService } from './detail-forms.service';
import { actorOf, adminOnly, enterpriseOf } from './templates-common';
import { TemplatePaths } from '@domain/templates/templates.paths';

/** Detail-control forms under each entity kind's prefix (spec part 2 section 7); read by every role. */
export async function detailFormsRoutes(app: FastifyInstance, { service }: { service: DetailFormsService }) {
  for (const { paths, type } of DETAIL_CONTROL_KINDS) {
    app.get(paths.fieldValues, async (request) => ({ success: true, data: await service.view(enterpriseOf(request), type) }));

    app.post(paths.saveField, adminOnly, async (request) => {
      const input = parseBody(SaveDetailFieldSchema, request);
      return { success: true, message: Messages.saveOk, data: await service.addField(actorOf(request), type, input) };
    });

    app.post(paths.updateField, adminOnly, async (request) => {
      const { field } = parseBody(UpdateDetailFieldSchema, request);
      return { success: true, message: Messages.saveOk, data: await service.updateField(actorOf(request), type, field) };
    });

    app.delete(paths.delete, adminOnly, async (request) => {
      const { key } = parse(DeleteDetailFieldQuerySchema, request.query);
      return { success: true, message: Messages.deleteOk, data: await service.deleteField(actorOf(request), type, key) };
    });
  }

  app.get(TemplatePaths.cusTempField, async (request) => {
    const { type } = parse(DetailTypeQuerySchema, request.query);
    return { success: true, data: await service.view(enterpriseOf(request), type) };
  });

  app.post(TemplatePaths.saveOc, adminOnly, async (request) => {
    const { type, form } = parseBody(SaveDetailFormSchema, request);
    return { success: true, message: Messages.saveOk, data: await service.saveForm(actorOf(request), type, form) };
  });
}
