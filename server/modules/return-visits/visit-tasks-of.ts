import { and, asc, eq } from 'drizzle-orm';
import type { VisitStateValue, VisitTypeValue } from '@domain/return-visits/return-visits.constants';
import type { VisitTaskSummary } from '@domain/return-visits/return-visits.schemas';
import type { Executor } from '../../db/database';
import { returnVisitPlans as plans, returnVisitTasks as tasks } from '../../db/schema/return-visits';
import { userNames } from '../users/users.public';

/** The return-visit tasks made for one record (one per plan that visits it), oldest first. */
export async function visitTasksOf(tx: Executor, enterpriseId: number, visitType: VisitTypeValue, targetId: number): Promise<VisitTaskSummary[]> {
  const rows = await tx
    .select({ id: tasks.id, planName: plans.name, state: tasks.state, assigneeId: tasks.assigneeId, dueAt: tasks.dueAt, submittedAt: tasks.submittedAt, remark: tasks.remark })
    .from(tasks)
    .innerJoin(plans, eq(plans.id, tasks.planId))
    .where(and(eq(tasks.enterpriseId, enterpriseId), eq(tasks.visitType, visitType), eq(tasks.targetId, targetId)))
    .orderBy(asc(tasks.id));
  const people = new Map((await userNames(tx, enterpriseId, [...new Set(rows.flatMap((r) => (r.assigneeId ? [r.assigneeId] : [])))])).map((u) => [u.id, u.name]));
  return rows.map((r) => ({
    id: r.id,
    planName: r.planName,
    state: r.state as VisitStateValue,
    assigneeName: r.assigneeId ? (people.get(r.assigneeId) ?? null) : null,
    dueAt: r.dueAt.toISOString(),
    submittedAt: r.submittedAt?.toISOString() ?? null,
    remark: r.remark,
  }));
}
