import { and, asc, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import { detectionNo, repairNo, type DetectionStateValue, type DetectionVerdictValue } from '@domain/repair/repair.constants';
import type { DetectionFilter, DetectionView } from '@domain/repair/repair.schemas';
import type { Executor } from '../../db/database';
import { detectionOrders as d } from '../../db/schema/repair';
import { customerIdsNamedLike, customerNamesWithDeleted, escapeLike } from '../customers/customers.public';
import { findCustomerProducts } from '../products/products.public';
import { userNames } from '../users/users.public';

export type DetectionRecord = typeof d.$inferSelect;
export type DetectionRow = Omit<DetectionView, 'operations'>;

function where(enterpriseId: number, filter: DetectionFilter): SQL | undefined {
  const conditions = [eq(d.enterpriseId, enterpriseId)];
  if (filter.keyword) conditions.push(sql`${d.customerId} in (${customerIdsNamedLike(enterpriseId, `%${escapeLike(filter.keyword)}%`)})`);
  if (filter.state !== undefined) conditions.push(eq(d.state, filter.state));
  if (filter.repairOrderId) conditions.push(eq(d.repairOrderId, filter.repairOrderId));
  return and(...conditions);
}

export async function toRows(tx: Executor, enterpriseId: number, origin: string, records: DetectionRecord[]): Promise<DetectionRow[]> {
  const customers = await customerNamesWithDeleted(tx, enterpriseId, records.map((r) => r.customerId));
  const products = new Map((await findCustomerProducts(tx, enterpriseId, origin, [...new Set(records.map((r) => r.customerProductId))])).map((p) => [p.id, p]));
  const peopleIds = [...new Set(records.flatMap((r) => [r.inspectorId, r.createdBy]).filter((id): id is number => id !== null))];
  const people = new Map((await userNames(tx, enterpriseId, peopleIds)).map((u) => [u.id, u]));
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  return records.map((r) => ({
    id: r.id,
    detectionNo: detectionNo(r.id),
    state: r.state as DetectionStateValue,
    repairOrderId: r.repairOrderId,
    repairNo: repairNo(r.repairOrderId),
    customerId: r.customerId,
    customerName: customers.get(r.customerId)?.name ?? null,
    customerProductId: r.customerProductId,
    productName: products.get(r.customerProductId)?.name ?? null,
    serialNumber: products.get(r.customerProductId)?.serialNumber ?? null,
    checklist: r.checklist,
    verdict: r.verdict as DetectionVerdictValue | null,
    conclusion: r.conclusion,
    inspector: person(r.inspectorId),
    inspectedAt: r.inspectedAt?.toISOString() ?? null,
    createdBy: person(r.createdBy),
    createTime: r.createdAt.toISOString(),
  }));
}

export function listRecords(tx: Executor, enterpriseId: number, filter: DetectionFilter, paging: Paging): Promise<DetectionRecord[]> {
  return tx
    .select()
    .from(d)
    .where(where(enterpriseId, filter))
    .orderBy(desc(d.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
}

export async function countRecords(tx: Executor, enterpriseId: number, filter: DetectionFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(d).where(where(enterpriseId, filter));
  return row.n;
}

/** A page of the filtered detection orders after `afterId`, in id order (the export reads the list in such pages). */
export function recordsAfter(tx: Executor, enterpriseId: number, filter: DetectionFilter, afterId: number, limit: number): Promise<DetectionRecord[]> {
  return tx
    .select()
    .from(d)
    .where(and(where(enterpriseId, filter), gt(d.id, afterId)))
    .orderBy(asc(d.id))
    .limit(limit);
}

export async function findRecord(tx: Executor, enterpriseId: number, id: number, forUpdate = false): Promise<DetectionRecord | undefined> {
  const query = tx.select().from(d).where(and(eq(d.enterpriseId, enterpriseId), eq(d.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function pendingOf(tx: Executor, enterpriseId: number, repairOrderId: number): Promise<DetectionRecord | undefined> {
  const [row] = await tx
    .select()
    .from(d)
    .where(and(eq(d.enterpriseId, enterpriseId), eq(d.repairOrderId, repairOrderId), eq(d.state, 0)));
  return row;
}

export async function insertDetection(tx: Executor, fields: Omit<typeof d.$inferInsert, 'id' | 'createdAt'>): Promise<number> {
  const [row] = await tx.insert(d).values(fields).returning({ id: d.id });
  return row.id;
}

export async function updateDetection(tx: Executor, enterpriseId: number, id: number, fields: Partial<Omit<typeof d.$inferInsert, 'id' | 'enterpriseId'>>) {
  await tx.update(d).set(fields).where(and(eq(d.enterpriseId, enterpriseId), eq(d.id, id)));
}
