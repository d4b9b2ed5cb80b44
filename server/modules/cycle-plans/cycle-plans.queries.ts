import { and, count, desc, eq, ilike, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import type { CycleUnitValue, PlanStateValue } from '@domain/cycle-plans/cycle-plans.constants';
import type { CyclePlanFilter, CyclePlanRow, NamedRef, PlanRunRow } from '@domain/cycle-plans/cycle-plans.schemas';
import type { Executor } from '../../db/database';
import { cyclePlanCustomers as pc, cyclePlanRuns as runs, cyclePlans as plans } from '../../db/schema/cycle-plans';
import { escapeLike, liveCustomerNames } from '../customers/customers.public';
import { orderTypeQueries } from '../templates/templates.public';
import { userNames } from '../users/users.public';

export type PlanRecord = typeof plans.$inferSelect;
export type PlanFields = Omit<typeof plans.$inferInsert, 'id' | 'enterpriseId' | 'createdAt'>;

export interface PlanScope {
  enterpriseId: number;
  /** Set for viewers who see only the plans they wrote. */
  createdBy?: number;
}

function planWhere(scope: PlanScope, filter: CyclePlanFilter): SQL | undefined {
  const { enterpriseId } = scope;
  const conditions: (SQL | undefined)[] = [eq(plans.enterpriseId, enterpriseId)];
  if (scope.createdBy) conditions.push(eq(plans.createdBy, scope.createdBy));
  if (filter.keyword) conditions.push(ilike(plans.name, `%${escapeLike(filter.keyword)}%`));
  if (filter.state) conditions.push(eq(plans.state, filter.state));
  if (filter.customerId)
    conditions.push(
      sql`${plans.id} in (select ${pc.planId} from ${pc} where ${and(eq(pc.enterpriseId, enterpriseId), eq(pc.customerId, filter.customerId))})`,
    );
  return and(...conditions);
}

/** Customer ids per plan. */
export async function planCustomerIds(tx: Executor, enterpriseId: number, planIds: number[]): Promise<Map<number, number[]>> {
  const byPlan = new Map<number, number[]>(planIds.map((id) => [id, []]));
  if (planIds.length === 0) return byPlan;
  const rows = await tx
    .select({ planId: pc.planId, customerId: pc.customerId })
    .from(pc)
    .where(and(eq(pc.enterpriseId, enterpriseId), inArray(pc.planId, planIds)))
    .orderBy(pc.customerId);
  for (const r of rows) byPlan.get(r.planId)?.push(r.customerId);
  return byPlan;
}

/** Plans as the screens show them: type, customers and people by name. */
async function toRows(tx: Executor, enterpriseId: number, records: PlanRecord[]): Promise<CyclePlanRow[]> {
  const customerIds = await planCustomerIds(tx, enterpriseId, records.map((r) => r.id));
  const customers = await liveCustomerNames(tx, enterpriseId, [...customerIds.values()].flat());
  const types = new Map((await orderTypeQueries.find(tx, enterpriseId, [...new Set(records.map((r) => r.templateId))])).map((t) => [t.id, t.name]));
  const peopleIds = [...new Set(records.flatMap((r) => [r.createdBy, ...r.remindUserIds]))];
  const people = new Map((await userNames(tx, enterpriseId, peopleIds)).map((u) => [u.id, u]));
  const named = (ids: number[], names: Map<number, string>): NamedRef[] => ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : []));
  return records.map((r) => ({
    id: r.id,
    name: r.name,
    template: types.has(r.templateId) ? { id: r.templateId, name: types.get(r.templateId)! } : null,
    title: r.title,
    description: r.description,
    cycleUnit: r.cycleUnit as CycleUnitValue,
    cycleEvery: r.cycleEvery,
    startDate: r.startDate,
    endDate: r.endDate,
    nextDueDate: r.nextDueDate,
    lastDueDate: r.lastDueDate,
    state: r.state as PlanStateValue,
    remindDays: r.remindDays,
    remindUsers: r.remindUserIds.flatMap((id) => (people.has(id) ? [people.get(id)!] : [])),
    customers: named(customerIds.get(r.id) ?? [], customers),
    generatedCount: r.generatedCount,
    createdBy: people.get(r.createdBy) ?? null,
    createTime: r.createdAt.toISOString(),
  }));
}

