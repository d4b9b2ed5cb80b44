import { and, asc, eq, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { addDays, businessDay, occurrenceOnOrAfter, startOfBusinessDay, type CycleSchedule } from '@domain/cycle-plans/cycle';
import { PlanState, type CycleUnitValue } from '@domain/cycle-plans/cycle-plans.constants';
import { OrderSource } from '@domain/orders/order.constants';
import { CreateOrderSchema } from '@domain/orders/orders.schemas';
import type { RoleType } from '@domain/shell/roles';
import type { Database, Db, Tx } from '../../db/database';
import { cyclePlans as plans } from '../../db/schema/cycle-plans';
import { jobs as jobRows } from '../../db/schema/jobs';
import type { JobHandler } from '../../jobs/worker';
import { AppError } from '../../lib/app-error';
import type { Jobs } from '../../plugins/jobs';
import { createNotices } from '../notices/notices.public';
import { insertOrder } from '../orders/orders.public';
import { claimRun, finishRun, findRecords, planCustomerIds, updatePlan, type PlanFields, type PlanRecord } from './cycle-plans.queries';

export type Notifier = Pick<FastifyInstance['notifications'], 'notify'>;

export const CYCLE_PLAN_TICK_JOB = 'cyclePlans.tick';
/** One plan at once: a plan saved with an occurrence already due does not wait for the next tick. */
export const CYCLE_PLAN_RUN_JOB = 'cyclePlans.run';
const ALL_TENANTS = 0;
const TICK_LOCK = 0x7e_71_c1;
const TICK_MS = 60_000;
const BATCH = 100;

export const planDetailLink = (id: number) => `/cyclePlan/cyclePlanDetail/${id}`;

export const scheduleOf = (p: Pick<PlanRecord, 'startDate' | 'endDate' | 'cycleUnit' | 'cycleEvery'>): CycleSchedule => ({
  startDate: p.startDate,
  endDate: p.endDate,
  unit: p.cycleUnit as CycleUnitValue,
  every: p.cycleEvery,
});

/**
 * Where a plan stands after `lastDue` (the occurrence just run, or null) at `now`: its next
 * occurrence (never before today: occurrences missed while no worker ran are not made up one by
 * one), the moments it is run and reminded, and whether it has finished.
 */
export function nextStep(p: Pick<PlanRecord, 'startDate' | 'endDate' | 'cycleUnit' | 'cycleEvery' | 'remindDays'>, lastDue: string | null, now: Date) {
  const today = businessDay(now);
  const from = lastDue !== null && addDays(lastDue, 1) > today ? addDays(lastDue, 1) : today;
  const next = occurrenceOnOrAfter(scheduleOf(p), from);
  return {
    nextDueDate: next,
    nextRunAt: next === null ? null : startOfBusinessDay(next),
    remindAt: next === null || p.remindDays === 0 ? null : startOfBusinessDay(addDays(next, -p.remindDays)),
    finished: next === null,
  } satisfies Partial<PlanFields> & { finished: boolean };
}

const reason = (error: AppError) => error.message.slice(0, 300);

/**
 * Runs the plan's due occurrence at `now`: one order per customer, each in a savepoint so that one
 * refused order (a deleted customer, a type's required field) leaves the others; the refusals are
 * kept on the run and told to the plan's writer. Every order is claimed first (unique per
 * occurrence and customer), so a retried or concurrent run never makes a second one. Returns the
 * number of orders made.
 */
export async function runPlan(db: Database, notifier: Notifier, enterpriseId: number, planId: number, now: Date): Promise<number> {
  return db.tenant(enterpriseId, async (tx) => {
    const [plan] = await findRecords(tx, { enterpriseId }, [planId], true);
    if (!plan || plan.state !== PlanState.running || !plan.nextRunAt || plan.nextRunAt > now || !plan.nextDueDate) return 0;
    const dueDate = plan.nextDueDate;
    const actor = { enterpriseId, userId: plan.createdBy, role: plan.createdRole as RoleType };
    const failures: string[] = [];
    let made = 0;
    for (const customerId of (await planCustomerIds(tx, enterpriseId, [planId])).get(planId) ?? []) {
      const runId = await claimRun(tx, enterpriseId, planId, customerId, dueDate);
      if (runId === null) continue;
      try {
        const order = await tx.transaction((sp) => insertOrder(sp as Tx, notifier, actor, orderInput(plan, customerId), 'periodicCreate'));
        await finishRun(tx, runId, { orderId: order.id, orderNo: order.orderNo });
        made++;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await finishRun(tx, runId, { error: reason(error) });
        failures.push(reason(error));
      }
    }
    const { finished, ...next } = nextStep(plan, dueDate, now);
    await updatePlan(tx, enterpriseId, planId, {
      ...next,
      lastDueDate: dueDate,
      state: finished ? PlanState.finished : plan.state,
      generatedCount: plan.generatedCount + made,
    });
    if (failures.length > 0)
      await createNotices(tx, {
        enterpriseId,
        userIds: [plan.createdBy],
        title: '客户服务计划生成工单失败',
        content: `${plan.name}（${dueDate}）：${failures.length} 位客户未生成工单，${failures[0]}`,
        link: planDetailLink(planId),
      });
    return made;
  });
}

function orderInput(plan: PlanRecord, customerId: number) {
  return CreateOrderSchema.parse({
    templateId: plan.templateId,
    customerId,
    title: plan.title,
    description: plan.description,
    source: OrderSource.cyclePlan,
    origin: { cyclePlanId: plan.id },
  });
}

/** Reminds the follow-up people of each coming occurrence once (remindedFor remembers which). */
export async function sendDueFollowReminders(db: Database, now: Date): Promise<number> {
  const due = await db.system
    .select({ id: plans.id, enterpriseId: plans.enterpriseId })
    .from(plans)
    .where(and(eq(plans.state, PlanState.running), lte(plans.remindAt, now), isNotNull(plans.nextDueDate), or(sql`${plans.remindedFor} is null`, ne(plans.remindedFor, plans.nextDueDate))))
    .orderBy(asc(plans.remindAt))
    .limit(BATCH);
  let sent = 0;
  for (const { id, enterpriseId } of due) {
    const done = await db.tenant(enterpriseId, async (tx) => {
      const [plan] = await findRecords(tx, { enterpriseId }, [id], true);
      if (!plan?.nextDueDate || plan.remindedFor === plan.nextDueDate || plan.state !== PlanState.running) return false;
      await updatePlan(tx, enterpriseId, id, { remindedFor: plan.nextDueDate });
      const customers = (await planCustomerIds(tx, enterpriseId, [id])).get(id)?.length ?? 0;
      await createNotices(tx, {
        enterpriseId,
        userIds: plan.remindUserIds.length > 0 ? plan.remindUserIds : [plan.createdBy],
        title: '客户服务计划跟进提醒',
        content: `${plan.name} 将于 ${plan.nextDueDate} 为 ${customers} 位客户生成工单，请及时跟进`,
        link: '/followRemind',
      });
      return true;
    });
    if (done) sent++;
  }
  return sent;
}

/** Every plan due at `now` is run (each in its own transaction); a plan that fails is logged and tried again on the next tick. */
export async function runDuePlans(db: Database, notifier: Notifier, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const due = await db.system
    .select({ id: plans.id, enterpriseId: plans.enterpriseId })
    .from(plans)
    .where(and(eq(plans.state, PlanState.running), lte(plans.nextRunAt, now)))
    .orderBy(asc(plans.nextRunAt), asc(plans.id))
    .limit(BATCH);
  let made = 0;
  for (const { id, enterpriseId } of due) {
    try {
      made += await runPlan(db, notifier, enterpriseId, id, now);
    } catch (error) {
      log?.warn({ err: error, cyclePlanId: id }, 'cycle plan not run');
    }
  }
  return made;
}

export async function scheduleCyclePlanTick(db: Db, jobs: Jobs, runAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TICK_LOCK})`);
    const [queued] = await tx
      .select({ id: jobRows.id })
      .from(jobRows)
      .where(and(eq(jobRows.kind, CYCLE_PLAN_TICK_JOB), eq(jobRows.state, 'queued')))
      .limit(1);
    if (!queued) await jobs.enqueue(tx, { enterpriseId: ALL_TENANTS, kind: CYCLE_PLAN_TICK_JOB, payload: {}, runAt });
  });
}

/** The once-a-minute tick: due plans make their orders, coming occurrences are reminded; it queues its next run also after giving up. */
export function cyclePlanTickHandler(db: Database, jobs: Jobs, notifier: Notifier): JobHandler {
  const next = () => new Date(Date.now() + TICK_MS);
  return {
    async run(_job, { log }) {
      const now = new Date();
      const made = await runDuePlans(db, notifier, now, log);
      if (made > 0) log.info({ made }, 'periodic orders made');
      await sendDueFollowReminders(db, now);
      await scheduleCyclePlanTick(db.system, jobs, next());
    },
    async onFailed() {
      await scheduleCyclePlanTick(db.system, jobs, next());
    },
  };
}

export function cyclePlanRunHandler(db: Database, notifier: Notifier): JobHandler<{ planId: number }> {
  return {
    async run(job) {
      await runPlan(db, notifier, job.enterpriseId, job.payload.planId, new Date());
    },
  };
}
