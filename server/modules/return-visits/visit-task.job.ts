import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterInterval, VisitState, type IntervalUnitValue } from '@domain/return-visits/return-visits.constants';
import { Role } from '@domain/shell/roles';
import type { Database, Db, Tx } from '../../db/database';
import { jobs as jobRows } from '../../db/schema/jobs';
import { returnVisitPlans as plans, returnVisitTasks as tasks } from '../../db/schema/return-visits';
import type { JobHandler } from '../../jobs/worker';
import type { Jobs } from '../../plugins/jobs';
import { createNotices } from '../notices/notices.public';
import { activeUsersWithRole, userNames } from '../users/users.public';
import { updatePlan, type PlanRecord } from './return-visits.queries';
import { visitSource } from './visit-sources';

export const VISIT_TICK_JOB = 'returnVisits.tick';
/** One plan at once, when it is saved: its backlog does not wait for the next tick. */
export const VISIT_PLAN_JOB = 'returnVisits.plan';
const ALL_TENANTS = 0;
const TICK_LOCK = 0x7e_71_c2;
const TICK_MS = 60_000;
const BATCH = 200;
/** Completions this recent may still be committing: they wait for the next look. */
export const IN_FLIGHT_MS = 10_000;

/** The plan's return-visit staff, fewest pending tasks first (ties: lowest id); empty when it names none still active. */
async function assigneesByLoad(tx: Tx, plan: PlanRecord): Promise<{ id: number; load: number }[]> {
  const staff = new Set((await activeUsersWithRole(tx, plan.enterpriseId, Role.returnVisit)).map((u) => u.id));
  const ids = plan.assigneeIds.filter((id) => staff.has(id));
  if (ids.length === 0) return [];
  const loads = await tx
    .select({ id: tasks.assigneeId, n: count() })
    .from(tasks)
    .where(and(eq(tasks.enterpriseId, plan.enterpriseId), eq(tasks.state, VisitState.pending), inArray(tasks.assigneeId, ids)))
    .groupBy(tasks.assigneeId);
  const load = new Map(loads.map((l) => [Number(l.id), l.n]));
  return ids.map((id) => ({ id, load: load.get(id) ?? 0 })).sort((a, b) => a.load - b.load || a.id - b.id);
}

/** What one look of a plan did: the tasks it made, and whether it stopped at a full batch (more work is due). */
export interface PlanLook {
  made: number;
  more: boolean;
}

/**
 * Makes the tasks of one plan due at `now`, one batch: orders or events (the plan's visit type) completed since
 * the plan last looked and at least the plan's delay ago, each given to the least busy of the plan's
 * staff. A task is unique per plan and record, so looking twice makes nothing twice.
 */
