import type { Paging } from '@domain/common/paging';
import { TaskState, type TaskKindValue, type TaskStateValue } from '@domain/projects/projects.constants';
import type { MyTaskRow, MyTasksQuery, ProjectRow, TaskApprovalRow } from '@domain/projects/projects.schemas';
import { taskMachine } from '@domain/projects/task.machine';
import { chinaToday } from '@domain/products/warranty';
import type { Database } from '../../db/database';
import { userNames } from '../users/users.public';
import * as q from './project-approvals.queries';
import type { ProjectActor } from './project-log';
import { countOverdueTasks, myTasks } from './project-my-tasks.queries';
import { machineTask } from './project-view';
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

  /** The caller's unfinished tasks of projects in progress past their end date (the menu badge of 全部项目). */
  countOverdueTasks(actor: ProjectActor): Promise<number> {
    return this.db.tenantRead(actor.enterpriseId, (tx) => countOverdueTasks(tx, actor, chinaToday()));
  }

  /** The caller's own tasks (the phone's 项目任务), each with what the task machine lets the caller do. */
  myTasks(actor: ProjectActor, query: MyTasksQuery): Promise<MyTaskRow[]> {
    const today = chinaToday();
    return this.db.tenantRead(actor.enterpriseId, async (tx) =>
      (await myTasks(tx, actor, query, today)).map(({ task, project }) => ({
        id: task.id,
        name: task.name,
        kind: task.kind as TaskKindValue,
        description: task.description,
        state: task.state as TaskStateValue,
        processName: project.processNames[task.processIndex] ?? '',
        note: task.note,
        orderId: task.orderId,
        projectId: project.id,
        projectNo: project.projectNo,
        projectName: project.name,
        endDate: project.endDate,
        overdue: task.state === TaskState.unfinished && project.endDate !== null && project.endDate < today,
        // The machine reads only the project's phase, creator and approvers; the template's editors play no part in a task.
        operations: taskMachine.allowedOperations(machineTask(task, { ...project, editorIds: [] }), actor),
      })),
    );
  }
}
