import type { FastifyInstance } from 'fastify';
import { homeRoutes } from './home.routes';
import { HomeService } from './home.service';

/** The home page: the service and its routes. */
export async function homePlugin(app: FastifyInstance) {
  await app.register(homeRoutes, { home: new HomeService(app.db, app.grants) });
}
