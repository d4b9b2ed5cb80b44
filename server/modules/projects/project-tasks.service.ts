import { ProjectErrors } from '@domain/projects/errors';
import { TASK_STATE_NAMES, TaskState, type TaskKindValue, type TaskStateValue } from '@domain/projects/projects.constants';
import type { AssignTaskInput, ExamineInput, FinishTaskInput, ProjectDetail } from '@domain/projects/projects.schemas';
import { TaskOp, finishedState, taskMachine, type TaskOpValue } from '@domain/projects/task.machine';
import type { Database, Tx } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { activeUsersAmong } from '../users/users.public';
import { logProjectChange, type ProjectActor } from './project-log';
import { tellTaskAssigned, type ProjectNotifier } from './project-notices';
import { machineTask, projectDetail } from './project-view';
import * as q from './projects.queries';
import { enforce } from './projects.service';

/** A project's tasks: given to people, finished, approved, left out. Each change answers with the project's detail. */
export class ProjectTasksService {
  constructor(
    private readonly db: Database,
    private readonly notifier: ProjectNotifier,
  ) {}

  /** The task's person and coordination users (active members of the enterprise). */
  assign(actor: ProjectActor, { id, personId, coordinatorIds }: AssignTaskInput): Promise<ProjectDetail> {
    return this.change(actor, id, TaskOp.assign, async (tx, task, project) => {
      const people = [...new Set([...(personId ? [personId] : []), ...coordinatorIds])];
      if ((await activeUsersAmong(tx, actor.enterpriseId, people)).length !== people.length) throw notFound(ProjectErrors.userNotFound);
      await tellTaskAssigned(this.notifier, tx, actor, project, task.name, people.filter((p) => p !== task.personId && !task.coordinatorIds.includes(p)));
      return { personId, coordinatorIds };
    });
  }

  /** Done by its person: an approval task waits for the project's approver, the others are finished. */
  finish(actor: ProjectActor, { id, note }: FinishTaskInput): Promise<ProjectDetail> {
    return this.change(actor, id, TaskOp.finish, async (_tx, task) => ({ ...this.done(finishedState(task.kind as TaskKindValue), actor), note }));
  }

  /** The approver's decision on an approval task. */
  examine(actor: ProjectActor, { id, action }: ExamineInput): Promise<ProjectDetail> {
    return this.change(actor, id, action, async (_tx, _task, _project, to) => this.done(to!, actor));
  }

  /** Leaves a task out of the project (it no longer counts for the progress), or takes it back. */
  disable(actor: ProjectActor, id: number, disabled: boolean): Promise<ProjectDetail> {
    return this.change(actor, id, disabled ? TaskOp.disable : TaskOp.enable, async (_tx, _task, _project, to) => ({ state: to! }));
  }

  private done(state: TaskStateValue, actor: ProjectActor) {
    const finished = state === TaskState.finished;
    return { state, finishedBy: finished ? actor.userId : null, finishedAt: finished ? new Date() : null };
  }

  /** Runs `op` on the task of a project the caller sees, the project locked, and recounts its progress. */
  private change(
    actor: ProjectActor,
    id: number,
    op: TaskOpValue,
    fields: (tx: Tx, task: q.TaskRecord, project: q.ProjectRecord, to: TaskStateValue | undefined) => Promise<Partial<q.TaskFields>>,
  ): Promise<ProjectDetail> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const found = await q.findTask(tx, enterpriseId, id);
      const project = found && (await q.findProject(tx, actor, found.projectId, true));
      if (!found || !project) throw notFound(ProjectErrors.taskNotFound);
      // Read again under the project's lock: a change that finished meanwhile is seen.
      const task = (await q.findTask(tx, enterpriseId, id))!;
      const to = enforce(taskMachine.decide(machineTask(task, project), actor, op));
      const change = await fields(tx, task, project, to);
      await q.updateTask(tx, enterpriseId, id, change);
      await q.recountTasks(tx, enterpriseId, project.id);
      const states = change.state === undefined ? '' : ` ${TASK_STATE_NAMES[task.state as TaskStateValue]} → ${TASK_STATE_NAMES[change.state as TaskStateValue]}`;
      await logProjectChange(tx, actor, `projectTask.${op}`, id, `项目任务：${project.projectNo} ${task.name}${states}`, task, change);
      return projectDetail(tx, actor, (await q.findProject(tx, actor, project.id))!);
    });
  }
}
