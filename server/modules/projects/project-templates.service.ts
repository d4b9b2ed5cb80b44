import { ProjectErrors } from '@domain/projects/errors';
import type { ProjectTemplateView, SaveTemplateFormInput, SaveTemplateInput, TemplatePersonnelInput, TemplateSettingInput } from '@domain/projects/projects.schemas';
import type { Database, Executor } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import { activeUsersAmong, userNames } from '../users/users.public';
import { logProjectChange, type ProjectActor } from './project-log';
import * as q from './project-templates.queries';

async function toViews(tx: Executor, enterpriseId: number, records: q.TemplateRecord[]): Promise<ProjectTemplateView[]> {
  const people = records.flatMap((r) => [...r.approverIds, ...r.creatorIds, ...r.viewerIds, ...r.editorIds]);
  const names = new Map((await userNames(tx, enterpriseId, [...new Set(people)])).map((u) => [u.id, u.name]));
  const named = (ids: number[]) => ids.map((id) => ({ id, name: names.get(id) ?? '' }));
  return records.map((r) => ({
    id: r.id,
    name: r.name,
    processes: r.processes,
    createApproval: r.createApproval,
    finishApproval: r.finishApproval,
    approvers: named(r.approverIds),
    creators: named(r.creatorIds),
    viewers: named(r.viewerIds),
    editors: named(r.editorIds),
    form: r.form,
    taskCount: r.processes.reduce((n, p) => n + p.tasks.length, 0),
    createTime: r.createdAt.toISOString(),
  }));
}

/** Project templates (/projectSet): processes with their tasks, and the approvals of the projects made from them. */
export class ProjectTemplatesService {
  constructor(private readonly db: Database) {}

  list(actor: ProjectActor): Promise<ProjectTemplateView[]> {
    return this.db.tenant(actor.enterpriseId, async (tx) => toViews(tx, actor.enterpriseId, await q.listTemplates(tx, actor.enterpriseId)));
  }

  detail(actor: ProjectActor, id: number): Promise<ProjectTemplateView> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const record = await q.findTemplate(tx, actor.enterpriseId, id);
      if (!record) throw notFound(ProjectErrors.templateNotFound);
      return (await toViews(tx, actor.enterpriseId, [record]))[0];
    });
  }

  /** Adds or replaces a template; projects already made keep the tasks they were made with. */
  save(actor: ProjectActor, input: SaveTemplateInput): Promise<ProjectTemplateView> {
    const { enterpriseId } = actor;
    const { id, ...fields } = input;
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = id ? await q.findTemplate(tx, enterpriseId, id) : undefined;
      if (id && !before) throw notFound(ProjectErrors.templateNotFound);
      if ((await activeUsersAmong(tx, enterpriseId, fields.approverIds)).length !== fields.approverIds.length) throw notFound(`approverIds: ${ProjectErrors.userNotFound}`);
      if (await q.templateNameTaken(tx, enterpriseId, fields.name, id)) throw conflict(ProjectErrors.templateNameTaken);
      if (id) await q.updateTemplate(tx, enterpriseId, id, fields);
      const savedId = id ?? (await q.insertTemplate(tx, enterpriseId, actor.userId, fields));
      const after = (await q.findTemplate(tx, enterpriseId, savedId))!;
      await logProjectChange(tx, actor, before ? 'projectTemplate.update' : 'projectTemplate.create', savedId, `${before ? '修改' : '新增'}项目模板：${after.name}`, before, after);
      return (await toViews(tx, enterpriseId, [after]))[0];
    });
  }

  /** One part of the template's settings from its own page; the parts not sent stay as they are. */
  saveSetting(actor: ProjectActor, { id, ...parts }: TemplateSettingInput): Promise<ProjectTemplateView> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await q.findTemplate(tx, enterpriseId, id);
      if (!before) throw notFound(ProjectErrors.templateNotFound);
      if (parts.approverIds && (await activeUsersAmong(tx, enterpriseId, parts.approverIds)).length !== parts.approverIds.length) {
        throw notFound(`approverIds: ${ProjectErrors.userNotFound}`);
      }
      await q.updateTemplate(tx, enterpriseId, id, parts);
      const after = (await q.findTemplate(tx, enterpriseId, id))!;
      await logProjectChange(tx, actor, 'projectTemplate.update', id, `修改项目模板：${after.name}`, before, after);
      return (await toViews(tx, enterpriseId, [after]))[0];
    });
  }

  /** Who may create from the template, view and edit its projects (/projectSet/addpersonnelProject/{id}); read live, so a change applies to its projects at once. */
  savePersonnel(actor: ProjectActor, { id, ...personnel }: TemplatePersonnelInput): Promise<ProjectTemplateView> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await q.findTemplate(tx, enterpriseId, id);
      if (!before) throw notFound(ProjectErrors.templateNotFound);
      for (const [field, ids] of Object.entries(personnel)) {
        if ((await activeUsersAmong(tx, enterpriseId, ids)).length !== ids.length) throw notFound(`${field}: ${ProjectErrors.userNotFound}`);
      }
      await q.updatePersonnel(tx, enterpriseId, id, personnel);
      const after = (await q.findTemplate(tx, enterpriseId, id))!;
      await logProjectChange(tx, actor, 'projectTemplate.personnel', id, `项目模板人员权限：${after.name}`, before, after);
      return (await toViews(tx, enterpriseId, [after]))[0];
    });
  }

  /** The template's custom form (/projectSet/processProject/customForm); projects already made keep the form they were made with. */
  saveForm(actor: ProjectActor, { id, form }: SaveTemplateFormInput): Promise<ProjectTemplateView> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await q.findTemplate(tx, enterpriseId, id);
      if (!before) throw notFound(ProjectErrors.templateNotFound);
      await q.updateForm(tx, enterpriseId, id, form);
      const after = (await q.findTemplate(tx, enterpriseId, id))!;
      await logProjectChange(tx, actor, 'projectTemplate.form', id, `项目模板表单：${after.name}`, before, after);
      return (await toViews(tx, enterpriseId, [after]))[0];
    });
  }

  remove(actor: ProjectActor, id: number): Promise<void> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await q.findTemplate(tx, enterpriseId, id);
      if (!before) throw notFound(ProjectErrors.templateNotFound);
      await q.deleteTemplate(tx, enterpriseId, id);
      await logProjectChange(tx, actor, 'projectTemplate.delete', id, `删除项目模板：${before.name}`, before);
    });
  }
}
