import { and, asc, count, desc, eq, getTableColumns, gt, gte, ilike, inArray, like, lt, max, or, sql, type SQL } from 'drizzle-orm';
import { ALL_PROJECT_STATES, PROJECT_OVERSEERS, ProjectSort, TaskState, type ProjectApprovalValue, type ProjectStateValue } from '@domain/projects/projects.constants';
import { phaseOf } from '@domain/projects/project.machine';
import type { ProjectFilter, ProjectRow } from '@domain/projects/projects.schemas';
import { progressSpeed } from '@domain/projects/progress';
import type { Paging } from '@domain/common/paging';
import type { FormValues } from '@domain/forms/validate-values';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import { chinaMidnight } from '@domain/common/quick-ranges';
import type { RoleType } from '@domain/shell/roles';
import type { Executor } from '../../db/database';
import { projectTaskHolders as th, projectTasks as pk, projectTemplates as pt, projects as pj } from '../../db/schema/projects';
import { userNames } from '../users/users.public';

export type StoredProject = typeof pj.$inferSelect & { approverIds: number[]; processNames: string[]; form: TemplateForm; customValues: FormValues };
/** A project with what its template's personnel permissions say of it now: who may edit it besides its creator. */
export type ProjectRecord = StoredProject & { editorIds: number[] };
export type TaskRecord = typeof pk.$inferSelect & { coordinatorIds: number[] };
export type ProjectFields = Omit<typeof pj.$inferInsert, 'id' | 'enterpriseId'>;
export type TaskFields = Omit<typeof pk.$inferInsert, 'id' | 'enterpriseId' | 'projectId'>;

/** Who is looking: overseers see every project, the others those they created, approve or work on. */
export interface Viewer {
  enterpriseId: number;
  userId: number;
  role: RoleType;
}

const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number];
/** A search form's day (China time) as the instants it begins and, exclusive, ends. */
const chinaDayStart = (day: string) => chinaMidnight(...dayParts(day));
const chinaDayEnd = (day: string) => {
  const [y, m, d] = dayParts(day);
  return chinaMidnight(y, m, d + 1);
};
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The projects `viewer` sees (none: every project of the enterprise); the list, the detail and the chart centre alike. */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (PROJECT_OVERSEERS.includes(viewer.role)) return undefined;
  const me = JSON.stringify([viewer.userId]);
  return or(
    eq(pj.createdBy, viewer.userId),
    sql`${pj.approverIds} @> ${me}::jsonb`,
    // Uncorrelated sets, each read once per query (hashed), rather than a look per project.
    // Named by the template's personnel permissions as a viewer or an editor of its projects.
    sql`${pj.templateId} in (select ${pt.id} from ${pt} where ${pt.enterpriseId} = ${viewer.enterpriseId} and (${pt.viewerIds} @> ${me}::jsonb or ${pt.editorIds} @> ${me}::jsonb))`,
    // Holding a task as its person or a coordination user (project_task_holders, kept by triggers on the tasks).
    sql`${pj.id} in (select ${th.projectId} from ${th} where ${th.enterpriseId} = ${viewer.enterpriseId} and ${th.userId} = ${viewer.userId})`,
  );
}

function where(viewer: Viewer, f: ProjectFilter): SQL | undefined {
  return and(
    eq(pj.enterpriseId, viewer.enterpriseId),
    visibleTo(viewer),
    f.keyword ? ilike(pj.name, `%${escapeLike(f.keyword)}%`) : undefined,
    f.projectNo ? ilike(pj.projectNo, `%${escapeLike(f.projectNo)}%`) : undefined,
    f.projectState !== undefined && f.projectState !== ALL_PROJECT_STATES ? eq(pj.state, f.projectState) : undefined,
    f.templateId ? eq(pj.templateId, f.templateId) : undefined,
    f.createUserId ? eq(pj.createdBy, f.createUserId) : undefined,
    f.startCreateTime ? gte(pj.createdAt, chinaDayStart(f.startCreateTime)) : undefined,
    f.endCreateTime ? lt(pj.createdAt, chinaDayEnd(f.endCreateTime)) : undefined,
    f.startFinishTime ? gte(pj.finishedAt, chinaDayStart(f.startFinishTime)) : undefined,
    f.endFinishTime ? lt(pj.finishedAt, chinaDayEnd(f.endFinishTime)) : undefined,
  );
}

async function toRows(tx: Executor, enterpriseId: number, records: StoredProject[]): Promise<ProjectRow[]> {
  const names = new Map((await userNames(tx, enterpriseId, [...new Set(records.map((r) => r.createdBy))])).map((u) => [u.id, u.name]));
  return records.map((r) => ({
    id: r.id,
    projectNo: r.projectNo,
    name: r.name,
    templateId: r.templateId,
    templateName: r.templateName,
    projectState: r.state as ProjectStateValue,
    approval: r.approval as ProjectApprovalValue,
    phase: phaseOf(r.state, r.approval),
    createUserId: r.createdBy,
    createUserName: names.get(r.createdBy) ?? '',
    createTime: r.createdAt.toISOString(),
    finishTime: r.finishedAt?.toISOString() ?? null,
    progressSpeed: progressSpeed(r.finishedTasks, r.countedTasks),
  }));
}

