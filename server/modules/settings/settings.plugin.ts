import type { FastifyInstance } from 'fastify';
import { settingsRoutes } from './settings.routes';
import { SettingsService } from './settings.service';

/** Enterprise settings: the service and its routes. */
export async function settingsPlugin(app: FastifyInstance) {
  await app.register(settingsRoutes, { service: new SettingsService(app.db) });
}
