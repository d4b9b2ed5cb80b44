import type { FastifyInstance } from 'fastify';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { ExportService } from '../downloads/downloads.public';
import { registerOrderCompletion, registerOrderOrigin } from '../orders/orders.public';
import { ProjectApprovalsService } from './project-approvals.service';
import { ProjectFilesService } from './project-files.service';
import { ProjectProductsService } from './project-products.service';
import { finishTaskOfOrder, linkOrderToTask } from './project-orders';
import { ProjectTasksService } from './project-tasks.service';
import { ProjectTemplatesService } from './project-templates.service';
import { projectsExport } from './projects.export';
import { projectsRoutes } from './projects.routes';
import { ProjectsService } from './projects.service';

/** Projects: templates, projects and their tasks, the list's export, the orders made from order tasks. */
export async function projectsPlugin(app: FastifyInstance) {
  registerExportSource('projects', projectsExport);
  // A service-order task makes its order, and finishes when that order completes.
  registerOrderOrigin('projectTaskId', linkOrderToTask);
  registerOrderCompletion(finishTaskOfOrder);
  await app.register(projectsRoutes, {
    templates: new ProjectTemplatesService(app.db),
    projects: new ProjectsService(app.db),
    tasks: new ProjectTasksService(app.db),
    approvals: new ProjectApprovalsService(app.db),
    files: new ProjectFilesService(app.db),
    products: new ProjectProductsService(app.db),
    exports: new ExportService(app.db, app.jobs),
  });
}
