import type { FastifyInstance } from 'fastify';
import { searchPlansRoutes } from './search-plans.routes';
import { SearchPlansService } from './search-plans.service';

/** Saved search plans: the service and its routes. */
export async function searchPlansPlugin(app: FastifyInstance) {
  await app.register(searchPlansRoutes, { plans: new SearchPlansService(app.db) });
}
