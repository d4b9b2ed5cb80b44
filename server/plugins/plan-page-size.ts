import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { freePageSizeRefusal } from '@domain/common/page-sizes';
import { Plan } from '@domain/shell/plans';
import { API_PREFIX } from '../api-prefix';
import { badRequest } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A lookup that screens read whole (pickers, filter options, a role's rights), not a paged table:
     * its page size is not a plan's table size. A function tells the lookup form of a call apart
     * from its table form by the query (the spec's lookups send type -1).
     */
    wholeList?: true | ((query: Record<string, unknown>) => boolean);
  }
}

const pageSizeOf = (request: FastifyRequest): unknown => {
  for (const source of [request.query, request.body]) {
    if (source && typeof source === 'object' && 'pageSize' in source) return (source as { pageSize: unknown }).pageSize;
  }
  return undefined;
};

/**
 * Page sizes 500 and 1000 are for paying tenants (spec part 1 section 9): a free tenant's paged table
 * asking for them is refused with 400 (runs after the auth guard, so the caller is known).
 */
async function planPageSizePlugin(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.url?.startsWith(API_PREFIX)) return;
    if (request.session?.enterprise?.planType !== Plan.free) return;
    const { wholeList } = request.routeOptions.config;
    if (wholeList === true || wholeList?.((request.query ?? {}) as Record<string, unknown>)) return;
    const refusal = freePageSizeRefusal(Number(pageSizeOf(request)));
    if (refusal) throw badRequest(refusal);
  });
}

export default fp(planPageSizePlugin, { name: 'plan-page-size', dependencies: ['auth'] });
