import { Messages } from '@domain/common/messages';
import { ProjectErrors } from '@domain/projects/errors';
import { ProjectOp, projectMachine } from '@domain/projects/project.machine';
import { PROJECT_OVERSEERS, PROJECT_TEMPLATE_WRITERS, TaskKind, type TaskStateValue } from '@domain/projects/projects.constants';
import type { DeleteMessage, ProjectUserPower, ServiceProjectDetail } from '@domain/projects/projects.schemas';
import { Power, hasPower } from '@domain/shell/permissions';
import { Role } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { orderProgress } from '../orders/orders.public';
import type { ProjectActor } from './project-log';
import { listTemplates } from './project-templates.queries';
import { machineProject, projectDetail, visibleProject } from './project-view';

/** What the caller may do with projects, asked before acting: the powers, a delete's confirmation, the service detail. */
export class ProjectPowersService {
  constructor(private readonly db: Database) {}

  /** `rights` are the permission codes of the caller's role (the grants). */
  userPower(actor: ProjectActor, rights: readonly string[]): Promise<ProjectUserPower> {
    const canCreate = hasPower(rights, Power.newProject);
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const templates = canCreate ? await listTemplates(tx, actor.enterpriseId) : [];
      const creatable = templates.filter((t) => actor.role === Role.admin || t.creatorIds.length === 0 || t.creatorIds.includes(actor.userId));
      return {
        canCreate,
        templateIds: creatable.map((t) => t.id),
        seesAll: PROJECT_OVERSEERS.includes(actor.role),
        setsTemplates: PROJECT_TEMPLATE_WRITERS.includes(actor.role),
        serviceDetail: hasPower(rights, Power.serviceDetail),
      };
    });
  }

  /** The confirmation before deleting: which chosen projects the machine lets the caller delete (the delete itself is all or nothing). */
  deleteMessage(actor: ProjectActor, ids: number[]): Promise<DeleteMessage> {
    if (ids.length === 0) throw badRequest(Messages.deleteNothingSelected);
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const deletable: number[] = [];
      for (const id of ids) {
        const project = await visibleProject(tx, actor, id);
        if (projectMachine.allowedOperations(machineProject(project), actor).includes(ProjectOp.delete)) deletable.push(id);
      }
      const kept = ids.length - deletable.length;
      return { deletable, message: kept === 0 ? ProjectErrors.deleteConfirm(ids.length) : ProjectErrors.deleteKept(kept) };
    });
  }

  /** /serviceProject/Detail/{id}: the project's facts and its service-order tasks with their orders (numbers and states). */
  serviceDetail(actor: ProjectActor, id: number): Promise<ServiceProjectDetail> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const detail = await projectDetail(tx, actor, await visibleProject(tx, actor, id));
      const { processes, approvers: _a, operations: _o, form: _f, values: _v, rejectReason: _r, ...facts } = detail;
      const services = [];
      for (const [index, process] of processes.entries())
        for (const task of process.tasks.filter((t) => t.kind === TaskKind.order))
          services.push({
            id: task.id,
            name: task.name,
            processName: processes[index].name,
            state: task.state as TaskStateValue,
            person: task.person,
            order: task.orderId ? await orderProgress(tx, actor.enterpriseId, task.orderId) : null,
          });
      return { ...facts, services };
    });
  }
}
