import { and, asc, count, eq, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import { TaskState, type TaskStateValue } from '@domain/maintenance/maintenance.constants';
import type { MaintenanceTaskFilter, MaintenanceTaskRow } from '@domain/maintenance/maintenance.schemas';
import type { Executor } from '../../db/database';
import { maintenanceContracts as contracts, maintenancePlans as plans, maintenanceTasks as tasks } from '../../db/schema/maintenance';
import { customerNamesWithDeleted, escapeLike, type Viewer } from '../customers/customers.public';
import { onVisibleContract } from './contracts.queries';

export type TaskRecord = typeof tasks.$inferSelect;

function taskWhere(viewer: Viewer, filter: MaintenanceTaskFilter, today: string): SQL {
  return and(
    eq(tasks.enterpriseId, viewer.enterpriseId),
    onVisibleContract(tasks.contractId, viewer),
    filter.contractId ? eq(tasks.contractId, filter.contractId) : undefined,
    filter.planId ? eq(tasks.planId, filter.planId) : undefined,
    filter.state !== undefined ? eq(tasks.state, filter.state) : undefined,
    filter.overdue === 1 ? and(eq(tasks.state, TaskState.unfinished), lt(tasks.dueDate, today)) : undefined,
    filter.keyword
      ? sql`${tasks.planId} in (select ${plans.id} from ${plans} where ${and(eq(plans.enterpriseId, viewer.enterpriseId), ilike(plans.name, `%${escapeLike(filter.keyword)}%`))})`
      : undefined,
  )!;
}

/** Tasks as the screens show them: plan, contract and customer by name; overdue on business day `today`. */
async function toRows(tx: Executor, enterpriseId: number, records: TaskRecord[], today: string): Promise<MaintenanceTaskRow[]> {
  const planRows =
    records.length === 0
      ? []
      : await tx
          .select({ id: plans.id, name: plans.name, contractName: contracts.name, customerId: contracts.customerId })
          .from(plans)
          .innerJoin(contracts, and(eq(contracts.enterpriseId, plans.enterpriseId), eq(contracts.id, plans.contractId)))
          .where(and(eq(plans.enterpriseId, enterpriseId), inArray(plans.id, [...new Set(records.map((r) => r.planId))])));
  const planOf = new Map(planRows.map((p) => [p.id, p]));
  const customers = await customerNamesWithDeleted(tx, enterpriseId, planRows.map((p) => p.customerId));
  return records.map((r) => {
    const plan = planOf.get(r.planId);
    const state = r.state as TaskStateValue;
    return {
      id: r.id,
      dueDate: r.dueDate,
      state,
      overdue: state === TaskState.unfinished && r.dueDate < today,
      plan: { id: r.planId, name: plan?.name ?? '' },
      contract: { id: r.contractId, name: plan?.contractName ?? '' },
      customer: { id: plan?.customerId ?? 0, name: plan ? (customers.get(plan.customerId)?.name ?? '') : '' },
      order: r.orderId !== null && r.orderNo !== null ? { id: r.orderId, orderNo: r.orderNo } : null,
      finishTime: r.finishedAt?.toISOString() ?? null,
      createTime: r.createdAt.toISOString(),
    };
  });
}

export async function listTasks(tx: Executor, viewer: Viewer, filter: MaintenanceTaskFilter, paging: Paging, today: string): Promise<MaintenanceTaskRow[]> {
  const records = await tx
    .select()
    .from(tasks)
    .where(taskWhere(viewer, filter, today))
    .orderBy(asc(tasks.dueDate), asc(tasks.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
  return toRows(tx, viewer.enterpriseId, records, today);
}

export async function countTasks(tx: Executor, viewer: Viewer, filter: MaintenanceTaskFilter, today: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(tasks).where(taskWhere(viewer, filter, today));
  return row.n;
}

export async function findTaskRecord(tx: Executor, viewer: Viewer, id: number, lock = false): Promise<TaskRecord | undefined> {
  const query = tx.select().from(tasks).where(and(taskWhere(viewer, {}, ''), eq(tasks.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function taskRow(tx: Executor, enterpriseId: number, record: TaskRecord, today: string): Promise<MaintenanceTaskRow> {
  return (await toRows(tx, enterpriseId, [record], today))[0];
}

/** A task to make: a plan's visit on one date, with the plan's products. */
export type NewTask = Pick<typeof tasks.$inferInsert, 'planId' | 'contractId' | 'dueDate' | 'customerProductIds'>;
const INSERT_CHUNK = 1_000;

/** Makes tasks; a plan's date that already has one is left (the unique index). Returns how many were made. */
export async function insertTasks(tx: Executor, enterpriseId: number, rows: NewTask[]): Promise<number> {
  let made = 0;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK).map((r) => ({ ...r, enterpriseId }));
    made += (await tx.insert(tasks).values(chunk).onConflictDoNothing().returning({ id: tasks.id })).length;
  }
  return made;
}

export async function updateTask(tx: Executor, enterpriseId: number, id: number, fields: Partial<Pick<TaskRecord, 'state' | 'orderId' | 'orderNo' | 'finishedAt'>>): Promise<void> {
  await tx.update(tasks).set(fields).where(and(eq(tasks.enterpriseId, enterpriseId), eq(tasks.id, id)));
}

export async function deleteTask(tx: Executor, enterpriseId: number, id: number): Promise<void> {
  await tx.delete(tasks).where(and(eq(tasks.enterpriseId, enterpriseId), eq(tasks.id, id)));
}

/** The unfinished task an order was made from is finished with it. */
export async function finishTaskOfOrder(tx: Executor, enterpriseId: number, orderId: number, at: Date): Promise<void> {
  await tx
    .update(tasks)
    .set({ state: TaskState.finished, finishedAt: at })
    .where(and(eq(tasks.enterpriseId, enterpriseId), eq(tasks.orderId, orderId), eq(tasks.state, TaskState.unfinished)));
}
