import type { FastifyInstance } from 'fastify';
import { DISPATCH_PLAN_EXPORT } from '@domain/dispatch/dispatch.constants';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { ExportService } from '../downloads/downloads.public';
import { dispatchPlanExport } from './dispatch-plan.export';
import { registerOrderRouting } from '../orders/orders.public';
import { dispatchRouting } from './auto-assign';
import { startBoardPush } from './board-push';
import { dispatchRoutes } from './dispatch.routes';
import { DispatchService } from './dispatch.service';
import { OptimiseService } from './optimise.service';

/** Dispatch: the automatic assignment rules as an order routing (created or put back), the live board's push, and the routes. */
export async function dispatchPlugin(app: FastifyInstance, { hotline }: { hotline: string }) {
  registerOrderRouting(dispatchRouting);
  registerExportSource(DISPATCH_PLAN_EXPORT, dispatchPlanExport);
  const stopPush = startBoardPush(app);
  app.addHook('onClose', async () => stopPush());
  await app.register(dispatchRoutes, { dispatch: new DispatchService(app.db, app.notifications), optimise: new OptimiseService(app.db, app.notifications), exports: new ExportService(app.db, app.jobs), hotline });
}
