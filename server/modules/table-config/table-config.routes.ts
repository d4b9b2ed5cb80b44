import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import { TableKeyQuerySchema, UpdateTableConfigSchema } from '@domain/table-config/table-config.schemas';
import { TableConfigPaths } from '@domain/table-config/table-config.paths';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import type { TableConfigService, ConfigOwner } from './table-config.service';

const ownerOf = (request: FastifyRequest): ConfigOwner => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id };
};

/** Table configuration of the caller: every signed-in user keeps their own, per table. */
export async function tableConfigRoutes(app: FastifyInstance, { configs }: { configs: TableConfigService }) {
  app.get(TableConfigPaths.list, async (request) => ({ success: true, data: await configs.list(ownerOf(request)) }));

  app.get(TableConfigPaths.one, async (request) => {
    const { tableKey } = parse(TableKeyQuerySchema, request.query);
    return { success: true, data: await configs.get(ownerOf(request), tableKey) };
  });

  app.post(TableConfigPaths.update, async (request) => {
    const input = parseBody(UpdateTableConfigSchema, request);
    return { success: true, message: Messages.saveOk, data: await configs.save(ownerOf(request), input) };
  });
}
