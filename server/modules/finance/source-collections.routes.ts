import type { FastifyInstance } from 'fastify';
import { FinancePaths } from '@domain/finance/finance.paths';
import { SourceCollectionQuerySchema } from '@domain/finance/source-collections';
import { Role } from '@domain/shell/roles';
import { parse } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import type { SourceCollectionsService } from './source-collections.service';

/** GET /v2/collection/list: finance (or the administrator) lists the collections of other sources. */
export async function sourceCollectionsRoutes(app: FastifyInstance, { collections }: { collections: SourceCollectionsService }) {
  app.get(FinancePaths.sourceCollectionList, { config: { roles: [Role.finance, Role.admin] } }, async (request) => {
    const query = parse(SourceCollectionQuerySchema, request.query);
    return { success: true, data: await collections.list(caller(request).enterprise.id, query) };
  });
}
