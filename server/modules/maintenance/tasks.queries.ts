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

/** A task with its plan's and contract's names, read in one statement. */
type JoinedTask = { task: TaskRecord; planName: string; contractName: string; customerId: number };
const joined = (tx: Executor) =>
  tx
    .select({ task: tasks, planName: plans.name, contractName: contracts.name, customerId: contracts.customerId })
    .from(tasks)
    .innerJoin(plans, and(eq(plans.enterpriseId, tasks.enterpriseId), eq(plans.id, tasks.planId)))
    .innerJoin(contracts, and(eq(contracts.enterpriseId, tasks.enterpriseId), eq(contracts.id, tasks.contractId)));

/** Tasks as the screens show them: plan, contract and customer by name; overdue on business day `today`. */
async function toRows(tx: Executor, enterpriseId: number, rows: JoinedTask[], today: string): Promise<MaintenanceTaskRow[]> {
  const customers = await customerNamesWithDeleted(tx, enterpriseId, rows.map((r) => r.customerId));
  return rows.map(({ task: r, planName, contractName, customerId }) => {
    const state = r.state as TaskStateValue;
    return {
      id: r.id,
      dueDate: r.dueDate,
      state,
      overdue: state === TaskState.unfinished && r.dueDate < today,
      plan: { id: r.planId, name: planName },
      contract: { id: r.contractId, name: contractName },
      customer: { id: customerId, name: customers.get(customerId)?.name ?? '' },
      order: r.orderId !== null && r.orderNo !== null ? { id: r.orderId, orderNo: r.orderNo } : null,
      finishTime: r.finishedAt?.toISOString() ?? null,
      createTime: r.createdAt.toISOString(),
    };
  });
}

/** A page of tasks by due date: the page's ids from the tasks alone (their index), then the names of those few. */
export async function listTasks(tx: Executor, viewer: Viewer, filter: MaintenanceTaskFilter, paging: Paging, today: string): Promise<MaintenanceTaskRow[]> {
  const order = [asc(tasks.dueDate), asc(tasks.id)];
  const page = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(taskWhere(viewer, filter, today))
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
  if (page.length === 0) return [];
  const rows = await joined(tx)
    .where(and(eq(tasks.enterpriseId, viewer.enterpriseId), inArray(tasks.id, page.map((r) => r.id))))
    .orderBy(...order);
  return toRows(tx, viewer.enterpriseId, rows, today);
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
  const rows = await joined(tx).where(and(eq(tasks.enterpriseId, enterpriseId), eq(tasks.id, record.id)));
  return (await toRows(tx, enterpriseId, rows, today))[0];
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
