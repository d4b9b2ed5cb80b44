import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { PHASE_STORAGE } from '@domain/projects/project.machine';
import { ProjectApproval, ProjectPhase, TaskState } from '@domain/projects/projects.constants';
import type { Paging } from '@domain/common/paging';
import { Role } from '@domain/shell/roles';
import type { Executor } from '../../db/database';
import { projectTasks as pk, projects as pj } from '../../db/schema/projects';
import type { StoredProject, TaskRecord, Viewer } from './projects.queries';

/** Projects `viewer` approves: named among their approvers, or an administrator of a project naming none (the machine's `isApprover`). */
function approvedBy(viewer: Viewer): SQL {
  const named = sql`${pj.approverIds} @> ${JSON.stringify([viewer.userId])}::jsonb`;
  return viewer.role === Role.admin ? sql`(${named} or ${pj.approverIds} = '[]'::jsonb)` : named;
}

/** Projects whose creation or finish waits for `viewer`'s decision (/projectexamine). */
const projectsWaiting = (viewer: Viewer) => and(eq(pj.enterpriseId, viewer.enterpriseId), eq(pj.approval, ProjectApproval.pending), approvedBy(viewer));

export async function waitingProjects(tx: Executor, viewer: Viewer, { pageIndex, pageSize }: Paging): Promise<StoredProject[]> {
  // The longest waiting first.
  const rows = await tx.select().from(pj).where(projectsWaiting(viewer)).orderBy(asc(pj.id)).limit(pageSize).offset(pageIndex * pageSize);
  return rows as StoredProject[];
}

export async function countWaitingProjects(tx: Executor, viewer: Viewer): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(pj).where(projectsWaiting(viewer));
  return row.n;
}

/** Approval tasks in approval, of projects in progress that `viewer` approves (/projectplanexamine): the task machine moves no others. */
const tasksWaiting = (viewer: Viewer) =>
  and(
    eq(pk.enterpriseId, viewer.enterpriseId),
    eq(pk.state, TaskState.inApproval),
    eq(pj.state, PHASE_STORAGE[ProjectPhase.inProgress].state),
    eq(pj.approval, PHASE_STORAGE[ProjectPhase.inProgress].approval),
    approvedBy(viewer),
  );

export async function waitingTasks(tx: Executor, viewer: Viewer, { pageIndex, pageSize }: Paging): Promise<{ task: TaskRecord; project: StoredProject }[]> {
  const rows = await tx
    .select({ task: pk, project: pj })
    .from(pk)
    .innerJoin(pj, and(eq(pj.enterpriseId, pk.enterpriseId), eq(pj.id, pk.projectId)))
    .where(tasksWaiting(viewer))
    .orderBy(asc(pk.projectId), asc(pk.processIndex), asc(pk.position))
    .limit(pageSize)
    .offset(pageIndex * pageSize);
  return rows as { task: TaskRecord; project: StoredProject }[];
}

export async function countWaitingTasks(tx: Executor, viewer: Viewer): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(pk)
    .innerJoin(pj, and(eq(pj.enterpriseId, pk.enterpriseId), eq(pj.id, pk.projectId)))
    .where(tasksWaiting(viewer));
  return row.n;
}
