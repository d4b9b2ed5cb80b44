import type { Paging } from '@domain/common/paging';
import type { ProjectRow, TaskApprovalRow } from '@domain/projects/projects.schemas';
import type { Database } from '../../db/database';
import { userNames } from '../users/users.public';
import * as q from './project-approvals.queries';
import type { ProjectActor } from './project-log';
import { projectRows } from './projects.queries';

/**
 * What waits for the caller's decision: projects at their creation or finish approval (/projectexamine) and
 * approval tasks (/projectplanexamine). Decisions go through /project/examine and /project/task/examine, whose machines decide.
 */
export class ProjectApprovalsService {
  constructor(private readonly db: Database) {}

  projects(actor: ProjectActor, paging: Paging): Promise<ProjectRow[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => projectRows(tx, actor.enterpriseId, await q.waitingProjects(tx, actor, paging)));
  }

  countProjects(actor: ProjectActor): Promise<number> {
    return this.db.tenantRead(actor.enterpriseId, (tx) => q.countWaitingProjects(tx, actor));
  }

  tasks(actor: ProjectActor, paging: Paging): Promise<TaskApprovalRow[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const rows = await q.waitingTasks(tx, actor, paging);
      const personIds = [...new Set(rows.flatMap((r) => (r.task.personId ? [r.task.personId] : [])))];
      const names = new Map((await userNames(tx, actor.enterpriseId, personIds)).map((u) => [u.id, u.name]));
      return rows.map(({ task, project }) => ({
        id: task.id,
        name: task.name,
        description: task.description,
        processName: project.processNames[task.processIndex] ?? '',
        person: task.personId ? { id: task.personId, name: names.get(task.personId) ?? '' } : null,
        note: task.note,
        projectId: project.id,
        projectNo: project.projectNo,
        projectName: project.name,
      }));
    });
  }

  countTasks(actor: ProjectActor): Promise<number> {
    return this.db.tenantRead(actor.enterpriseId, (tx) => q.countWaitingTasks(tx, actor));
  }
}
