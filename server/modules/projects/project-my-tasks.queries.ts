import { and, asc, count, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { PHASE_STORAGE } from '@domain/projects/project.machine';
import { ProjectPhase, TaskState } from '@domain/projects/projects.constants';
import type { MyTasksQuery } from '@domain/projects/projects.schemas';
import type { Executor } from '../../db/database';
import { projectTasks as pk, projects as pj } from '../../db/schema/projects';
import type { StoredProject, TaskRecord, Viewer } from './projects.queries';

const inProgress = and(eq(pj.state, PHASE_STORAGE[ProjectPhase.inProgress].state), eq(pj.approval, PHASE_STORAGE[ProjectPhase.inProgress].approval));

/** Tasks `viewer` holds, as person or coordination user. */
const heldBy = (viewer: Viewer) => or(eq(pk.personId, viewer.userId), sql`${pk.coordinatorIds} @> ${JSON.stringify([viewer.userId])}::jsonb`);

/** Each chip's tasks: open ones of projects in progress, the overdue among them, or finished ones of any project. */
function shown(show: MyTasksQuery['show'], today: string): SQL | undefined {
  if (show === 'done') return eq(pk.state, TaskState.finished);
  if (show === 'overdue') return and(eq(pk.state, TaskState.unfinished), inProgress, lt(pj.endDate, today));
  return and(inArray(pk.state, [TaskState.unfinished, TaskState.inApproval]), inProgress);
}

/** The caller's tasks with their projects: open ones by deadline (none last), finished ones latest first. */
export async function myTasks(tx: Executor, viewer: Viewer, { show, pageIndex, pageSize }: MyTasksQuery, today: string): Promise<{ task: TaskRecord; project: StoredProject }[]> {
  const order = show === 'done' ? [desc(pk.finishedAt), desc(pk.id)] : [sql`${pj.endDate} asc nulls last`, asc(pk.projectId), asc(pk.processIndex), asc(pk.position)];
  const rows = await tx
    .select({ task: pk, project: pj })
    .from(pk)
    .innerJoin(pj, and(eq(pj.enterpriseId, pk.enterpriseId), eq(pj.id, pk.projectId)))
    .where(and(eq(pk.enterpriseId, viewer.enterpriseId), heldBy(viewer), shown(show, today)))
    .orderBy(...order)
    .limit(pageSize)
    .offset(pageIndex * pageSize);
  return rows as { task: TaskRecord; project: StoredProject }[];
}

/** Unfinished tasks `viewer` holds of projects in progress whose end date is before `today` (China): the menu badge of 全部项目. */
export async function countOverdueTasks(tx: Executor, viewer: Viewer, today: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(pk)
    .innerJoin(pj, and(eq(pj.enterpriseId, pk.enterpriseId), eq(pj.id, pk.projectId)))
    .where(and(eq(pk.enterpriseId, viewer.enterpriseId), heldBy(viewer), shown('overdue', today)));
  return row.n;
}
