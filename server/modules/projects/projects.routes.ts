import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { PROJECT_TEMPLATE_WRITERS } from '@domain/projects/projects.constants';
import { ProjectPaths } from '@domain/projects/projects.paths';
import {
  AddProjectFilesSchema,
  AssignTaskSchema,
  CopyProjectSchema,
  CreateProjectSchema,
  DeleteProjectRowsQuerySchema,
  DeleteProjectsQuerySchema,
  DisableTaskSchema,
  EditProjectSchema,
  ExamineSchema,
  ExportProjectProductsSchema,
  ExportProjectsSchema,
  FinishTaskSchema,
  IdQuerySchema,
  LinkProjectProductsSchema,
  MyTasksQuerySchema,
  ProjectFilterSchema,
  ProjectIdQuerySchema,
  ProjectIdSchema,
  ProjectListQuerySchema,
  ProjectProductsQuerySchema,
  SaveTemplateFormSchema,
  SaveTemplateSchema,
  TemplatePersonnelSchema,
  TemplateSettingSchema,
} from '@domain/projects/projects.schemas';
import { PagingSchema } from '@domain/common/paging';
import { Power } from '@domain/shell/permissions';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import type { ExportService } from '../downloads/downloads.public';
import type { ProjectApprovalsService } from './project-approvals.service';
import type { ProjectFilesService } from './project-files.service';
import type { ProjectActor } from './project-log';
import type { ProjectPowersService } from './project-powers.service';
import type { ProjectProductsService } from './project-products.service';
import type { ProjectTasksService } from './project-tasks.service';
import type { ProjectTemplatesService } from './project-templates.service';
import type { ProjectsService } from './projects.service';

const actorOf = (request: FastifyRequest): ProjectActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole };
};
const templateWriters = { config: { roles: PROJECT_TEMPLATE_WRITERS } };

export interface ProjectServices {
  templates: ProjectTemplatesService;
  projects: ProjectsService;
  tasks: ProjectTasksService;
  approvals: ProjectApprovalsService;
  files: ProjectFilesService;
  products: ProjectProductsService;
  powers: ProjectPowersService;
  exports: ExportService;
}

/**
 * Projects (spec part 2 section 7). Everyone signed in reads the projects they see (overseers all, the
 * others those they take part in); creating needs permission 13002; what a person may do to a project
 * or task is the machines' (domain/projects/*.machine.ts) to decide in the services.
 */
