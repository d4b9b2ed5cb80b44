import type { FastifyInstance } from 'fastify';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { ExportService } from '../downloads/downloads.public';
import { maintenanceContractsExport } from './contracts.export';
import { InspectionPlansService } from './inspection-plans.service';
import { InspectionPointsService } from './inspection-points.service';
import { inspectionTasksExport } from './inspection-tasks.export';
import { InspectionTasksService, registerInspectionOrders } from './inspection-tasks.service';
import { inspectionRoutes } from './inspection.routes';
import { MaintenanceContractsService } from './contracts.service';
import { maintenanceRoutes } from './maintenance.routes';
import { MaintenancePlansService } from './plans.service';
import { MAINTENANCE_TASKS_JOB, scheduleTaskGeneration, taskGenerationHandler } from './task-generation.job';
import { MaintenanceTasksService, registerTaskOrders } from './tasks.service';

/**
 * Maintenance and inspection rounds: tasks (and rounds' exceptions) as order origins, maintenance tasks finished by their order's completion, the contract list's
 * export through the download centre, the nightly task
 * generation (queued at start, so a night missed while no worker ran is made up), and the routes.
 */
export async function maintenancePlugin(app: FastifyInstance) {
  registerTaskOrders();
  registerInspectionOrders();
  registerExportSource('maintenance-contracts', maintenanceContractsExport);
  registerExportSource('inspection-tasks', inspectionTasksExport);
  app.jobs.register(MAINTENANCE_TASKS_JOB, taskGenerationHandler(app.db, app.jobs));
  app.addHook('onReady', async () => scheduleTaskGeneration(app.db.system, app.jobs, new Date()));
  await app.register(maintenanceRoutes, {
    contracts: new MaintenanceContractsService(app.db),
    plans: new MaintenancePlansService(app.db),
    tasks: new MaintenanceTasksService(app.db, app.notifications),
    exports: new ExportService(app.db, app.jobs),
  });
  await app.register(inspectionRoutes, {
    points: new InspectionPointsService(app.db),
    plans: new InspectionPlansService(app.db),
    tasks: new InspectionTasksService(app.db),
    exports: new ExportService(app.db, app.jobs),
  });
}
