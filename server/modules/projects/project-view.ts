import { phaseOf, projectMachine, type MachineProject } from '@domain/projects/project.machine';
import { TaskState, type TaskKindValue, type TaskStateValue } from '@domain/projects/projects.constants';
import type { ProjectDetail, TaskView } from '@domain/projects/projects.schemas';
import { taskMachine, type MachineTask } from '@domain/projects/task.machine';
import { ProjectErrors } from '@domain/projects/errors';
import type { Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { userNames } from '../users/users.public';
import type { ProjectActor } from './project-log';
import * as q from './projects.queries';

/** A stored project as the project machine reads it. */
export const machineProject = (p: q.ProjectRecord): MachineProject => ({
  phase: phaseOf(p.state, p.approval),
  creatorId: p.createdBy,
  approverIds: p.approverIds,
  openTasks: p.countedTasks - p.finishedTasks,
  editorIds: p.editorIds,
});

/** A stored task, with its project, as the task machine reads it. */
export const machineTask = (t: q.TaskRecord, p: q.ProjectRecord): MachineTask => ({
  state: t.state as TaskStateValue,
  kind: t.kind as TaskKindValue,
  personId: t.personId,
  coordinatorIds: t.coordinatorIds,
  hasOrder: t.orderId !== null,
  project: { phase: phaseOf(p.state, p.approval), creatorId: p.createdBy, approverIds: p.approverIds },
});

/** The project detail: its row, tasks by process with names of their people, and what `actor` may do now. */
export async function projectDetail(tx: Executor, actor: ProjectActor, record: q.ProjectRecord): Promise<ProjectDetail> {
  const { enterpriseId } = actor;
  const tasks = await q.projectTasks(tx, enterpriseId, record.id);
  const people = new Set<number>([...record.approverIds]);
  for (const t of tasks) for (const id of [t.personId, t.finishedBy, ...t.coordinatorIds]) if (id) people.add(id);
  const names = new Map((await userNames(tx, enterpriseId, [...people])).map((u) => [u.id, u.name]));
  const person = (id: number | null) => (id ? { id, name: names.get(id) ?? '' } : null);
  const [row] = await q.projectRows(tx, enterpriseId, [record]);
  const taskView = (t: q.TaskRecord): TaskView => ({
    id: t.id,
    processIndex: t.processIndex,
    name: t.name,
    kind: t.kind as TaskKindValue,
    description: t.description,
    state: (t.state ?? TaskState.unfinished) as TaskStateValue,
    person: person(t.personId),
    coordinators: t.coordinatorIds.map((id) => person(id)!),
    note: t.note,
    orderId: t.orderId,
    finishedBy: person(t.finishedBy),
    finishedAt: t.finishedAt?.toISOString() ?? null,
    operations: taskMachine.allowedOperations(machineTask(t, record), actor),
  });
  return {
    ...row,
    description: record.description,
    startDate: record.startDate,
    endDate: record.endDate,
    rejectReason: record.rejectReason,
    form: record.form,
    values: record.customValues,
    approvers: record.approverIds.map((id) => person(id)!),
    processes: record.processNames.map((name, index) => ({ name, tasks: tasks.filter((t) => t.processIndex === index).map(taskView) })),
    operations: projectMachine.allowedOperations(machineProject(record), actor),
  };
}

/** A project the caller sees (locked for the change that follows when `lock` is set); 404 otherwise, another enterprise's alike. */
export async function visibleProject(tx: Executor, actor: ProjectActor, id: number, lock = false): Promise<q.ProjectRecord> {
  const record = await q.findProject(tx, actor, id, lock);
  if (!record) throw notFound(ProjectErrors.notFound);
  return record;
}
