import { and, asc, count, desc, eq, gt, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import type { ContractStatusValue } from '@domain/maintenance/maintenance.constants';
import type { MaintenanceContractFilter, MaintenanceContractRow, NamedRef } from '@domain/maintenance/maintenance.schemas';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { maintenanceContractProducts as cp, maintenanceContracts as contracts, maintenancePlans as plans } from '../../db/schema/maintenance';
import { customerNamesWithDeleted, escapeLike, ownedByVisibleCustomer, type Viewer } from '../customers/customers.public';
import { userNames } from '../users/users.public';

export type ContractRecord = typeof contracts.$inferSelect;
export type ContractFields = Omit<typeof contracts.$inferInsert, 'id' | 'enterpriseId' | 'createdAt' | 'createdBy'>;

/** The contracts of customers the viewer sees (plans and tasks are seen through their contract). */
export const visibleContracts = (viewer: Viewer): SQL => and(eq(contracts.enterpriseId, viewer.enterpriseId), ownedByVisibleCustomer(contracts.customerId, viewer))!;
/**
 * The condition that a row's contract is one the viewer sees; undefined when the viewer sees every
 * customer (the row's own enterprise condition says all, and the lists stay on their own indexes).
 */
export function onVisibleContract(contractId: AnyPgColumn, viewer: Viewer): SQL | undefined {
  const visible = ownedByVisibleCustomer(contracts.customerId, viewer);
  if (!visible) return undefined;
  return sql`${contractId} in (select ${contracts.id} from ${contracts} where ${and(eq(contracts.enterpriseId, viewer.enterpriseId), visible)})`;
}

function contractWhere(viewer: Viewer, filter: MaintenanceContractFilter): SQL {
  return and(
    visibleContracts(viewer),
    filter.keyword ? ilike(contracts.name, `%${escapeLike(filter.keyword)}%`) : undefined,
    filter.customerId ? eq(contracts.customerId, filter.customerId) : undefined,
    filter.status ? eq(contracts.status, filter.status) : undefined,
  )!;
}

/** Rows of `table` per contract among `ids`. */
async function countsBy(tx: Executor, table: typeof cp | typeof plans, column: AnyPgColumn, enterpriseId: number, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: sql<number>`${column}`.mapWith(Number), n: count() })
    .from(table)
    .where(and(eq(table.enterpriseId, enterpriseId), inArray(column, ids)))
    .groupBy(column);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Contracts as the screens show them: customer and writer by name, how many products and plans. */
async function toRows(tx: Executor, enterpriseId: number, records: ContractRecord[]): Promise<MaintenanceContractRow[]> {
  const ids = records.map((r) => r.id);
  const products = await countsBy(tx, cp, cp.contractId, enterpriseId, ids);
  const planCounts = await countsBy(tx, plans, plans.contractId, enterpriseId, ids);
  const customers = await customerNamesWithDeleted(tx, enterpriseId, records.map((r) => r.customerId));
  const people = new Map((await userNames(tx, enterpriseId, [...new Set(records.map((r) => r.createdBy))])).map((u) => [u.id, u.name]));
  const ref = (id: number, name: string | undefined): NamedRef | null => (name === undefined ? null : { id, name });
  return records.map((r) => ({
    id: r.id,
    name: r.name,
    customer: { id: r.customerId, name: customers.get(r.customerId)?.name ?? '' },
    startDate: r.startDate,
    endDate: r.endDate,
    amount: r.amount,
    status: r.status as ContractStatusValue,
    remark: r.remark,
    productCount: products.get(r.id) ?? 0,
    planCount: planCounts.get(r.id) ?? 0,
    createdBy: ref(r.createdBy, people.get(r.createdBy)),
    createTime: r.createdAt.toISOString(),
  }));
}

export async function listContracts(tx: Executor, viewer: Viewer, filter: MaintenanceContractFilter, paging: Paging): Promise<MaintenanceContractRow[]> {
  const records = await tx
    .select()
    .from(contracts)
    .where(contractWhere(viewer, filter))
    .orderBy(desc(contracts.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
  return toRows(tx, viewer.enterpriseId, records);
}

/** The contracts after `afterId` in id order (the export's pages). */
export async function contractsAfter(tx: Executor, viewer: Viewer, filter: MaintenanceContractFilter, afterId: number, limit: number): Promise<MaintenanceContractRow[]> {
  const records = await tx
    .select()
    .from(contracts)
    .where(and(contractWhere(viewer, filter), gt(contracts.id, afterId)))
    .orderBy(asc(contracts.id))
    .limit(limit);
  return toRows(tx, viewer.enterpriseId, records);
}

export async function countContracts(tx: Executor, viewer: Viewer, filter: MaintenanceContractFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(contracts).where(contractWhere(viewer, filter));
  return row.n;
}

/** The contract the viewer sees, locked for the writer's transaction when `lock` is set. */
export async function findContractRecord(tx: Executor, viewer: Viewer, id: number, lock = false): Promise<ContractRecord | undefined> {
  const query = tx.select().from(contracts).where(and(visibleContracts(viewer), eq(contracts.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findContractRow(tx: Executor, viewer: Viewer, id: number): Promise<MaintenanceContractRow | undefined> {
  const record = await findContractRecord(tx, viewer, id);
  return record ? (await toRows(tx, viewer.enterpriseId, [record]))[0] : undefined;
}

export async function insertContract(tx: Executor, enterpriseId: number, createdBy: number, fields: ContractFields): Promise<number> {
  const [row] = await tx.insert(contracts).values({ ...fields, enterpriseId, createdBy }).returning({ id: contracts.id });
  return row.id;
}

export async function updateContract(tx: Executor, enterpriseId: number, id: number, fields: Partial<ContractFields>): Promise<void> {
  await tx.update(contracts).set(fields).where(and(eq(contracts.enterpriseId, enterpriseId), eq(contracts.id, id)));
}

export async function deleteContract(tx: Executor, enterpriseId: number, id: number): Promise<void> {
  await tx.delete(cp).where(and(eq(cp.enterpriseId, enterpriseId), eq(cp.contractId, id)));
  await tx.delete(contracts).where(and(eq(contracts.enterpriseId, enterpriseId), eq(contracts.id, id)));
}

/** The customer product ids a contract covers, in the order they were added. */
export async function contractProductIds(tx: Executor, enterpriseId: number, contractId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: cp.customerProductId })
    .from(cp)
    .where(and(eq(cp.enterpriseId, enterpriseId), eq(cp.contractId, contractId)))
    .orderBy(cp.customerProductId);
  return rows.map((r) => r.id);
}

export async function addContractProducts(tx: Executor, enterpriseId: number, contractId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .insert(cp)
    .values(ids.map((customerProductId) => ({ enterpriseId, contractId, customerProductId })))
    .onConflictDoNothing();
}

export async function removeContractProducts(tx: Executor, enterpriseId: number, contractId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(cp).where(and(eq(cp.enterpriseId, enterpriseId), eq(cp.contractId, contractId), inArray(cp.customerProductId, ids)));
}
