import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import type { IntervalUnitValue, QuestionKindValue, VisitStateValue, VisitTypeValue } from '@domain/return-visits/return-visits.constants';
import type { NamedRef, VisitPlanRow, VisitTaskFilter, VisitTaskRow } from '@domain/return-visits/return-visits.schemas';
import type { Executor } from '../../db/database';
import { returnVisitPlans as plans, returnVisitTasks as tasks } from '../../db/schema/return-visits';
import { escapeLike } from '../customers/customers.public';
import { userNames } from '../users/users.public';
import { visitSource } from './visit-sources';

export type PlanRecord = typeof plans.$inferSelect;
export type TaskRecord = typeof tasks.$inferSelect;
export type PlanFields = Omit<typeof plans.$inferInsert, 'id' | 'enterpriseId' | 'createdAt'>;

const byId = (refs: NamedRef[]) => new Map(refs.map((r) => [r.id, r]));
const pick = (ids: number[], refs: Map<number, NamedRef>) => ids.flatMap((id) => (refs.has(id) ? [refs.get(id)!] : []));

export async function planRows(tx: Executor, enterpriseId: number, records: PlanRecord[]): Promise<VisitPlanRow[]> {
  const types = new Map<number, Map<number, NamedRef>>();
  for (const visitType of new Set(records.map((r) => r.visitType)))
    types.set(visitType, byId(await visitSource(visitType).findTemplates(tx, enterpriseId, [...new Set(records.filter((r) => r.visitType === visitType).flatMap((r) => r.templateIds))])));
  const people = byId(await userNames(tx, enterpriseId, [...new Set(records.flatMap((r) => r.assigneeIds))]));
  return records.map((r) => ({
    id: r.id,
    name: r.name,
    visitType: r.visitType as VisitTypeValue,
    templates: pick(r.templateIds, types.get(r.visitType)!),
    delayValue: r.delayValue,
    delayUnit: r.delayUnit as IntervalUnitValue,
    assignees: pick(r.assigneeIds, people),
    questions: r.questions as { title: string; kind: QuestionKindValue }[],
    smsTemplate: r.smsTemplate,
    enabled: r.enabled,
    createTime: r.createdAt.toISOString(),
  }));
}

export function findPlans(tx: Executor, enterpriseId: number, ids?: number[]): Promise<PlanRecord[]> {
  return tx
    .select()
    .from(plans)
    .where(and(eq(plans.enterpriseId, enterpriseId), ids ? inArray(plans.id, ids) : undefined))
    .orderBy(desc(plans.id));
}

export async function insertPlan(tx: Executor, enterpriseId: number, fields: PlanFields): Promise<number> {
  const [row] = await tx.insert(plans).values({ enterpriseId, ...fields }).returning({ id: plans.id });
  return row.id;
}

export async function updatePlan(tx: Executor, enterpriseId: number, id: number, fields: Partial<PlanFields>) {
  await tx.update(plans).set(fields).where(and(eq(plans.enterpriseId, enterpriseId), eq(plans.id, id)));
}

export interface TaskScope {
  enterpriseId: number;
  /** Set for viewers who see only the tasks given to them or to nobody. */
  assigneeId?: number;
}

export function taskWhere(scope: TaskScope, filter: VisitTaskFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(tasks.enterpriseId, scope.enterpriseId)];
  if (scope.assigneeId) conditions.push(or(eq(tasks.assigneeId, scope.assigneeId), isNull(tasks.assigneeId))!);
  if (filter.state) conditions.push(eq(tasks.state, filter.state));
  if (filter.planId) conditions.push(eq(tasks.planId, filter.planId));
  if (filter.visitType) conditions.push(eq(tasks.visitType, filter.visitType));
  if (filter.targetId) conditions.push(eq(tasks.targetId, filter.targetId));
  if (filter.customerId) conditions.push(eq(tasks.customerId, filter.customerId));
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    conditions.push(or(ilike(tasks.targetNo, like), ilike(tasks.customerName, like), ilike(tasks.targetTitle, like)));
  }
  return and(...conditions)!;
}

export async function taskRows(tx: Executor, enterpriseId: number, records: TaskRecord[]): Promise<VisitTaskRow[]> {
  const planNames = byId((await findPlans(tx, enterpriseId, [...new Set(records.map((r) => r.planId))])).map((p) => ({ id: p.id, name: p.name })));
  const people = byId(await userNames(tx, enterpriseId, [...new Set(records.flatMap((r) => [r.assigneeId, r.submittedBy].filter((id): id is number => id !== null)))]));
  return records.map((r) => ({
    id: r.id,
    plan: planNames.get(r.planId) ?? null,
    visitType: r.visitType as VisitTypeValue,
    targetId: r.targetId,
    targetNo: r.targetNo,
    targetTitle: r.targetTitle,
    finishTime: r.finishedAt.toISOString(),
    ownerName: r.ownerName,
    customerId: r.customerId,
    customerName: r.customerName,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    assignee: r.assigneeId ? (people.get(r.assigneeId) ?? null) : null,
    state: r.state as VisitStateValue,
    dueTime: r.dueAt.toISOString(),
    remark: r.remark,
    submittedBy: r.submittedBy ? (people.get(r.submittedBy) ?? null) : null,
    submitTime: r.submittedAt?.toISOString() ?? null,
    smsCount: r.smsCount,
  }));
}

export async function listTasks(tx: Executor, scope: TaskScope, filter: VisitTaskFilter, paging: Paging): Promise<VisitTaskRow[]> {
  const records = await tx
    .select()
    .from(tasks)
    .where(taskWhere(scope, filter))
    .orderBy(desc(tasks.dueAt), desc(tasks.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
  return taskRows(tx, scope.enterpriseId, records);
}

export async function countTasks(tx: Executor, scope: TaskScope, filter: VisitTaskFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(tasks).where(taskWhere(scope, filter));
  return row.n;
}

export async function findTask(tx: Executor, scope: TaskScope, id: number, lock = false): Promise<TaskRecord | undefined> {
  const query = tx
    .select()
    .from(tasks)
    .where(and(taskWhere(scope, {}), eq(tasks.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function updateTask(tx: Executor, enterpriseId: number, id: number, fields: Partial<typeof tasks.$inferInsert>) {
  await tx.update(tasks).set(fields).where(and(eq(tasks.enterpriseId, enterpriseId), eq(tasks.id, id)));
}

/** How many of a plan's tasks each assignee has in each state. */
export function planTaskCounts(tx: Executor, enterpriseId: number, planId: number) {
  return tx
    .select({ assigneeId: tasks.assigneeId, state: tasks.state, n: count() })
    .from(tasks)
    .where(and(eq(tasks.enterpriseId, enterpriseId), eq(tasks.planId, planId)))
    .groupBy(tasks.assigneeId, tasks.state);
}

/** The answers of a plan's tasks in one state. */
export function planTaskAnswers(tx: Executor, enterpriseId: number, planId: number, state: VisitStateValue): Promise<{ answers: unknown }[]> {
  return tx
    .select({ answers: tasks.answers })
    .from(tasks)
    .where(and(eq(tasks.enterpriseId, enterpriseId), eq(tasks.planId, planId), eq(tasks.state, state)));
}