export async function listProjects(tx: Executor, viewer: Viewer, filter: ProjectFilter, { pageIndex, pageSize }: Paging): Promise<ProjectRow[]> {
  const order = filter.sortType === ProjectSort.oldest ? [asc(pj.createdAt), asc(pj.id)] : [desc(pj.createdAt), desc(pj.id)];
  const records = await tx.select().from(pj).where(where(viewer, filter)).orderBy(...order).limit(pageSize).offset(pageIndex * pageSize);
  return toRows(tx, viewer.enterpriseId, records as StoredProject[]);
}

export async function countProjects(tx: Executor, viewer: Viewer, filter: ProjectFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(pj).where(where(viewer, filter));
  return row.n;
}

/** The export's pages, by id. */
export async function projectsAfter(tx: Executor, viewer: Viewer, filter: ProjectFilter, afterId: number, limit: number): Promise<ProjectRow[]> {
  const records = await tx.select().from(pj).where(and(where(viewer, filter), gt(pj.id, afterId))).orderBy(asc(pj.id)).limit(limit);
  return toRows(tx, viewer.enterpriseId, records as StoredProject[]);
}

/** A project the viewer sees, locked for the change that follows when `lock` is set. */
const templateEditors = sql<number[]>`coalesce((select ${pt.editorIds} from ${pt} where ${pt.enterpriseId} = ${pj.enterpriseId} and ${pt.id} = ${pj.templateId}), '[]'::jsonb)`;

export async function findProject(tx: Executor, viewer: Viewer, id: number, lock = false): Promise<ProjectRecord | undefined> {
  const query = tx
    .select({ ...getTableColumns(pj), editorIds: templateEditors })
    .from(pj)
    .where(and(eq(pj.id, id), where(viewer, {})));
  const [row] = lock ? await query.for('update') : await query;
  return row as ProjectRecord | undefined;
}

export async function projectRows(tx: Executor, enterpriseId: number, records: StoredProject[]) {
  return toRows(tx, enterpriseId, records);
}

/** The next project number after the highest one starting with `prefix` (deleted numbers are not given again while a later one stands). */
export async function nextProjectNo(tx: Executor, enterpriseId: number, prefix: string): Promise<string> {
  const [row] = await tx
    .select({ last: max(pj.projectNo) })
    .from(pj)
    .where(and(eq(pj.enterpriseId, enterpriseId), like(pj.projectNo, `${escapeLike(prefix)}%`)));
  const next = row.last ? Number(row.last.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(next).padStart(3, '0')}`;
}

export async function insertProject(tx: Executor, enterpriseId: number, fields: ProjectFields): Promise<number> {
  const [row] = await tx.insert(pj).values({ enterpriseId, ...fields }).returning({ id: pj.id });
  return row.id;
}

export async function updateProject(tx: Executor, enterpriseId: number, id: number, fields: Partial<ProjectFields>): Promise<void> {
  await tx.update(pj).set(fields).where(and(eq(pj.enterpriseId, enterpriseId), eq(pj.id, id)));
}

export async function deleteProjects(tx: Executor, enterpriseId: number, ids: number[]): Promise<void> {
  await tx.delete(pk).where(and(eq(pk.enterpriseId, enterpriseId), inArray(pk.projectId, ids)));
  await tx.delete(pj).where(and(eq(pj.enterpriseId, enterpriseId), inArray(pj.id, ids)));
}

export async function insertTasks(tx: Executor, enterpriseId: number, projectId: number, tasks: TaskFields[]): Promise<void> {
  if (tasks.length > 0) await tx.insert(pk).values(tasks.map((t) => ({ enterpriseId, projectId, ...t })));
}

export function projectTasks(tx: Executor, enterpriseId: number, projectId: number): Promise<TaskRecord[]> {
  return tx
    .select()
    .from(pk)
    .where(and(eq(pk.enterpriseId, enterpriseId), eq(pk.projectId, projectId)))
    .orderBy(asc(pk.processIndex), asc(pk.position), asc(pk.id)) as Promise<TaskRecord[]>;
}

/** A project by id alone, locked: for changes the project's own rules bring (an order completing), not a person's. */
export async function lockProjectRow(tx: Executor, enterpriseId: number, id: number): Promise<StoredProject | undefined> {
  const [row] = await tx.select().from(pj).where(and(eq(pj.enterpriseId, enterpriseId), eq(pj.id, id))).for('update');
  return row as StoredProject | undefined;
}

export async function findTask(tx: Executor, enterpriseId: number, id: number): Promise<TaskRecord | undefined> {
  const [row] = await tx.select().from(pk).where(and(eq(pk.enterpriseId, enterpriseId), eq(pk.id, id)));
  return row as TaskRecord | undefined;
}

export async function updateTask(tx: Executor, enterpriseId: number, id: number, fields: Partial<TaskFields>): Promise<void> {
  await tx.update(pk).set(fields).where(and(eq(pk.enterpriseId, enterpriseId), eq(pk.id, id)));
}

/** The project's task counts again from its tasks (after any task changes state). */
export async function recountTasks(tx: Executor, enterpriseId: number, projectId: number): Promise<{ counted: number; finished: number }> {
  const [row] = await tx
    .select({
      counted: sql<number>`count(*) filter (where ${pk.state} <> ${TaskState.disabled})::int`,
      finished: sql<number>`count(*) filter (where ${pk.state} = ${TaskState.finished})::int`,
    })
    .from(pk)
    .where(and(eq(pk.enterpriseId, enterpriseId), eq(pk.projectId, projectId)));
  await updateProject(tx, enterpriseId, projectId, { countedTasks: row.counted, finishedTasks: row.finished });
  return row;
}

