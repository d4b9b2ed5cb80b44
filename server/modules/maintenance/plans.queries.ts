import { and, asc, count, desc, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import type { CycleUnitValue } from '@domain/cycle-plans/cycle-plans.constants';
import type { ScheduleModeValue } from '@domain/maintenance/maintenance.constants';
import type { MaintenancePlanFilter, MaintenancePlanRow, PlanScheduleRow } from '@domain/maintenance/maintenance.schemas';
import type { MaintenanceSchedule } from '@domain/maintenance/schedule';
import type { Executor } from '../../db/database';
import { maintenanceContracts as contracts, maintenancePlanProducts as pp, maintenancePlans as plans, maintenanceTasks as tasks } from '../../db/schema/maintenance';
import { customerNamesWithDeleted, escapeLike, type Viewer } from '../customers/customers.public';
import { orderTypeQueries } from '../templates/templates.public';
import { onVisibleContract } from './contracts.queries';

export type PlanRecord = typeof plans.$inferSelect;

/** A maintenance or inspection plan's schedule and task count as its row shows them. */
export const scheduleRow = (
  r: Pick<PlanRecord, 'mode' | 'cycleUnit' | 'cycleEvery' | 'visits' | 'startDate' | 'endDate' | 'aheadDays' | 'generatedThrough' | 'createdAt'>,
  taskCount: number,
): PlanScheduleRow => ({
  mode: r.mode as ScheduleModeValue,
  cycleUnit: r.cycleUnit as CycleUnitValue,
  cycleEvery: r.cycleEvery,
  visits: r.visits,
  startDate: r.startDate,
  endDate: r.endDate,
  aheadDays: r.aheadDays,
  generatedThrough: r.generatedThrough,
  taskCount,
  createTime: r.createdAt.toISOString(),
});
export type PlanFields = Omit<typeof plans.$inferInsert, 'id' | 'enterpriseId' | 'createdAt' | 'createdBy'>;

/** A plan's visits as the schedule reads them; inspection plans keep the same columns. */
export const scheduleOf = (p: Pick<PlanRecord, 'mode' | 'startDate' | 'endDate' | 'cycleUnit' | 'cycleEvery' | 'visits'>): MaintenanceSchedule => ({
  mode: p.mode as ScheduleModeValue,
  startDate: p.startDate,
  endDate: p.endDate,
  unit: p.cycleUnit as CycleUnitValue,
  every: p.cycleEvery,
  visits: p.visits,
});

function planWhere(viewer: Viewer, filter: MaintenancePlanFilter): SQL {
  return and(
    eq(plans.enterpriseId, viewer.enterpriseId),
    onVisibleContract(plans.contractId, viewer),
    filter.contractId ? eq(plans.contractId, filter.contractId) : undefined,
    filter.keyword ? ilike(plans.name, `%${escapeLike(filter.keyword)}%`) : undefined,
  )!;
}

async function toRows(tx: Executor, enterpriseId: number, records: PlanRecord[]): Promise<MaintenancePlanRow[]> {
  const ids = records.map((r) => r.id);
  const contractRows =
    records.length === 0
      ? []
      : await tx
          .select({ id: contracts.id, name: contracts.name, customerId: contracts.customerId })
          .from(contracts)
          .where(and(eq(contracts.enterpriseId, enterpriseId), inArray(contracts.id, [...new Set(records.map((r) => r.contractId))])));
  const contractOf = new Map(contractRows.map((c) => [c.id, c]));
  const customers = await customerNamesWithDeleted(tx, enterpriseId, contractRows.map((c) => c.customerId));
  const types = new Map((await orderTypeQueries.find(tx, enterpriseId, [...new Set(records.map((r) => r.templateId))])).map((t) => [t.id, t.name]));
  const taskCounts =
    ids.length === 0
      ? new Map<number, number>()
      : new Map(
          (await tx.select({ id: tasks.planId, n: count() }).from(tasks).where(and(eq(tasks.enterpriseId, enterpriseId), inArray(tasks.planId, ids))).groupBy(tasks.planId)).map((r) => [
            r.id,
            r.n,
          ]),
        );
  return records.map((r) => {
    const contract = contractOf.get(r.contractId);
    return {
      id: r.id,
      name: r.name,
      contract: { id: r.contractId, name: contract?.name ?? '' },
      customer: { id: contract?.customerId ?? 0, name: contract ? (customers.get(contract.customerId)?.name ?? '') : '' },
      template: types.has(r.templateId) ? { id: r.templateId, name: types.get(r.templateId)! } : null,
      content: r.content,
      ...scheduleRow(r, taskCounts.get(r.id) ?? 0),
    };
  });
}

export async function listPlans(tx: Executor, viewer: Viewer, filter: MaintenancePlanFilter, paging: Paging): Promise<MaintenancePlanRow[]> {
  const records = await tx
    .select()
    .from(plans)
    .where(planWhere(viewer, filter))
    .orderBy(desc(plans.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
  return toRows(tx, viewer.enterpriseId, records);
}

export async function countPlans(tx: Executor, viewer: Viewer, filter: MaintenancePlanFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(plans).where(planWhere(viewer, filter));
  return row.n;
}

export async function findPlanRecord(tx: Executor, viewer: Viewer, id: number, lock = false): Promise<PlanRecord | undefined> {
  const query = tx.select().from(plans).where(and(planWhere(viewer, {}), eq(plans.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function planRow(tx: Executor, enterpriseId: number, record: PlanRecord): Promise<MaintenancePlanRow> {
  return (await toRows(tx, enterpriseId, [record]))[0];
}

export async function insertPlan(tx: Executor, enterpriseId: number, createdBy: number, fields: PlanFields): Promise<number> {
  const [row] = await tx.insert(plans).values({ ...fields, enterpriseId, createdBy }).returning({ id: plans.id });
  return row.id;
}

export async function updatePlan(tx: Executor, enterpriseId: number, id: number, fields: Partial<PlanFields>): Promise<void> {
  await tx.update(plans).set(fields).where(and(eq(plans.enterpriseId, enterpriseId), eq(plans.id, id)));
}

/** Deletes a plan with its products and tasks. */
export async function deletePlan(tx: Executor, enterpriseId: number, id: number): Promise<void> {
  await tx.delete(tasks).where(and(eq(tasks.enterpriseId, enterpriseId), eq(tasks.planId, id)));
  await tx.delete(pp).where(and(eq(pp.enterpriseId, enterpriseId), eq(pp.planId, id)));
  await tx.delete(plans).where(and(eq(plans.enterpriseId, enterpriseId), eq(plans.id, id)));
}

/** The plans of a contract. */
export async function contractPlans(tx: Executor, enterpriseId: number, contractId: number): Promise<PlanRecord[]> {
  return tx.select().from(plans).where(and(eq(plans.enterpriseId, enterpriseId), eq(plans.contractId, contractId))).orderBy(asc(plans.id));
}

/** Whether any task of the plans (or of a contract's plans) was turned into an order. */
export async function hasOrderedTasks(tx: Executor, enterpriseId: number, where: { planId: number } | { contractId: number }): Promise<boolean> {
  const owner = 'planId' in where ? eq(tasks.planId, where.planId) : eq(tasks.contractId, where.contractId);
  const [row] = await tx.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.enterpriseId, enterpriseId), owner, isNotNull(tasks.orderId))).limit(1);
  return Boolean(row);
}

/** A plan's products (alternative ones apart). */
export async function planProductIds(tx: Executor, enterpriseId: number, planId: number, alternative: boolean): Promise<number[]> {
  const rows = await tx
    .select({ id: pp.customerProductId })
    .from(pp)
    .where(and(eq(pp.enterpriseId, enterpriseId), eq(pp.planId, planId), eq(pp.alternative, alternative)))
    .orderBy(pp.customerProductId);
  return rows.map((r) => r.id);
}

/** The products (not the alternative ones) of each of the plans. */
export async function productIdsOfPlans(tx: Executor, enterpriseId: number, planIds: number[]): Promise<Map<number, number[]>> {
  const byPlan = new Map<number, number[]>(planIds.map((id) => [id, []]));
  if (planIds.length === 0) return byPlan;
  const rows = await tx
    .select({ planId: pp.planId, id: pp.customerProductId })
    .from(pp)
    .where(and(eq(pp.enterpriseId, enterpriseId), eq(pp.alternative, false), sql`${pp.planId} = any(${`{${planIds.join(',')}}`}::bigint[])`))
    .orderBy(pp.customerProductId);
  for (const r of rows) byPlan.get(r.planId)?.push(r.id);
  return byPlan;
}

/** Records for each plan the date its tasks were made through, in one statement. */
export async function setGeneratedThrough(tx: Executor, enterpriseId: number, through: Map<number, string | null>): Promise<void> {
  if (through.size === 0) return;
  const ids = `{${[...through.keys()].join(',')}}`;
  const dates = `{${[...through.values()].map((d) => d ?? 'NULL').join(',')}}`;
  await tx.execute(sql`update ${plans} set generated_through = v.through
    from (select unnest(${ids}::bigint[]) as id, unnest(${dates}::date[]) as through) v
    where ${plans.enterpriseId} = ${enterpriseId} and ${plans.id} = v.id`);
}

/** Adds products to a plan; one already there takes the new `alternative` flag. */
export async function addPlanProducts(tx: Executor, enterpriseId: number, planId: number, ids: number[], alternative: boolean): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .insert(pp)
    .values(ids.map((customerProductId) => ({ enterpriseId, planId, customerProductId, alternative })))
    .onConflictDoUpdate({ target: [pp.enterpriseId, pp.planId, pp.customerProductId], set: { alternative } });
}

export async function removePlanProducts(tx: Executor, enterpriseId: number, planId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(pp).where(and(eq(pp.enterpriseId, enterpriseId), eq(pp.planId, planId), inArray(pp.customerProductId, ids)));
}

/** Replaces a plan's products and alternative products. */
export async function setPlanProducts(tx: Executor, enterpriseId: number, planId: number, main: number[], alternative: number[]): Promise<void> {
  await tx.delete(pp).where(and(eq(pp.enterpriseId, enterpriseId), eq(pp.planId, planId)));
  await addPlanProducts(tx, enterpriseId, planId, alternative, true);
  await addPlanProducts(tx, enterpriseId, planId, main, false);
}

/** Which of `ids` some plan of the contract uses. */
export async function productsInPlans(tx: Executor, enterpriseId: number, contractId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: pp.customerProductId })
    .from(pp)
    .innerJoin(plans, and(eq(plans.enterpriseId, pp.enterpriseId), eq(plans.id, pp.planId)))
    .where(and(eq(pp.enterpriseId, enterpriseId), eq(plans.contractId, contractId), inArray(pp.customerProductId, ids)));
  return rows.map((r) => r.id);
}