export async function projectsRoutes(app: FastifyInstance, { templates, projects, tasks, approvals, files, products, powers, exports }: ProjectServices) {
  app.get(ProjectPaths.templateList, { config: { wholeList: true } }, async (request) => ({ success: true, data: await templates.list(actorOf(request)) }));
  app.get(ProjectPaths.templateDetail, async (request) => ({ success: true, data: await templates.detail(actorOf(request), parse(IdQuerySchema, request.query).id) }));
  app.post(ProjectPaths.templateSave, templateWriters, async (request) => {
    const input = parseBody(SaveTemplateSchema, request);
    return { success: true, message: Messages.saveOk, data: await templates.save(actorOf(request), input) };
  });
  app.post(ProjectPaths.templateSetting, templateWriters, async (request) => {
    const input = parseBody(TemplateSettingSchema, request);
    return { success: true, message: Messages.saveOk, data: await templates.saveSetting(actorOf(request), input) };
  });
  app.post(ProjectPaths.templatePersonnel, templateWriters, async (request) => {
    const input = parseBody(TemplatePersonnelSchema, request);
    return { success: true, message: Messages.saveOk, data: await templates.savePersonnel(actorOf(request), input) };
  });
  app.post(ProjectPaths.templateForm, templateWriters, async (request) => {
    const input = parseBody(SaveTemplateFormSchema, request);
    return { success: true, message: Messages.saveOk, data: await templates.saveForm(actorOf(request), input) };
  });
  app.delete(ProjectPaths.templateDelete, templateWriters, async (request) => {
    await templates.remove(actorOf(request), parse(IdQuerySchema, request.query).id);
    return { success: true, message: Messages.deleteOk };
  });

  app.get(ProjectPaths.list, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(ProjectListQuerySchema, request.query);
    return { success: true, data: await projects.list(actorOf(request), filter, { pageIndex, pageSize }) };
  });
  app.get(ProjectPaths.count, async (request) => ({ success: true, data: await projects.count(actorOf(request), parse(ProjectFilterSchema, request.query)) }));
  app.get(ProjectPaths.detail, async (request) => ({ success: true, data: await projects.detail(actorOf(request), parse(IdQuerySchema, request.query).id) }));

  app.post(ProjectPaths.create, { config: { power: Power.newProject } }, async (request) => {
    const input = parseBody(CreateProjectSchema, request);
    return { success: true, message: Messages.saveOk, data: await projects.create(actorOf(request), input) };
  });
  app.post(ProjectPaths.copy, { config: { power: Power.newProject } }, async (request) => {
    const input = parseBody(CopyProjectSchema, request);
    return { success: true, message: Messages.saveOk, data: await projects.copy(actorOf(request), input) };
  });
  // An edit is the project machine's to allow (its creator or an administrator, never while an approval waits).
  app.post(ProjectPaths.save, async (request) => {
    const input = parseBody(EditProjectSchema, request);
    return { success: true, message: Messages.saveOk, data: await projects.edit(actorOf(request), input) };
  });
  app.post(ProjectPaths.submit, async (request) => ({ success: true, message: Messages.saveOk, data: await projects.submit(actorOf(request), parseBody(ProjectIdSchema, request).id) }));
  app.post(ProjectPaths.examine, async (request) => ({ success: true, message: Messages.saveOk, data: await projects.examine(actorOf(request), parseBody(ExamineSchema, request)) }));
  app.post(ProjectPaths.finish, async (request) => ({ success: true, message: Messages.saveOk, data: await projects.finish(actorOf(request), parseBody(ProjectIdSchema, request).id) }));
  app.delete(ProjectPaths.delete, async (request) => {
    await projects.remove(actorOf(request), parse(DeleteProjectsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });
  app.get(ProjectPaths.deleteMessage, async (request) => ({ success: true, data: await powers.deleteMessage(actorOf(request), parse(DeleteProjectsQuerySchema, request.query).ids) }));
  app.get(ProjectPaths.userPower, async (request) => {
    const actor = actorOf(request);
    return { success: true, data: await powers.userPower(actor, await app.grants.rights(actor.enterpriseId, actor.role)) };
  });
  app.get(ProjectPaths.serviceDetail, { config: { power: Power.serviceDetail } }, async (request) => ({
    success: true,
    data: await powers.serviceDetail(actorOf(request), parse(IdQuerySchema, request.query).id),
  }));
  app.post(ProjectPaths.export, async (request) => {
    const { format, ...filter } = parseBody(ExportProjectsSchema, request);
    const viewer = actorOf(request);
    const data = await exports.start(viewer, { source: 'projects', format, filter: { ...filter, viewer: { userId: viewer.userId, role: viewer.role } } });
    return { success: true, message: DownloadTexts.queued, data };
  });

  app.post(ProjectPaths.taskAssign, async (request) => ({ success: true, message: Messages.saveOk, data: await tasks.assign(actorOf(request), parseBody(AssignTaskSchema, request)) }));
  app.post(ProjectPaths.taskFinish, async (request) => ({ success: true, message: Messages.saveOk, data: await tasks.finish(actorOf(request), parseBody(FinishTaskSchema, request)) }));
  app.post(ProjectPaths.taskExamine, async (request) => ({ success: true, message: Messages.saveOk, data: await tasks.examine(actorOf(request), parseBody(ExamineSchema, request)) }));
  app.post(ProjectPaths.taskDisable, async (request) => {
    const { id, disabled } = parseBody(DisableTaskSchema, request);
    return { success: true, message: Messages.saveOk, data: await tasks.disable(actorOf(request), id, disabled) };
  });

  // What waits for the caller's decision; everyone signed in has a (maybe empty) list.
  app.get(ProjectPaths.examineList, async (request) => ({ success: true, data: await approvals.projects(actorOf(request), parse(PagingSchema, request.query)) }));
  app.get(ProjectPaths.examineCount, async (request) => ({ success: true, data: await approvals.countProjects(actorOf(request)) }));
  app.get(ProjectPaths.taskExamineList, async (request) => ({ success: true, data: await approvals.tasks(actorOf(request), parse(PagingSchema, request.query)) }));
  app.get(ProjectPaths.taskExamineCount, async (request) => ({ success: true, data: await approvals.countTasks(actorOf(request)) }));
  app.get(ProjectPaths.myTaskList, async (request) => ({ success: true, data: await approvals.myTasks(actorOf(request), parse(MyTasksQuerySchema, request.query)) }));
  app.get(ProjectPaths.overdueTaskCount, async (request) => ({ success: true, data: await approvals.countOverdueTasks(actorOf(request)) }));

  // Files: anyone who sees the project attaches; its uploader or who runs the project deletes.
  app.get(ProjectPaths.fileList, { config: { wholeList: true } }, async (request) => ({ success: true, data: await files.list(actorOf(request), parse(ProjectIdQuerySchema, request.query).projectId) }));
  app.post(ProjectPaths.fileAdd, async (request) => ({ success: true, message: Messages.saveOk, data: await files.add(actorOf(request), parseBody(AddProjectFilesSchema, request)) }));
  app.delete(ProjectPaths.fileDelete, async (request) => {
    const { projectId, ids } = parse(DeleteProjectRowsQuerySchema, request.query);
    await files.remove(actorOf(request), projectId, ids);
    return { success: true, message: Messages.deleteOk };
  });

  // Products: read by whoever sees the project; linked and unlinked as an edit of it.
  app.get(ProjectPaths.productList, async (request) => {
    const { projectId, ...paging } = parse(ProjectProductsQuerySchema, request.query);
    return { success: true, data: await products.list(actorOf(request), projectId, paging) };
  });
  app.get(ProjectPaths.productCount, async (request) => ({ success: true, data: await products.count(actorOf(request), parse(ProjectIdQuerySchema, request.query).projectId) }));
  app.post(ProjectPaths.productAccess, async (request) => ({ success: true, message: Messages.saveOk, data: await products.access(actorOf(request), parseBody(LinkProjectProductsSchema, request)) }));
  app.delete(ProjectPaths.productDelete, async (request) => {
    const { projectId, ids } = parse(DeleteProjectRowsQuerySchema, request.query);
    await products.remove(actorOf(request), projectId, ids);
    return { success: true, message: Messages.deleteOk };
  });
  // Whoever sees the project exports its products (another's or a stranger's project: 404 before anything is queued).
  app.post(ProjectPaths.productExport, async (request) => {
    const { format, projectId } = parseBody(ExportProjectProductsSchema, request);
    const viewer = actorOf(request);
    await products.count(viewer, projectId);
    const data = await exports.start(viewer, { source: 'projectProducts', format, filter: { projectId, viewer: { userId: viewer.userId, role: viewer.role } } });
    return { success: true, message: DownloadTexts.queued, data };
  });
}
