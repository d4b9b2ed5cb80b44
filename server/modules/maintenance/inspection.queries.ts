import { and, asc, count, desc, eq, gt, ilike, inArray, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import { InspectionState, OPEN_INSPECTION_STATES, OWN_TASK_ROLES, type InspectionStateValue } from '@domain/maintenance/inspection.constants';
import type {
  InspectionPlanFilter,
  InspectionPlanRow,
  InspectionPointFilter,
  InspectionPointRow,
  InspectionTaskFilter,
  InspectionTaskRow,
} from '@domain/maintenance/inspection.schemas';
import type { Executor } from '../../db/database';
import { inspectionPlans as plans, inspectionPoints as points, inspectionResults as results, inspectionTasks as tasks } from '../../db/schema/maintenance';
import { customerNamesWithDeleted, escapeLike, type Viewer } from '../customers/customers.public';
import { userNames } from '../users/users.public';
import { scheduleRow } from './plans.queries';

export type PointRecord = typeof points.$inferSelect;
export type InspectionPlanRecord = typeof plans.$inferSelect;
export type InspectionTaskRecord = typeof tasks.$inferSelect;
export type ResultRecord = typeof results.$inferSelect;
export type PointFields = Pick<typeof points.$inferInsert, 'name' | 'customerId' | 'location' | 'code' | 'remark'>;
export type InspectionPlanFields = Omit<typeof plans.$inferInsert, 'id' | 'enterpriseId' | 'createdAt' | 'createdBy' | 'generatedThrough'>;

const like = (column: AnyColumn, keyword: string | undefined) => (keyword ? ilike(column, `%${escapeLike(keyword)}%`) : undefined);
const page = (paging: Paging) => ({ limit: paging.pageSize, offset: paging.pageIndex * paging.pageSize });

async function customerNames(tx: Executor, enterpriseId: number, ids: number[]) {
  return customerNamesWithDeleted(tx, enterpriseId, [...new Set(ids)]);
}
async function peopleNames(tx: Executor, enterpriseId: number, ids: number[]) {
  return new Map((await userNames(tx, enterpriseId, [...new Set(ids)])).map((u) => [u.id, u.name]));
}

// Points

function pointWhere(enterpriseId: number, filter: InspectionPointFilter): SQL {
  return and(eq(points.enterpriseId, enterpriseId), filter.customerId ? eq(points.customerId, filter.customerId) : undefined, like(points.name, filter.keyword))!;
}

async function pointRows(tx: Executor, enterpriseId: number, records: PointRecord[]): Promise<InspectionPointRow[]> {
  const customers = await customerNames(tx, enterpriseId, records.map((r) => r.customerId));
  const ids = records.map((r) => r.id);
  const uses =
    ids.length === 0
      ? []
      : await tx
          .select({ id: sql<number>`p.id`.mapWith(Number), n: count() })
          .from(plans)
          .innerJoin(sql`unnest(${plans.pointIds}) as p(id)`, sql`true`)
          .where(and(eq(plans.enterpriseId, enterpriseId), inArray(sql`p.id`, ids)))
          .groupBy(sql`p.id`);
  const planCounts = new Map(uses.map((u) => [u.id, u.n]));
  return records.map((r) => ({
    id: r.id,
    name: r.name,
    customer: { id: r.customerId, name: customers.get(r.customerId)?.name ?? '' },
    location: r.location,
    code: r.code,
    remark: r.remark,
    planCount: planCounts.get(r.id) ?? 0,
    createTime: r.createdAt.toISOString(),
  }));
}

export async function listPoints(tx: Executor, enterpriseId: number, filter: InspectionPointFilter, paging: Paging): Promise<InspectionPointRow[]> {
  const rows = await tx.select().from(points).where(pointWhere(enterpriseId, filter)).orderBy(desc(points.id)).limit(page(paging).limit).offset(page(paging).offset);
  return pointRows(tx, enterpriseId, rows);
}

export async function countPoints(tx: Executor, enterpriseId: number, filter: InspectionPointFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(points).where(pointWhere(enterpriseId, filter));
  return row.n;
}

export async function findPoint(tx: Executor, enterpriseId: number, id: number, lock = false): Promise<PointRecord | undefined> {
  const query = tx.select().from(points).where(and(eq(points.enterpriseId, enterpriseId), eq(points.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export const pointRow = async (tx: Executor, enterpriseId: number, record: PointRecord) => (await pointRows(tx, enterpriseId, [record]))[0];

/** The points among `ids`, in the order of `ids` (those missing left out). */
export async function pointsAmong(tx: Executor, enterpriseId: number, ids: number[]): Promise<PointRecord[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await tx.select().from(points).where(and(eq(points.enterpriseId, enterpriseId), inArray(points.id, ids)))).map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function pointWithCode(tx: Executor, enterpriseId: number, code: string): Promise<PointRecord | undefined> {
  const [row] = await tx.select().from(points).where(and(eq(points.enterpriseId, enterpriseId), eq(points.code, code)));
  return row;
}

export async function insertPoint(tx: Executor, enterpriseId: number, createdBy: number, fields: PointFields): Promise<number> {
  const [row] = await tx.insert(points).values({ ...fields, enterpriseId, createdBy }).returning({ id: points.id });
  return row.id;
}

export async function updatePoint(tx: Executor, enterpriseId: number, id: number, fields: PointFields): Promise<void> {
  await tx.update(points).set(fields).where(and(eq(points.enterpriseId, enterpriseId), eq(points.id, id)));
}

export async function deletePoint(tx: Executor, enterpriseId: number, id: number): Promise<void> {
  await tx.delete(points).where(and(eq(points.enterpriseId, enterpriseId), eq(points.id, id)));
}

export async function pointInPlans(tx: Executor, enterpriseId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.enterpriseId, enterpriseId), sql`${id}::bigint = any(${plans.pointIds})`))
    .limit(1);
  return row !== undefined;
}

// Plans

function planWhere(enterpriseId: number, filter: InspectionPlanFilter): SQL {
  return and(eq(plans.enterpriseId, enterpriseId), filter.customerId ? eq(plans.customerId, filter.customerId) : undefined, like(plans.name, filter.keyword))!;
}

async function planRows(tx: Executor, enterpriseId: number, records: InspectionPlanRecord[]): Promise<InspectionPlanRow[]> {
  const customers = await customerNames(tx, enterpriseId, records.map((r) => r.customerId));
  const people = await peopleNames(tx, enterpriseId, records.map((r) => r.assigneeId));
  const pointNames = new Map((await pointsAmong(tx, enterpriseId, [...new Set(records.flatMap((r) => r.pointIds))])).map((p) => [p.id, p.name]));
  const ids = records.map((r) => r.id);
  const taskCounts = new Map(
    ids.length === 0
      ? []
      : (
          await tx
            .select({ id: tasks.planId, n: count() })
            .from(tasks)
            .where(and(eq(tasks.enterpriseId, enterpriseId), inArray(tasks.planId, ids)))
            .groupBy(tasks.planId)
        ).map((r) => [r.id, r.n]),
  );
  return records.map((r) => ({
    id: r.id,
    name: r.name,
    customer: { id: r.customerId, name: customers.get(r.customerId)?.name ?? '' },
    assignee: people.has(r.assigneeId) ? { id: r.assigneeId, name: people.get(r.assigneeId)! } : null,
    points: r.pointIds.flatMap((id) => (pointNames.has(id) ? [{ id, name: pointNames.get(id)! }] : [])),
    checkItems: r.checkItems,
    ...scheduleRow(r, taskCounts.get(r.id) ?? 0),
  }));
}

export async function listInspectionPlans(tx: Executor, enterpriseId: number, filter: InspectionPlanFilter, paging: Paging): Promise<InspectionPlanRow[]> {
  const rows = await tx.select().from(plans).where(planWhere(enterpriseId, filter)).orderBy(desc(plans.id)).limit(page(paging).limit).offset(page(paging).offset);
  return planRows(tx, enterpriseId, rows);
}

export async function countInspectionPlans(tx: Executor, enterpriseId: number, filter: InspectionPlanFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(plans).where(planWhere(enterpriseId, filter));
  return row.n;
}

export async function findInspectionPlan(tx: Executor, enterpriseId: number, id: number, lock = false): Promise<InspectionPlanRecord | undefined> {
  const query = tx.select().from(plans).where(and(eq(plans.enterpriseId, enterpriseId), eq(plans.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export const inspectionPlanRow = async (tx: Executor, enterpriseId: number, record: InspectionPlanRecord) => (await planRows(tx, enterpriseId, [record]))[0];

export async function insertInspectionPlan(tx: Executor, enterpriseId: number, createdBy: number, fields: InspectionPlanFields): Promise<InspectionPlanRecord> {
  const [row] = await tx
    .insert(plans)
    .values({ ...fields, enterpriseId, createdBy })
    .returning();
  return row;
}

export async function updateInspectionPlan(tx: Executor, enterpriseId: number, id: number, fields: Partial<InspectionPlanRecord>): Promise<InspectionPlanRecord> {
  const [row] = await tx
    .update(plans)
    .set(fields)
    .where(and(eq(plans.enterpriseId, enterpriseId), eq(plans.id, id)))
    .returning();
  return row;
}

/** Deletes a plan with its tasks not begun (the walked ones stay, as a record). */
export async function deleteInspectionPlan(tx: Executor, enterpriseId: number, id: number): Promise<void> {
  await tx.delete(tasks).where(and(eq(tasks.enterpriseId, enterpriseId), eq(tasks.planId, id), inArray(tasks.state, [InspectionState.pending, InspectionState.disabled])));
  await tx.delete(plans).where(and(eq(plans.enterpriseId, enterpriseId), eq(plans.id, id)));
}

/** Plans that may still have a round to make on business day `today`. */
export function generationCandidates(tx: Executor, enterpriseId: number | null, today: string) {
  return tx
    .select()
    .from(plans)
    .where(
      and(
        enterpriseId === null ? undefined : eq(plans.enterpriseId, enterpriseId),
        sql`${plans.endDate} >= ${today}`,
        sql`(${plans.generatedThrough} is null or ${plans.generatedThrough} < least(${plans.endDate}, (${today}::date + ${plans.aheadDays}::int)))`,
      ),
    );
}

// Tasks

export const isOwnTaskRole = (viewer: Viewer) => OWN_TASK_ROLES.includes(viewer.role);

function taskWhere(viewer: Viewer, filter: InspectionTaskFilter, today: string): SQL {
  return and(
    eq(tasks.enterpriseId, viewer.enterpriseId),
    isOwnTaskRole(viewer) || filter.mine === 1 ? eq(tasks.assigneeId, viewer.userId) : undefined,
    filter.planId ? eq(tasks.planId, filter.planId) : undefined,
    filter.state !== undefined ? eq(tasks.state, filter.state) : undefined,
    filter.exception === 1 ? inArray(tasks.state, [InspectionState.exception, InspectionState.ordered, InspectionState.closed]) : undefined,
    filter.overdue === 1 ? and(inArray(tasks.state, [...OPEN_INSPECTION_STATES]), lt(tasks.dueDate, today)) : undefined,
    filter.keyword
      ? sql`${tasks.planId} in (select ${plans.id} from ${plans} where ${and(eq(plans.enterpriseId, viewer.enterpriseId), ilike(plans.name, `%${escapeLike(filter.keyword)}%`))})`
      : undefined,
  )!;
}

/** Per task among `ids`: points recorded and those with an exception. */
async function resultCounts(tx: Executor, enterpriseId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, { recorded: number; exceptions: number }>();
  const rows = await tx
    .select({ id: results.taskId, recorded: count(), exceptions: sql<number>`count(*) filter (where ${results.exception})`.mapWith(Number) })
    .from(results)
    .where(and(eq(results.enterpriseId, enterpriseId), inArray(results.taskId, ids)))
    .groupBy(results.taskId);
  return new Map(rows.map((r) => [r.id, { recorded: r.recorded, exceptions: r.exceptions }]));
}

export async function taskRows(tx: Executor, enterpriseId: number, records: InspectionTaskRecord[], today: string): Promise<InspectionTaskRow[]> {
  const customers = await customerNames(tx, enterpriseId, records.map((r) => r.customerId));
  const people = await peopleNames(tx, enterpriseId, records.map((r) => r.assigneeId));
  const planIds = [...new Set(records.map((r) => r.planId))];
  const planNames = new Map(
    planIds.length === 0 ? [] : (await tx.select({ id: plans.id, name: plans.name }).from(plans).where(and(eq(plans.enterpriseId, enterpriseId), inArray(plans.id, planIds)))).map((p) => [p.id, p.name]),
  );
  const counts = await resultCounts(tx, enterpriseId, records.map((r) => r.id));
  return records.map((r) => {
    const state = r.state as InspectionStateValue;
    const c = counts.get(r.id) ?? { recorded: 0, exceptions: 0 };
    return {
      id: r.id,
      dueDate: r.dueDate,
      state,
      overdue: OPEN_INSPECTION_STATES.includes(state) && r.dueDate < today,
      plan: { id: r.planId, name: planNames.get(r.planId) ?? '' },
      customer: { id: r.customerId, name: customers.get(r.customerId)?.name ?? '' },
      assignee: people.has(r.assigneeId) ? { id: r.assigneeId, name: people.get(r.assigneeId)! } : null,
      pointCount: r.pointIds.length,
      recordedCount: c.recorded,
      exceptionCount: c.exceptions,
      order: r.orderId !== null && r.orderNo !== null ? { id: r.orderId, orderNo: r.orderNo } : null,
      closeReason: r.closeReason,
      finishTime: r.finishedAt?.toISOString() ?? null,
      createTime: r.createdAt.toISOString(),
    };
  });
}

/**
 * A page of rounds by due date, then id: rounds still to walk (or overdue) soonest first, as the walker
 * takes them; every other list newest first.
 */
export async function listInspectionTasks(tx: Executor, viewer: Viewer, filter: InspectionTaskFilter, paging: Paging, today: string): Promise<InspectionTaskRow[]> {
  const toWalk = filter.overdue === 1 || (filter.state !== undefined && OPEN_INSPECTION_STATES.includes(filter.state));
  const rows = await tx
    .select()
    .from(tasks)
    .where(taskWhere(viewer, filter, today))
    .orderBy(toWalk ? asc(tasks.dueDate) : desc(tasks.dueDate), asc(tasks.id))
    .limit(page(paging).limit)
    .offset(page(paging).offset);
  return taskRows(tx, viewer.enterpriseId, rows, today);
}

/** The rounds after id `afterId`, by id (the export's keyset pages). */
export async function inspectionTasksAfter(tx: Executor, viewer: Viewer, filter: InspectionTaskFilter, today: string, afterId: number, limit: number): Promise<InspectionTaskRow[]> {
  const rows = await tx
    .select()
    .from(tasks)
    .where(and(taskWhere(viewer, filter, today), gt(tasks.id, afterId)))
    .orderBy(asc(tasks.id))
    .limit(limit);
  return taskRows(tx, viewer.enterpriseId, rows, today);
}

export async function countInspectionTasks(tx: Executor, viewer: Viewer, filter: InspectionTaskFilter, today: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(tasks).where(taskWhere(viewer, filter, today));
  return row.n;
}

/** The round the viewer sees (service staff: only theirs). */
export async function findInspectionTask(tx: Executor, viewer: Viewer, id: number, lock = false): Promise<InspectionTaskRecord | undefined> {
  const query = tx.select().from(tasks).where(and(taskWhere(viewer, {}, ''), eq(tasks.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type NewInspectionTask = Pick<typeof tasks.$inferInsert, 'planId' | 'customerId' | 'assigneeId' | 'dueDate' | 'pointIds' | 'checkItems'>;

export async function insertInspectionTasks(tx: Executor, enterpriseId: number, rows: NewInspectionTask[]): Promise<InspectionTaskRecord[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(tasks)
    .values(rows.map((r) => ({ ...r, enterpriseId })))
    .onConflictDoNothing()
    .returning();
}

export async function updateInspectionTask(
  tx: Executor,
  enterpriseId: number,
  id: number,
  fields: Partial<Pick<InspectionTaskRecord, 'state' | 'orderId' | 'orderNo' | 'closeReason' | 'finishedAt'>>,
): Promise<void> {
  await tx.update(tasks).set(fields).where(and(eq(tasks.enterpriseId, enterpriseId), eq(tasks.id, id)));
}

export async function deleteInspectionTask(tx: Executor, enterpriseId: number, id: number): Promise<void> {
  await tx.delete(results).where(and(eq(results.enterpriseId, enterpriseId), eq(results.taskId, id)));
  await tx.delete(tasks).where(and(eq(tasks.enterpriseId, enterpriseId), eq(tasks.id, id)));
}

export async function taskResults(tx: Executor, enterpriseId: number, taskId: number): Promise<ResultRecord[]> {
  return tx.select().from(results).where(and(eq(results.enterpriseId, enterpriseId), eq(results.taskId, taskId)));
}

/** Records (or records again) one point's results. */
export async function saveResult(tx: Executor, row: Omit<ResultRecord, 'recordedAt'> & { recordedAt: Date }): Promise<void> {
  await tx
    .insert(results)
    .values(row)
    .onConflictDoUpdate({
      target: [results.enterpriseId, results.taskId, results.pointId],
      set: { items: row.items, exception: row.exception, remark: row.remark, scanned: row.scanned, photoIds: row.photoIds, recordedBy: row.recordedBy, recordedAt: row.recordedAt },
    });
}

/** Whether any of the plan's rounds became an order. */
export async function planHasOrders(tx: Executor, enterpriseId: number, planId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.enterpriseId, enterpriseId), eq(tasks.planId, planId), sql`${tasks.orderId} is not null`))
    .limit(1);
  return row !== undefined;
}
