import type { FastifyInstance } from 'fastify';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { ExportService } from '../downloads/downloads.public';
import { DIGEST_TICK, digestTickHandler, scheduleDigestTick } from './digest.job';
import { reportExports } from './reports.export';
import { ROLLUP_TICK, rollupTickHandler, scheduleRollupTick } from './rollup.job';
import { reportsRoutes } from './reports.routes';
import { ReportsService } from './reports.service';

/** The chart centre, the dashboard and the big-data map (service, one export source per chart, routes), and the daily digests' minute tick. */
export async function reportsPlugin(app: FastifyInstance, { hotline }: { hotline: string }) {
  for (const { key, source } of reportExports) registerExportSource(key, source);
  app.jobs.register(DIGEST_TICK.kind, digestTickHandler({ db: app.db, notifications: app.notifications }, app.jobs));
  app.addHook('onReady', async () => scheduleDigestTick(app.db.system, app.jobs, new Date()));
  app.jobs.register(ROLLUP_TICK.kind, rollupTickHandler(app.db, app.jobs));
  app.addHook('onReady', async () => scheduleRollupTick(app.db.system, app.jobs, new Date()));
  await app.register(reportsRoutes, { service: new ReportsService(app.db), exports: new ExportService(app.db, app.jobs), hotline });
}
