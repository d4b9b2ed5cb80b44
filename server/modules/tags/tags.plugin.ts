import type { FastifyInstance } from 'fastify';
import { tagsRoutes } from './tags.routes';
import { TagsService } from './tags.service';

/** Tags: the service and its routes. */
export async function tagsPlugin(app: FastifyInstance, options: { hotline: string }) {
  await app.register(tagsRoutes, { service: new TagsService(app.db, app.bus, options.hotline) });
}
