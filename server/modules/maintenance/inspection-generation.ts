import { and, eq } from 'drizzle-orm';
import { ContractStatus } from '@domain/maintenance/maintenance.constants';
import { tasksDue } from '@domain/maintenance/schedule';
import type { Database, Tx } from '../../db/database';
import { inspectionPlans as plans } from '../../db/schema/maintenance';
import { createNotices } from '../notices/notices.public';
import { lockMaintenance } from './maintenance-common';
import { generationCandidates, insertInspectionTasks, type InspectionPlanRecord, type InspectionTaskRecord, type NewInspectionTask } from './inspection.queries';

/** The PC version's round list (the phone's messages open its own screens for it). */
const INSPECTION_TASKS_LINK = '/inspectionTask';
import { scheduleOf } from './plans.queries';

/**
 * Makes the plans' rounds due on business day `today` with the maintenance schedule
 * (domain/maintenance/schedule.ts): an inspection plan is its own period, so it stands as an open
 * contract ending with the plan. A date is made at most once (`generatedThrough`, and the unique index
 * of plan and date). Each round carries the plan's points, checklist and walker as they are now.
 */
export async function generateInspectionTasks(tx: Tx, enterpriseId: number, records: InspectionPlanRecord[], today: string): Promise<number> {
  const made: NewInspectionTask[] = [];
  for (const plan of records) {
    const due = tasksDue(
      { schedule: scheduleOf(plan), generatedThrough: plan.generatedThrough, aheadDays: plan.aheadDays, contract: { status: ContractStatus.executing, endDate: plan.endDate } },
      today,
    );
    for (const dueDate of due.dueDates)
      made.push({ planId: plan.id, customerId: plan.customerId, assigneeId: plan.assigneeId, dueDate, pointIds: plan.pointIds, checkItems: plan.checkItems });
    if (due.through !== plan.generatedThrough)
      await tx
        .update(plans)
        .set({ generatedThrough: due.through })
        .where(and(eq(plans.enterpriseId, enterpriseId), eq(plans.id, plan.id)));
  }
  const inserted = await insertInspectionTasks(tx, enterpriseId, made);
  await noticeWalkers(tx, enterpriseId, inserted);
  return inserted.length;
}

/** Tells each walker of the rounds just made for them: one notice per walker and run, linking to the round (or the list). */
async function noticeWalkers(tx: Tx, enterpriseId: number, rounds: InspectionTaskRecord[]): Promise<void> {
  for (const walker of new Set(rounds.map((r) => r.assigneeId))) {
    const theirs = rounds.filter((r) => r.assigneeId === walker);
    const dates = [...new Set(theirs.map((r) => r.dueDate))].sort();
    await createNotices(tx, {
      enterpriseId,
      userIds: [walker],
      title: '新的巡检任务',
      content: `${theirs.length} 个巡检任务待巡检，计划日期 ${dates[0]}${dates.length > 1 ? ` 至 ${dates.at(-1)}` : ''}`,
      link: theirs.length === 1 ? `${INSPECTION_TASKS_LINK}/${theirs[0].id}` : INSPECTION_TASKS_LINK,
    });
  }
}

/** Every enterprise's inspection plans make their rounds for business day `today` (the maintenance nightly run). */
export async function generateAllInspectionTasks(db: Database, today: string): Promise<number> {
  const enterprises = [...new Set((await generationCandidates(db.system, null, today)).map((p) => p.enterpriseId))];
  let made = 0;
  for (const enterpriseId of enterprises) {
    made += await db.tenant(enterpriseId, async (tx) => {
      await lockMaintenance(tx, enterpriseId);
      return generateInspectionTasks(tx, enterpriseId, await generationCandidates(tx, enterpriseId, today), today);
    });
  }
  return made;
}