export async function listPlans(tx: Executor, scope: PlanScope, filter: CyclePlanFilter, paging: Paging): Promise<CyclePlanRow[]> {
  const records = await tx
    .select()
    .from(plans)
    .where(planWhere(scope, filter))
    .orderBy(desc(plans.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
  return toRows(tx, scope.enterpriseId, records);
}

export async function countPlans(tx: Executor, scope: PlanScope, filter: CyclePlanFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(plans).where(planWhere(scope, filter));
  return row.n;
}

/** Plan records in scope; `lock` takes the rows for the rest of the transaction. */
export function findRecords(tx: Executor, scope: PlanScope, ids: number[], lock = false): Promise<PlanRecord[]> {
  const query = tx
    .select()
    .from(plans)
    .where(and(planWhere(scope, {}), inArray(plans.id, ids)))
    .orderBy(plans.id);
  return lock ? query.for('update') : query;
}

export async function findPlan(tx: Executor, scope: PlanScope, id: number): Promise<CyclePlanRow | undefined> {
  const [row] = await toRows(tx, scope.enterpriseId, await findRecords(tx, scope, [id]));
  return row;
}

export async function insertPlan(tx: Executor, enterpriseId: number, fields: PlanFields): Promise<number> {
  const [row] = await tx.insert(plans).values({ enterpriseId, ...fields }).returning({ id: plans.id });
  return row.id;
}

export async function updatePlan(tx: Executor, enterpriseId: number, id: number, fields: Partial<PlanFields>) {
  await tx.update(plans).set(fields).where(and(eq(plans.enterpriseId, enterpriseId), eq(plans.id, id)));
}

/** Sets the plan's customers; those staying keep their follow-up. */
export async function setPlanCustomers(tx: Executor, enterpriseId: number, planId: number, customerIds: number[]) {
  await tx.delete(pc).where(and(eq(pc.enterpriseId, enterpriseId), eq(pc.planId, planId), notInArray(pc.customerId, customerIds)));
  await tx
    .insert(pc)
    .values(customerIds.map((customerId) => ({ enterpriseId, planId, customerId })))
    .onConflictDoNothing();
}

/** Deletes plans with their customers and history; the orders they made stay. */
export async function deletePlans(tx: Executor, enterpriseId: number, ids: number[]) {
  await tx.delete(runs).where(and(eq(runs.enterpriseId, enterpriseId), inArray(runs.planId, ids)));
  await tx.delete(pc).where(and(eq(pc.enterpriseId, enterpriseId), inArray(pc.planId, ids)));
  await tx.delete(plans).where(and(eq(plans.enterpriseId, enterpriseId), inArray(plans.id, ids)));
}

/** The newest orders the plan made (and failures), newest occurrence first. */
export async function planRuns(tx: Executor, enterpriseId: number, planId: number, limit = 100): Promise<PlanRunRow[]> {
  const rows = await tx
    .select()
    .from(runs)
    .where(and(eq(runs.enterpriseId, enterpriseId), eq(runs.planId, planId)))
    .orderBy(desc(runs.dueDate), desc(runs.id))
    .limit(limit);
  const names = await liveCustomerNames(tx, enterpriseId, rows.map((r) => r.customerId));
  return rows.map((r) => ({
    id: r.id,
    dueDate: r.dueDate,
    customer: names.has(r.customerId) ? { id: r.customerId, name: names.get(r.customerId)! } : null,
    orderId: r.orderId,
    orderNo: r.orderNo,
    error: r.error,
    createTime: r.createdAt.toISOString(),
  }));
}

/** Claims one occurrence for one customer; false when it was claimed before (a second run makes nothing). */
export async function claimRun(tx: Executor, enterpriseId: number, planId: number, customerId: number, dueDate: string): Promise<number | null> {
  const [row] = await tx.insert(runs).values({ enterpriseId, planId, customerId, dueDate }).onConflictDoNothing().returning({ id: runs.id });
  return row?.id ?? null;
}

export async function finishRun(tx: Executor, id: number, outcome: { orderId: number; orderNo: string | null } | { error: string }) {
  await tx.update(runs).set(outcome).where(eq(runs.id, id));
}
