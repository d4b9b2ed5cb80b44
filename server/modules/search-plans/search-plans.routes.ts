import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import { ListKeyQuerySchema, PlanIdQuerySchema, SaveSearchPlanSchema, SetDefaultPlanSchema } from '@domain/search-plans/search-plans.schemas';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { SearchPlanPaths } from '@domain/search-plans/search-plans.paths';
import type { SearchPlansService, PlanOwner } from './search-plans.service';

const ownerOf = (request: FastifyRequest): PlanOwner => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id };
};

/** Saved search plans of the caller (spec part 1 section 7 and part 2 section 7, Search plan). */
export async function searchPlansRoutes(app: FastifyInstance, { plans }: { plans: SearchPlansService }) {
  app.get(SearchPlanPaths.list, async (request) => {
    const { listKey } = parse(ListKeyQuerySchema, request.query);
    return { success: true, data: await plans.list(ownerOf(request), listKey) };
  });

  app.get(SearchPlanPaths.count, async (request) => {
    const { listKey } = parse(ListKeyQuerySchema, request.query);
    return { success: true, data: await plans.count(ownerOf(request), listKey) };
  });

  app.get(SearchPlanPaths.detail, async (request) => {
    const { id } = parse(PlanIdQuerySchema, request.query);
    return { success: true, data: await plans.detail(ownerOf(request), id) };
  });

  app.get(SearchPlanPaths.default, async (request) => {
    const { listKey } = parse(ListKeyQuerySchema, request.query);
    return { success: true, data: await plans.defaultPlan(ownerOf(request), listKey) };
  });

  app.post(SearchPlanPaths.save, async (request) => {
    const input = parseBody(SaveSearchPlanSchema, request);
    return { success: true, message: Messages.saveOk, data: await plans.save(ownerOf(request), input) };
  });

  app.post(SearchPlanPaths.setDefault, async (request) => {
    const { id, isDefault } = parseBody(SetDefaultPlanSchema, request);
    return { success: true, message: Messages.saveOk, data: await plans.setDefault(ownerOf(request), id, isDefault) };
  });

  app.delete(SearchPlanPaths.delete, async (request) => {
    const { id } = parse(PlanIdQuerySchema, request.query);
    await plans.remove(ownerOf(request), id);
    return { success: true, message: Messages.deleteOk };
  });
}
