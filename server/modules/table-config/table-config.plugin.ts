import type { FastifyInstance } from 'fastify';
import { tableConfigRoutes } from './table-config.routes';
import { TableConfigService } from './table-config.service';

/** Table column configurations: the service and its routes. */
export async function tableConfigPlugin(app: FastifyInstance) {
  await app.register(tableConfigRoutes, { configs: new TableConfigService(app.db) });
}