export function makePlanTasks(db: Database, enterpriseId: number, planId: number, now: Date): Promise<PlanLook> {
  return db.tenant(enterpriseId, async (tx) => {
    const nothing = { made: 0, more: false };
    const [plan] = await tx.select().from(plans).where(and(eq(plans.enterpriseId, enterpriseId), eq(plans.id, planId))).for('update');
    if (!plan?.enabled) return nothing;
    // The last seconds are left for the next tick: work completing right now may not have committed yet.
    const delayed = afterInterval(now, -plan.delayValue, plan.delayUnit as IntervalUnitValue);
    const until = new Date(Math.min(delayed.getTime(), now.getTime() - IN_FLIGHT_MS));
    if (until <= plan.scannedUntil) return nothing;
    const source = visitSource(plan.visitType);
    const finished = await source.finishedBetween(tx, enterpriseId, plan.scannedUntil, until, plan.templateIds, BATCH);
    const owners = new Map((await userNames(tx, enterpriseId, [...new Set(finished.flatMap((w) => (w.ownerId ? [w.ownerId] : [])))])).map((u) => [u.id, u.name]));
    const staff = await assigneesByLoad(tx, plan);
    const given = new Map<number, number>();
    let made = 0;
    for (const work of finished) {
      const assignee = staff[0];
      const [row] = await tx
        .insert(tasks)
        .values({
          enterpriseId,
          planId,
          visitType: plan.visitType,
          targetId: work.id,
          targetNo: work.number,
          targetTitle: work.title,
          finishedAt: work.finishedAt,
          ownerName: work.ownerId ? (owners.get(work.ownerId) ?? null) : null,
          customerId: work.customerId,
          customerName: work.customerName,
          contactName: work.contactName,
          contactPhone: work.contactPhone,
          assigneeId: assignee?.id ?? null,
          dueAt: afterInterval(work.finishedAt, plan.delayValue, plan.delayUnit as IntervalUnitValue),
        })
        .onConflictDoNothing()
        .returning({ id: tasks.id });
      if (!row) continue;
      made++;
      if (assignee) {
        assignee.load++;
        given.set(assignee.id, (given.get(assignee.id) ?? 0) + 1);
        staff.sort((a, b) => a.load - b.load || a.id - b.id);
      }
    }
    // A full batch may end inside a run of equal times: look again from just before its last one.
    const scanned = finished.length === BATCH ? new Date(finished[BATCH - 1].finishedAt.getTime() - 1) : until;
    await updatePlan(tx, enterpriseId, planId, { scannedUntil: scanned > plan.scannedUntil ? scanned : plan.scannedUntil });
    for (const [userId, n] of given)
      await createNotices(tx, { enterpriseId, userIds: [userId], title: '新的回访任务', content: `${plan.name}：${n} 个${source.noun}待回访`, link: '/ReturnVisitTask' });
    return { made, more: finished.length === BATCH };
  });
}

/** Every enabled plan makes its due tasks (each in its own transaction); a plan that fails is logged and tried on the next tick. */
export async function makeDueVisitTasks(db: Database, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const enabled = await db.system.select({ id: plans.id, enterpriseId: plans.enterpriseId }).from(plans).where(eq(plans.enabled, true));
  let made = 0;
  for (const { id, enterpriseId } of enabled) {
    try {
      made += (await makePlanTasks(db, enterpriseId, id, now)).made;
    } catch (error) {
      log?.warn({ err: error, visitPlanId: id }, 'return-visit tasks not made');
    }
  }
  return made;
}

export async function scheduleVisitTick(db: Db, jobs: Jobs, runAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TICK_LOCK})`);
    const [queued] = await tx
      .select({ id: jobRows.id })
      .from(jobRows)
      .where(and(eq(jobRows.kind, VISIT_TICK_JOB), eq(jobRows.state, 'queued')))
      .limit(1);
    if (!queued) await jobs.enqueue(tx, { enterpriseId: ALL_TENANTS, kind: VISIT_TICK_JOB, payload: {}, runAt });
  });
}

/** The once-a-minute tick; it queues its next run also after giving up. */
export function visitTickHandler(db: Database, jobs: Jobs): JobHandler {
  const next = () => new Date(Date.now() + TICK_MS);
  return {
    async run(_job, { log }) {
      const made = await makeDueVisitTasks(db, new Date(), log);
      if (made > 0) log.info({ made }, 'return-visit tasks made');
      await scheduleVisitTick(db.system, jobs, next());
    },
    async onFailed() {
      await scheduleVisitTick(db.system, jobs, next());
    },
  };
}

/**
 * A saved plan's first look works through its whole backlog, a batch per transaction, rather than a batch a
 * minute by the tick: a new plan's newest completions (listed first) got their tasks only minutes later.
 */
export function visitPlanHandler(db: Database): JobHandler<{ planId: number }> {
  return {
    async run(job, { signal }) {
      let look: PlanLook;
      do look = await makePlanTasks(db, job.enterpriseId, job.payload.planId, new Date());
      while (look.more && !signal.aborted);
    },
  };
}
