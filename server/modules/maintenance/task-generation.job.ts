import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { addDays, businessDay, startOfBusinessDay } from '@domain/cycle-plans/cycle';
import { ContractStatus, type ContractStatusValue } from '@domain/maintenance/maintenance.constants';
import { tasksDue } from '@domain/maintenance/schedule';
import type { Database, Db, Tx } from '../../db/database';
import { jobs as jobRows } from '../../db/schema/jobs';
import { maintenanceContracts as contracts, maintenancePlans as plans } from '../../db/schema/maintenance';
import type { JobHandler } from '../../jobs/worker';
import type { Jobs } from '../../plugins/jobs';
import { generateAllInspectionTasks } from './inspection-generation';
import { lockMaintenance } from './maintenance-common';
import { noticeOverdueTasks } from './overdue-notice';
import { productIdsOfPlans, scheduleOf, setGeneratedThrough, type PlanRecord } from './plans.queries';
import { insertTasks, type NewTask } from './tasks.queries';

export const MAINTENANCE_TASKS_JOB = 'maintenance.generateTasks';
const ALL_TENANTS = 0;
const SCHEDULE_LOCK = 0x7e_73_40;
/** The nightly run starts a few minutes into the China business day. */
const RUN_OFFSET_MS = 5 * 60_000;
const OPEN = [ContractStatus.signed, ContractStatus.executing];

/** A plan with what the generation reads of its contract. */
export interface PlanToGenerate {
  plan: PlanRecord;
  contract: { status: number; endDate: string };
}

/**
 * Makes the plans' tasks due on business day `today` (schedule in domain/maintenance/schedule.ts) and
 * records how far each got, in a few statements for any number of plans of one enterprise. A date is
 * made at most once: `generatedThrough` moves past it, and the unique index of plan and date refuses a
 * second task should two runs meet.
 */
export async function generateTasks(tx: Tx, enterpriseId: number, rows: PlanToGenerate[], today: string): Promise<number> {
  const products = await productIdsOfPlans(tx, enterpriseId, rows.map((r) => r.plan.id));
  const made: NewTask[] = [];
  const through = new Map<number, string | null>();
  for (const { plan, contract } of rows) {
    const due = tasksDue(
      { schedule: scheduleOf(plan), generatedThrough: plan.generatedThrough, aheadDays: plan.aheadDays, contract: { status: contract.status as ContractStatusValue, endDate: contract.endDate } },
      today,
    );
    const customerProductIds = products.get(plan.id) ?? [];
    for (const dueDate of due.dueDates) made.push({ planId: plan.id, contractId: plan.contractId, dueDate, customerProductIds });
    if (due.through !== plan.generatedThrough) through.set(plan.id, due.through);
  }
  const count = await insertTasks(tx, enterpriseId, made);
  await setGeneratedThrough(tx, enterpriseId, through);
  return count;
}

/** Plans of open contracts that may still have a date to make through `horizonEnd` (a cheap filter before the schedule decides). */
const candidates = (today: string) =>
  and(
    inArray(contracts.status, OPEN),
    gte(plans.endDate, today),
    gte(contracts.endDate, today),
    or(isNull(plans.generatedThrough), lt(plans.generatedThrough, sql`least(${plans.endDate}, ${contracts.endDate}, (${today}::date + ${plans.aheadDays}::int))`)),
  );

/** Every enterprise's plans make their tasks for business day `today`, one transaction per enterprise. Returns the tasks made. */
export async function generateAllTasks(db: Database, today: string): Promise<number> {
  const enterprises = await db.system
    .selectDistinct({ id: plans.enterpriseId })
    .from(plans)
    .innerJoin(contracts, and(eq(contracts.enterpriseId, plans.enterpriseId), eq(contracts.id, plans.contractId)))
    .where(candidates(today));
  let made = 0;
  for (const { id: enterpriseId } of enterprises) {
    made += await db.tenant(enterpriseId, async (tx) => {
      await lockMaintenance(tx, enterpriseId);
      const rows = await tx
        .select({ plan: plans, status: contracts.status, endDate: contracts.endDate })
        .from(plans)
        .innerJoin(contracts, and(eq(contracts.enterpriseId, plans.enterpriseId), eq(contracts.id, plans.contractId)))
        .where(and(eq(plans.enterpriseId, enterpriseId), candidates(today)));
      return generateTasks(tx, enterpriseId, rows.map(({ plan, status, endDate }) => ({ plan, contract: { status, endDate } })), today);
    });
  }
  return made;
}

/** Queues the next nightly run unless one is queued. */
export async function scheduleTaskGeneration(db: Db, jobs: Jobs, runAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK})`);
    const [queued] = await tx
      .select({ id: jobRows.id })
      .from(jobRows)
      .where(and(eq(jobRows.kind, MAINTENANCE_TASKS_JOB), eq(jobRows.state, 'queued')))
      .limit(1);
    if (!queued) await jobs.enqueue(tx, { enterpriseId: ALL_TENANTS, kind: MAINTENANCE_TASKS_JOB, payload: {}, runAt });
  });
}

/** The start of the next China business day, plus a few minutes. */
export const nextNightlyRun = (now: Date) => new Date(startOfBusinessDay(addDays(businessDay(now), 1)).getTime() + RUN_OFFSET_MS);

/** The nightly run: today's maintenance tasks and inspection rounds, the overdue ones told of, then the next night's run (queued also after giving up). */
export function taskGenerationHandler(db: Database, jobs: Jobs): JobHandler {
  return {
    async run(_job, { log }) {
      const now = new Date();
      const today = businessDay(now);
      const made = (await generateAllTasks(db, today)) + (await generateAllInspectionTasks(db, today));
      const overdue = await noticeOverdueTasks(db, today);
      if (made + overdue > 0) log.info({ made, overdue }, 'maintenance tasks made and overdue ones told');
      await scheduleTaskGeneration(db.system, jobs, nextNightlyRun(now));
    },
    async onFailed() {
      await scheduleTaskGeneration(db.system, jobs, nextNightlyRun(new Date()));
    },
  };
}
