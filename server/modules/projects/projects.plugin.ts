import type { FastifyInstance } from 'fastify';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { ExportService } from '../downloads/downloads.public';
import { ProjectTasksService } from './project-tasks.service';
import { ProjectTemplatesService } from './project-templates.service';
import { projectsExport } from './projects.export';
import { projectsRoutes } from './projects.routes';
import { ProjectsService } from './projects.service';

/** Projects: templates, projects and their tasks, the list's export. */
export async function projectsPlugin(app: FastifyInstance) {
  registerExportSource('projects', projectsExport);
  await app.register(projectsRoutes, {
    templates: new ProjectTemplatesService(app.db),
    projects: new ProjectsService(app.db),
    tasks: new ProjectTasksService(app.db),
    exports: new ExportService(app.db, app.jobs),
  });
}
