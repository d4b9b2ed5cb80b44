import type { FastifyInstance } from 'fastify';
import { noticesRoutes } from './notices.routes';
import { NoticesService } from './notices.service';

/** In-app notices: the service and its routes. */
export async function noticesPlugin(app: FastifyInstance) {
  await app.register(noticesRoutes, { service: new NoticesService(app.db) });
}
