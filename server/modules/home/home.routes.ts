import type { FastifyInstance, FastifyRequest } from 'fastify';
import { caller } from '../../plugins/auth';
import type { HomeService } from './home.service';
import type { Counter } from './todos';
import { HomePaths } from '@domain/home/home.paths';

const counterOf = (request: FastifyRequest): Counter => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole };
};

/** The home page's to-do list and counts, and the status statistics (spec part 1 section 7). */
export async function homeRoutes(app: FastifyInstance, { home }: { home: HomeService }) {
  const planOf = async (request: FastifyRequest) => {
    const { enterprise } = caller(request);
    return { ...enterprise, userCount: await app.headcount.count(enterprise.id) };
  };

  app.get(HomePaths.todos, async (request) => ({ success: true, data: await home.todos(counterOf(request), await planOf(request)) }));
  app.get(HomePaths.counts, async (request) => ({ success: true, data: await home.counts(counterOf(request), await planOf(request)) }));
  app.get(HomePaths.statusStatistics, async (request) => ({ success: true, data: await home.statusStatistics(counterOf(request)) }));
}
