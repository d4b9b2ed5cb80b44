import type { FastifyInstance } from 'fastify';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { ExportService } from '../downloads/downloads.public';
import { reportExports } from './reports.export';
import { reportsRoutes } from './reports.routes';
import { ReportsService } from './reports.service';

/** The chart centre, the dashboard and the big-data map: the service, one export source per chart, the routes. */
export async function reportsPlugin(app: FastifyInstance) {
  for (const { key, source } of reportExports) registerExportSource(key, source);
  await app.register(reportsRoutes, { service: new ReportsService(app.db), exports: new ExportService(app.db, app.jobs) });
}
