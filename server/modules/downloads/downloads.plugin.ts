import type { FastifyInstance } from 'fastify';
import { downloadsRoutes } from './downloads.routes';
import { DownloadsService } from './downloads.service';
import { ExportService } from './export.service';

/** The download centre: its services and routes. */
export async function downloadsPlugin(app: FastifyInstance) {
  await app.register(downloadsRoutes, { centre: new DownloadsService(app.db, app.storage), exports: new ExportService(app.db, app.jobs) });
}
