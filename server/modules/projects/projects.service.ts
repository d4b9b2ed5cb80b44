import { Messages } from '@domain/common/messages';
import type { Paging } from '@domain/common/paging';
import type { Verdict } from '@domain/common/machine';
import { ProjectErrors } from '@domain/projects/errors';
import { PHASE_STORAGE, ProjectOp, phaseOf, projectMachine, type ProjectOpValue } from '@domain/projects/project.machine';
import { PROJECT_PHASE_NAMES, ProjectPhase, type ProjectPhaseValue } from '@domain/projects/projects.constants';
import type { CopyProjectInput, CreateProjectInput, EditProjectInput, ExamineInput, ProjectDetail, ProjectFieldsInput, ProjectFilter, ProjectRow } from '@domain/projects/projects.schemas';
import { chinaToday } from '@domain/products/warranty';
import type { FormValues } from '@domain/forms/validate-values';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import { storedFormValues } from '../../lib/form-values';
import type { Database, Tx } from '../../db/database';
import { Role } from '@domain/shell/roles';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import { deleteExtrasOf } from './project-extras.queries';
import { findTemplate, type TemplateRecord } from './project-templates.queries';
import { lockProjectNumbers, logProjectChange, type ProjectActor } from './project-log';
import { tellProjectMoment, type ProjectNotifier } from './project-notices';
import { machineProject, projectDetail, visibleProject } from './project-view';
import * as q from './projects.queries';

/** A machine's verdict as the state it leads to; its refusal as the caller's error. */
export function enforce<To>(verdict: Verdict<To>): To | undefined {
  if (!verdict.ok) throw new AppError(verdict.status, verdict.message);
  return verdict.to;
}

/** The stored state and approval of `phase`, with the finish time when it completes. */
const phaseFields = (phase: ProjectPhaseValue, now: Date) => ({
  state: PHASE_STORAGE[phase].state,
  approval: PHASE_STORAGE[phase].approval,
  finishedAt: phase === ProjectPhase.completed ? now : null,
});

function checkDates({ startDate, endDate }: ProjectFieldsInput) {
  if (startDate && endDate && endDate < startDate) throw badRequest(`endDate: ${ProjectErrors.endBeforeStart}`);
}

/** The project's own columns, its custom values checked against `form` (a 400 naming the first field that does not fit). */
function storedFields({ values, ...own }: ProjectFieldsInput, form: TemplateForm) {
  return { ...own, customValues: storedFormValues(form, values as FormValues, 'values') };
}

/** A template naming its creators (personnel permissions) lets only them and administrators make projects from it. */
function checkMayCreate(actor: ProjectActor, template: TemplateRecord | undefined) {
  const creators = template?.creatorIds ?? [];
  if (creators.length > 0 && !creators.includes(actor.userId) && actor.role !== Role.admin) throw forbidden(ProjectErrors.notTemplateCreator);
}

/** Projects (/allProject): made from a template, approved, worked through, finished and approved again. */
export class ProjectsService {
  constructor(
    private readonly db: Database,
    private readonly notifier: ProjectNotifier,
  ) {}

