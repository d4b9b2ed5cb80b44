import type { FastifyInstance } from 'fastify';
import { FinancePaths } from '@domain/finance/finance.paths';
import { SourceCollectionIdSchema, SourceCollectionQuerySchema } from '@domain/finance/source-collections';
import { Messages } from '@domain/common/messages';
import { Role } from '@domain/shell/roles';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import type { SourceCollectionsService } from './source-collections.service';

const financeOnly = { config: { roles: [Role.finance, Role.admin] } };

/** GET /v2/collection/list: finance (or the administrator) lists the collections of other sources, marks them reconciled and reopens them. */
export async function sourceCollectionsRoutes(app: FastifyInstance, { collections }: { collections: SourceCollectionsService }) {
  app.get(FinancePaths.sourceCollectionList, financeOnly, async (request) => {
    const query = parse(SourceCollectionQuerySchema, request.query);
    const { user, enterprise } = caller(request);
    return { success: true, data: await collections.list(enterprise.id, user.currentRole, query) };
  });
  for (const [path, reconciled] of [[FinancePaths.sourceCollectionReconcile, true], [FinancePaths.sourceCollectionReopen, false]] as const) {
    app.post(path, financeOnly, async (request) => {
      const { id } = parseBody(SourceCollectionIdSchema, request);
      const { user, enterprise } = caller(request);
      await collections.reconcile({ enterpriseId: enterprise.id, userId: user.id, role: user.currentRole }, id, reconciled);
      return { success: true, message: Messages.statusChanged };
    });
  }
}
