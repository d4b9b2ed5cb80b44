import { and, asc, count, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import {
  returnChangeIdOf,
  returnChangeNo,
  type ExchangeWarrantyValue,
  type ReturnChangeSourceValue,
  type ReturnChangeStateValue,
  type ReturnChangeTypeValue,
} from '@domain/repair/repair.constants';
import type { ReturnChangeFilter, ReturnChangeView } from '@domain/repair/return-change.schemas';
import type { Executor } from '../../db/database';
import { returnChangeOrders as rc } from '../../db/schema/repair';
import { customerIdsNamedLike, customerNamesWithDeleted, escapeLike } from '../customers/customers.public';
import { findCustomerProducts } from '../products/products.public';
import { partNames, warehouseNames } from '../spare-parts/spare-parts.public';
import { userNames } from '../users/users.public';

export type ReturnChangeRecord = typeof rc.$inferSelect;
export type ReturnChangeRow = Omit<ReturnChangeView, 'operations'>;

function where(enterpriseId: number, filter: ReturnChangeFilter): SQL | undefined {
  const conditions = [eq(rc.enterpriseId, enterpriseId)];
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    const byNo = returnChangeIdOf(filter.keyword);
    conditions.push(
      or(ilike(rc.reason, like), sql`${rc.customerId} in (${customerIdsNamedLike(enterpriseId, like)})`, byNo === null ? undefined : eq(rc.id, byNo))!,
    );
  }
  if (filter.state !== undefined) conditions.push(eq(rc.state, filter.state));
  if (filter.type !== undefined) conditions.push(eq(rc.type, filter.type));
  if (filter.customerProductId) conditions.push(eq(rc.customerProductId, filter.customerProductId));
  return and(...conditions);
}

const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((x) => [x.id, x]));
const ids = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];

/** Rows as the screens show them: customer, product, part, warehouse and people by name. */
export async function toRows(tx: Executor, enterpriseId: number, origin: string, records: ReturnChangeRecord[]): Promise<ReturnChangeRow[]> {
  const customers = await customerNamesWithDeleted(tx, enterpriseId, records.map((r) => r.customerId));
  const products = byId(await findCustomerProducts(tx, enterpriseId, origin, ids(records.map((r) => r.customerProductId))));
  const parts = byId(await partNames(tx, enterpriseId, ids(records.map((r) => r.partId))));
  const warehouses = byId(await warehouseNames(tx, enterpriseId, ids(records.map((r) => r.warehouseId))));
  const people = byId(await userNames(tx, enterpriseId, ids(records.flatMap((r) => [r.approvedBy, r.createdBy]))));
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  const named = <T extends { id: number; name: string }>(map: Map<number, T>, id: number | null) => {
    const found = id === null ? undefined : map.get(id);
    return found ? { id: found.id, name: found.name } : null;
  };
  return records.map((r) => ({
    id: r.id,
    returnChangeNo: returnChangeNo(r.id),
    type: r.type as ReturnChangeTypeValue,
    state: r.state as ReturnChangeStateValue,
    source: r.source as ReturnChangeSourceValue,
    customerId: r.customerId,
    customerName: customers.get(r.customerId)?.name ?? null,
    customerProductId: r.customerProductId,
    productName: products.get(r.customerProductId)?.name ?? null,
    serialNumber: products.get(r.customerProductId)?.serialNumber ?? null,
    detectionOrderId: r.detectionOrderId,
    repairOrderId: r.repairOrderId,
    reason: r.reason,
    remark: r.remark,
    oldSerialNumber: r.oldSerialNumber,
    newSerialNumber: r.newSerialNumber,
    part: named(parts, r.partId),
    warehouse: named(warehouses, r.warehouseId),
    movementId: r.movementId,
    warranty: r.warranty as ExchangeWarrantyValue | null,
    rejectReason: r.rejectReason,
    approvedBy: person(r.approvedBy),
    approvedAt: r.approvedAt?.toISOString() ?? null,
    refundAmount: r.refundAmount,
    createdBy: person(r.createdBy),
    createTime: r.createdAt.toISOString(),
  }));
}

export function listRecords(tx: Executor, enterpriseId: number, filter: ReturnChangeFilter, paging: Paging): Promise<ReturnChangeRecord[]> {
  return tx
    .select()
    .from(rc)
    .where(where(enterpriseId, filter))
    .orderBy(desc(rc.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
}

export async function countRecords(tx: Executor, enterpriseId: number, filter: ReturnChangeFilter): Promise<number> {
  const [row] = await tx.select({ n: count().mapWith(Number) }).from(rc).where(where(enterpriseId, filter));
  return row.n;
}

/** A page of the filtered return and exchange orders after `afterId`, in id order (the export reads the list in such pages). */
export function recordsAfter(tx: Executor, enterpriseId: number, filter: ReturnChangeFilter, afterId: number, limit: number): Promise<ReturnChangeRecord[]> {
  return tx
    .select()
    .from(rc)
    .where(and(where(enterpriseId, filter), gt(rc.id, afterId)))
    .orderBy(asc(rc.id))
    .limit(limit);
}

export async function findRecord(tx: Executor, enterpriseId: number, id: number): Promise<ReturnChangeRecord | undefined> {
  const [row] = await tx.select().from(rc).where(and(eq(rc.enterpriseId, enterpriseId), eq(rc.id, id)));
  return row;
}

/** The product's order waiting for approval, if any. */
export async function pendingOf(tx: Executor, enterpriseId: number, customerProductId: number): Promise<ReturnChangeRecord | undefined> {
  const [row] = await tx
    .select()
    .from(rc)
    .where(and(eq(rc.enterpriseId, enterpriseId), eq(rc.customerProductId, customerProductId), eq(rc.state, 0)));
  return row;
}

export async function insertReturnChange(tx: Executor, fields: Omit<typeof rc.$inferInsert, 'id' | 'createdAt'>): Promise<number> {
  const [row] = await tx.insert(rc).values(fields).returning({ id: rc.id });
  return row.id;
}

/**
 * Moves the order out of `from` only if it is still there: of two approvers at once, the second finds
 * no row (false) and is refused, even where their transactions interleave.
 */
export async function moveFrom(
  tx: Executor,
  enterpriseId: number,
  id: number,
  from: ReturnChangeStateValue,
  fields: Partial<Omit<typeof rc.$inferInsert, 'id' | 'enterpriseId'>>,
): Promise<boolean> {
  const rows = await tx
    .update(rc)
    .set(fields)
    .where(and(eq(rc.enterpriseId, enterpriseId), eq(rc.id, id), eq(rc.state, from)))
    .returning({ id: rc.id });
  return rows.length === 1;
}

export async function updateReturnChange(tx: Executor, enterpriseId: number, id: number, fields: Partial<Omit<typeof rc.$inferInsert, 'id' | 'enterpriseId'>>) {
  await tx.update(rc).set(fields).where(and(eq(rc.enterpriseId, enterpriseId), eq(rc.id, id)));
}
