import type { FastifyInstance } from 'fastify';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { ExportService } from '../downloads/downloads.public';
import { registerOrderCompletion, registerOrderOrigin } from '../orders/orders.public';
import { ProjectApprovalsService } from './project-approvals.service';
import { ProjectFilesService } from './project-files.service';
import { PROJECT_OVERDUE_JOB, projectOverdueHandler, scheduleProjectOverdueTick } from './project-overdue.job';
import { ProjectPowersService } from './project-powers.service';
import { ProjectProductsService } from './project-products.service';
import { finishTaskOfOrder, linkOrderToTask } from './project-orders';
import { ProjectTasksService } from './project-tasks.service';
import { ProjectTemplatesService } from './project-templates.service';
import { projectProductsExport, projectsExport } from './projects.export';
import { projectsRoutes } from './projects.routes';
import { ProjectsService } from './projects.service';

/** Projects: templates, projects and their tasks, the list's export, the orders made from order tasks, the overdue-task notices. */
export async function projectsPlugin(app: FastifyInstance) {
  registerExportSource('projects', projectsExport);
  registerExportSource('projectProducts', projectProductsExport);
  // A service-order task makes its order, and finishes when that order completes.
  registerOrderOrigin('projectTaskId', linkOrderToTask);
  registerOrderCompletion(finishTaskOfOrder);
  app.jobs.register(PROJECT_OVERDUE_JOB, projectOverdueHandler(app.db, app.notifications, app.jobs));
  app.addHook('onReady', async () => scheduleProjectOverdueTick(app.db.system, app.jobs, new Date()));
  await app.register(projectsRoutes, {
    templates: new ProjectTemplatesService(app.db),
    projects: new ProjectsService(app.db, app.notifications),
    tasks: new ProjectTasksService(app.db, app.notifications),
    approvals: new ProjectApprovalsService(app.db),
    files: new ProjectFilesService(app.db),
    products: new ProjectProductsService(app.db),
    powers: new ProjectPowersService(app.db),
    exports: new ExportService(app.db, app.jobs),
  });
}
