import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PHASE_STORAGE } from '@domain/projects/project.machine';
import { ProjectPhase, TaskState } from '@domain/projects/projects.constants';
import { chinaToday } from '@domain/products/warranty';
import type { Database, Db } from '../../db/database';
import { projectTasks as pk, projects as pj } from '../../db/schema/projects';
import { minuteTickHandler, scheduleMinuteTick, type MinuteTick } from '../../jobs/minute-tick';
import type { JobHandler } from '../../jobs/worker';
import type { Jobs } from '../../plugins/jobs';
import { tellTaskOverdue, type ProjectNotifier } from './project-notices';

const TICK: MinuteTick = { kind: 'projects.overdueTick', lock: 0x7e_38_01 };
export const PROJECT_OVERDUE_JOB = TICK.kind;
const BATCH = 200;

/** Unfinished tasks with people, of projects in progress past their end date, whose people were not told of that end date. */
const due = (today: string) =>
  and(
    eq(pk.state, TaskState.unfinished),
    or(sql`${pk.personId} is not null`, sql`${pk.coordinatorIds} <> '[]'::jsonb`),
    sql`${pk.overdueToldFor} is distinct from ${pj.endDate}`,
    eq(pj.state, PHASE_STORAGE[ProjectPhase.inProgress].state),
    eq(pj.approval, PHASE_STORAGE[ProjectPhase.inProgress].approval),
    lt(pj.endDate, today),
  );

/**
 * Tells each overdue task's person and coordination users once that its project's end date (the task's
 * deadline) has passed, on the China date of `now`. The claim re-checks under the tenant's transaction,
 * so two ticks (or two nodes) never tell twice; a project given a later end date is told again when that
 * one passes. Returns how many tasks were told of.
 */
export async function tellOverdueTasks(db: Database, notifier: ProjectNotifier, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const today = chinaToday(now);
  let told = 0;
  let afterId = 0;
  for (;;) {
    const candidates = await db.system
      .select({ id: pk.id, enterpriseId: pk.enterpriseId })
      .from(pk)
      .innerJoin(pj, and(eq(pj.enterpriseId, pk.enterpriseId), eq(pj.id, pk.projectId)))
      .where(and(due(today), gt(pk.id, afterId)))
      .orderBy(asc(pk.id))
      .limit(BATCH);
    for (const c of candidates) {
      try {
        if (await tellOne(db, notifier, c.enterpriseId, c.id, today)) told++;
      } catch (error) {
        log?.warn({ err: error, taskId: c.id }, 'project task overdue not told');
      }
    }
    if (candidates.length < BATCH) return told;
    afterId = candidates[candidates.length - 1].id;
  }
}

function tellOne(db: Database, notifier: ProjectNotifier, enterpriseId: number, taskId: number, today: string): Promise<boolean> {
  return db.tenant(enterpriseId, async (tx) => {
    const [claimed] = await tx
      .update(pk)
      .set({ overdueToldFor: sql`${pj.endDate}` })
      .from(pj)
      .where(and(eq(pk.enterpriseId, enterpriseId), eq(pk.id, taskId), eq(pj.enterpriseId, enterpriseId), eq(pj.id, pk.projectId), due(today)))
      .returning({ name: pk.name, personId: pk.personId, coordinatorIds: pk.coordinatorIds, projectId: pj.id, projectNo: pj.projectNo, projectName: pj.name, createdBy: pj.createdBy, endDate: pj.endDate });
    if (!claimed) return false;
    const people = [...(claimed.personId ? [claimed.personId] : []), ...(claimed.coordinatorIds as number[])];
    const project = { id: claimed.projectId, projectNo: claimed.projectNo, name: claimed.projectName, createdBy: claimed.createdBy };
    await tellTaskOverdue(notifier, tx, enterpriseId, project, claimed.name, claimed.endDate!, people);
    return true;
  });
}

/** Queues the next tick unless one is already queued. */
export const scheduleProjectOverdueTick = (db: Db, jobs: Pick<Jobs, 'enqueue'>, runAt: Date) => scheduleMinuteTick(db, jobs, TICK, runAt);

/** The once-a-minute check on the given clock (tests move it); it queues its next run also after giving up. */
export function projectOverdueHandler(db: Database, notifier: ProjectNotifier, jobs: Pick<Jobs, 'enqueue'>, clock?: () => Date): JobHandler {
  return minuteTickHandler(
    db.system,
    jobs,
    TICK,
    async (now, log) => {
      const told = await tellOverdueTasks(db, notifier, now, log);
      if (told > 0) log.info({ told }, 'overdue project tasks told');
    },
    clock,
  );
}