  list(actor: ProjectActor, filter: ProjectFilter, paging: Paging): Promise<ProjectRow[]> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.listProjects(tx, actor, filter, paging));
  }

  count(actor: ProjectActor, filter: ProjectFilter): Promise<number> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.countProjects(tx, actor, filter));
  }

  detail(actor: ProjectActor, id: number): Promise<ProjectDetail> {
    return this.db.tenant(actor.enterpriseId, async (tx) => projectDetail(tx, actor, await visibleProject(tx, actor, id)));
  }

  /** A project from a template: its processes become the tasks, its approvals the project's. */
  create(actor: ProjectActor, { templateId, ...fields }: CreateProjectInput): Promise<ProjectDetail> {
    checkDates(fields);
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const template = await findTemplate(tx, actor.enterpriseId, templateId);
      if (!template) throw notFound(`templateId: ${ProjectErrors.templateNotFound}`);
      checkMayCreate(actor, template);
      const tasks = template.processes.flatMap((p, processIndex) => p.tasks.map((t, position) => ({ processIndex, position, name: t.name, kind: t.kind, description: t.description })));
      const made = { templateId, templateName: template.name, processNames: template.processes.map((p) => p.name), finishApproval: template.finishApproval, approverIds: template.approverIds, form: template.form };
      return this.insert(tx, actor, storedFields(fields, template.form), made, template.createApproval, tasks);
    });
  }

  /**
   * A copy of a project the caller sees: its processes, tasks and their people, its approvals, with fresh
   * fields and every task unfinished. It asks for creation approval as its template does now (always, when the
   * template is gone).
   */
  copy(actor: ProjectActor, { id, ...fields }: CopyProjectInput): Promise<ProjectDetail> {
    checkDates(fields);
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const source = await visibleProject(tx, actor, id);
      const template = await findTemplate(tx, actor.enterpriseId, source.templateId);
      checkMayCreate(actor, template);
      const tasks = (await q.projectTasks(tx, actor.enterpriseId, id)).map((t) => ({
        processIndex: t.processIndex,
        position: t.position,
        name: t.name,
        kind: t.kind,
        description: t.description,
        personId: t.personId,
        coordinatorIds: t.coordinatorIds,
      }));
      const made = { templateId: source.templateId, templateName: source.templateName, processNames: source.processNames, finishApproval: source.finishApproval, approverIds: source.approverIds, form: source.form };
      return this.insert(tx, actor, storedFields(fields, source.form), made, template?.createApproval ?? true, tasks, source.projectNo);
    });
  }

  private async insert(
    tx: Tx,
    actor: ProjectActor,
    fields: ReturnType<typeof storedFields>,
    made: Pick<q.ProjectFields, 'templateId' | 'templateName' | 'processNames' | 'finishApproval' | 'approverIds' | 'form'>,
    createApproval: boolean,
    tasks: q.TaskFields[],
    copiedFrom?: string,
  ): Promise<ProjectDetail> {
    const { enterpriseId } = actor;
    await lockProjectNumbers(tx, enterpriseId);
    const projectNo = await q.nextProjectNo(tx, enterpriseId, `XM${chinaToday().replaceAll('-', '')}`);
    const phase = createApproval ? ProjectPhase.awaitingCreation : ProjectPhase.inProgress;
    const id = await q.insertProject(tx, enterpriseId, { ...fields, ...made, ...phaseFields(phase, new Date()), projectNo, countedTasks: tasks.length, createdBy: actor.userId });
    await q.insertTasks(tx, enterpriseId, id, tasks);
    const after = (await q.findProject(tx, actor, id))!;
    const summary = copiedFrom ? `复制项目：${copiedFrom} → ${projectNo} ${after.name}` : `新建项目：${projectNo} ${after.name}`;
    await logProjectChange(tx, actor, copiedFrom ? 'project.copy' : 'project.create', id, summary, undefined, after);
    await tellProjectMoment(this.notifier, tx, actor, after, phase === ProjectPhase.awaitingCreation ? 'approvalRequested' : 'created');
    return projectDetail(tx, actor, after);
  }

  /** A project's own fields, as the machine allows (never while an approval waits). */
  edit(actor: ProjectActor, { id, ...fields }: EditProjectInput): Promise<ProjectDetail> {
    checkDates(fields);
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const before = await visibleProject(tx, actor, id, true);
      enforce(projectMachine.decide(machineProject(before), actor, ProjectOp.edit));
      await q.updateProject(tx, actor.enterpriseId, id, storedFields(fields, before.form));
      const after = (await q.findProject(tx, actor, id))!;
      await logProjectChange(tx, actor, 'project.update', id, `修改项目：${after.projectNo} ${after.name}`, before, after);
      return projectDetail(tx, actor, after);
    });
  }

  /** A refused project sent for creation approval again. */
  submit(actor: ProjectActor, id: number): Promise<ProjectDetail> {
    return this.move(actor, id, ProjectOp.submit, async (tx, before, to) => {
      await tellProjectMoment(this.notifier, tx, actor, before, 'approvalRequested');
      return { ...phaseFields(to!, new Date()), rejectReason: '' };
    });
  }

  /** The approver's decision on the creation or the finish waiting for it. */
  examine(actor: ProjectActor, { id, action, reason }: ExamineInput): Promise<ProjectDetail> {
    return this.move(actor, id, action, async (tx, before, to) => {
      const moment = action === ProjectOp.reject ? 'rejected' : to === ProjectPhase.completed ? 'completed' : 'approved';
      await tellProjectMoment(this.notifier, tx, actor, before, moment, reason);
      return { ...phaseFields(to!, new Date()), rejectReason: action === ProjectOp.reject ? reason : '' };
    });
  }

  /** Every task done: the project goes to its finish approval, or completes when its template asks none. */
  finish(actor: ProjectActor, id: number): Promise<ProjectDetail> {
    return this.move(actor, id, ProjectOp.finish, async (tx, before) => {
      const to = before.finishApproval ? ProjectPhase.awaitingFinish : ProjectPhase.completed;
      await tellProjectMoment(this.notifier, tx, actor, before, to === ProjectPhase.awaitingFinish ? 'approvalRequested' : 'completed');
      return phaseFields(to, new Date());
    });
  }

  /** Deletes projects that never started (all or none). */
  remove(actor: ProjectActor, ids: number[]): Promise<void> {
    if (ids.length === 0) throw badRequest(Messages.deleteNothingSelected);
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const found: q.ProjectRecord[] = [];
      for (const id of ids) found.push(await visibleProject(tx, actor, id, true));
      for (const p of found) enforce(projectMachine.decide(machineProject(p), actor, ProjectOp.delete));
      await deleteExtrasOf(tx, actor.enterpriseId, ids);
      await q.deleteProjects(tx, actor.enterpriseId, ids);
      await logProjectChange(tx, actor, 'project.delete', ids.join(','), `删除项目：${found.map((p) => p.projectNo).join('、')}`, found);
    });
  }

  /** Runs `op` on the locked project as the machine allows, storing what `change` returns. */
  private move(actor: ProjectActor, id: number, op: ProjectOpValue, change: (tx: Tx, before: q.ProjectRecord, to: ProjectPhaseValue | undefined) => Promise<Partial<q.ProjectFields>>) {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const before = await visibleProject(tx, actor, id, true);
      const to = enforce(projectMachine.decide(machineProject(before), actor, op));
      await q.updateProject(tx, actor.enterpriseId, id, await change(tx, before, to));
      const after = (await q.findProject(tx, actor, id))!;
      const phases = `${PROJECT_PHASE_NAMES[phaseOf(before.state, before.approval)]} → ${PROJECT_PHASE_NAMES[phaseOf(after.state, after.approval)]}`;
      await logProjectChange(tx, actor, `project.${op}`, id, `项目状态：${after.projectNo} ${phases}`, before, after);
      return projectDetail(tx, actor, after);
    });
  }

}
