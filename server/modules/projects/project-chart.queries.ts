import { and, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { PHASE_STORAGE } from '@domain/projects/project.machine';
import { ProjectPhase, TaskState, type ProjectPhaseValue } from '@domain/projects/projects.constants';
import type { Executor } from '../../db/database';
import { projectTasks as pk, projects as pj } from '../../db/schema/projects';
import { visibleTo, type Viewer } from './projects.queries';

/** How the chart centre's project chart groups projects: by phase, by template or by China day of creation. */
export type ProjectChartDimension = 'projectPhase' | 'projectTemplate' | 'day';

export interface ProjectChartFilter {
  /** Projects created in this range. */
  start: Date;
  end: Date;
  /** Only projects these people created (empty: everyone's). */
  creatorIds: number[];
  /** The China date overdue is measured against: a task of a project ending before it is overdue. */
  today: string;
}

/** One group's projects: how many, completed, their progress summed (for the average), and their overdue tasks now. */
export interface ProjectChartSums {
  key: string | null;
  name: string | null;
  total: number;
  completed: number;
  progressSum: number;
  overdueProjects: number;
  overdueTasks: number;
}

const phaseIs = (phase: ProjectPhaseValue) => and(eq(pj.state, PHASE_STORAGE[phase].state), eq(pj.approval, PHASE_STORAGE[phase].approval));
const PHASE_KEY = sql`case ${sql.join(
  (Object.keys(PHASE_STORAGE) as ProjectPhaseValue[]).map((p) => sql`when ${pj.state} = ${sql.raw(String(PHASE_STORAGE[p].state))} and ${pj.approval} = ${sql.raw(String(PHASE_STORAGE[p].approval))} then '${sql.raw(p)}'`),
  sql` `,
)} end`;

// Keys are written into the SQL (no parameters) so the GROUP BY expression equals the selected one.
const KEYS: Record<ProjectChartDimension, { key: SQL; name: SQL }> = {
  projectPhase: { key: PHASE_KEY, name: sql`null` },
  projectTemplate: { key: sql`${pj.templateId}::text`, name: sql`max(${pj.templateName})` },
  day: { key: sql`to_char(${pj.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`, name: sql`null` },
};

/** The progress of each project as the list shows it (progress.ts): finished over counted, rounded down; nothing counted is 100. */
const PROGRESS = sql`case when ${pj.countedTasks} = 0 then 100 else ${pj.finishedTasks} * 100 / ${pj.countedTasks} end`;

/**
 * The project chart (reports' 项目统计): the projects `viewer` sees that were created in the range, per
 * phase, template or day (null: all of them), and their overdue tasks as the 全部项目 badge and the
 * overdue tick count them (unfinished, of a project in progress whose end date is before `today`).
 * Two GROUP BYs over the same keys: the projects, and the overdue tasks joined to them.
 */
export async function projectChartBy(tx: Executor, viewer: Viewer, f: ProjectChartFilter, dimension: ProjectChartDimension | null): Promise<ProjectChartSums[]> {
  const by = dimension ? KEYS[dimension] : { key: sql`null`, name: sql`null` };
  const where = and(
    eq(pj.enterpriseId, viewer.enterpriseId),
    visibleTo(viewer),
    gte(pj.createdAt, f.start),
    lte(pj.createdAt, f.end),
    f.creatorIds.length > 0 ? inArray(pj.createdBy, f.creatorIds) : undefined,
  );
  const projectsQuery = tx
    .select({
      key: sql<string | null>`${by.key}`,
      name: sql<string | null>`${by.name}`,
      total: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${phaseIs(ProjectPhase.completed)}))::int`,
      progressSum: sql<number>`coalesce(sum(${PROGRESS}), 0)::int`,
    })
    .from(pj)
    .where(where);
  const overdueQuery = tx
    .select({ key: sql<string | null>`${by.key}`, projects: sql<number>`count(distinct ${pj.id})::int`, tasks: sql<number>`count(*)::int` })
    .from(pk)
    .innerJoin(pj, and(eq(pj.enterpriseId, pk.enterpriseId), eq(pj.id, pk.projectId)))
    .where(and(where, eq(pk.enterpriseId, viewer.enterpriseId), eq(pk.state, TaskState.unfinished), phaseIs(ProjectPhase.inProgress), lt(pj.endDate, f.today)));
  const [groups, overdue] = dimension ? [await projectsQuery.groupBy(by.key), await overdueQuery.groupBy(by.key)] : [await projectsQuery, await overdueQuery];
  const late = new Map(overdue.map((o) => [o.key, o]));
  return groups.map((g) => ({ ...g, overdueProjects: late.get(g.key)?.projects ?? 0, overdueTasks: late.get(g.key)?.tasks ?? 0 }));
}
