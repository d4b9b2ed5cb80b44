import { and, asc, count, desc, eq, gt, ilike, or, type SQL } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import {
  internalRepairIdOf,
  internalRepairNo,
  type InternalRepairKindValue,
  type InternalRepairResultValue,
  type InternalRepairStateValue,
} from '@domain/repair/internal-repair.constants';
import type { InternalRepairFilter, InternalRepairView } from '@domain/repair/internal-repair.schemas';
import { formatQty } from '@domain/spare-parts/quantity';
import type { Executor } from '../../db/database';
import { internalRepairOrders as ir } from '../../db/schema/repair';
import { escapeLike } from '../customers/customers.public';
import { partNames, warehouseNames } from '../spare-parts/spare-parts.public';
import { userNames } from '../users/users.public';

export type InternalRepairRecord = typeof ir.$inferSelect;
export type InternalRepairRow = Omit<InternalRepairView, 'operations'>;
type Fields = Partial<Omit<typeof ir.$inferInsert, 'id' | 'enterpriseId'>>;

function where(enterpriseId: number, filter: InternalRepairFilter): SQL | undefined {
  const conditions = [eq(ir.enterpriseId, enterpriseId)];
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    const byNo = internalRepairIdOf(filter.keyword);
    conditions.push(or(ilike(ir.equipmentName, like), ilike(ir.assetNo, like), ilike(ir.fault, like), byNo === null ? undefined : eq(ir.id, byNo))!);
  }
  if (filter.state !== undefined) conditions.push(eq(ir.state, filter.state));
  if (filter.kind !== undefined) conditions.push(eq(ir.kind, filter.kind));
  return and(...conditions);
}

const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((x) => [x.id, x]));
const ids = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];
const named = (found: { id: number; name: string } | undefined) => (found ? { id: found.id, name: found.name } : null);

/** Rows as the screens show them: part, warehouse and people by name. */
export async function toRows(tx: Executor, enterpriseId: number, records: InternalRepairRecord[]): Promise<InternalRepairRow[]> {
  const parts = byId(await partNames(tx, enterpriseId, ids(records.map((r) => r.partId))));
  const warehouses = byId(await warehouseNames(tx, enterpriseId, ids(records.map((r) => r.warehouseId))));
  const people = byId(await userNames(tx, enterpriseId, ids(records.flatMap((r) => [r.repairerId, r.createdBy]))));
  const at = (d: Date | null) => d?.toISOString() ?? null;
  return records.map((r) => ({
    id: r.id,
    internalRepairNo: internalRepairNo(r.id),
    kind: r.kind as InternalRepairKindValue,
    state: r.state as InternalRepairStateValue,
    part: named(r.partId === null ? undefined : parts.get(r.partId)),
    warehouse: named(r.warehouseId === null ? undefined : warehouses.get(r.warehouseId)),
    qty: r.qty === null ? null : formatQty(r.qty),
    unit: (r.partId !== null && parts.get(r.partId)?.unit) || '',
    equipmentName: r.equipmentName,
    assetNo: r.assetNo,
    fault: r.fault,
    repairer: named(r.repairerId === null ? undefined : people.get(r.repairerId)),
    startedAt: at(r.startedAt),
    result: r.result as InternalRepairResultValue | null,
    note: r.note,
    movementId: r.movementId,
    finishedAt: at(r.finishedAt),
    createdBy: named(r.createdBy === null ? undefined : people.get(r.createdBy)),
    createTime: r.createdAt.toISOString(),
  }));
}

export function listRecords(tx: Executor, enterpriseId: number, filter: InternalRepairFilter, paging: Paging): Promise<InternalRepairRecord[]> {
  return tx
    .select()
    .from(ir)
    .where(where(enterpriseId, filter))
    .orderBy(desc(ir.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
}

export async function countRecords(tx: Executor, enterpriseId: number, filter: InternalRepairFilter): Promise<number> {
  const [row] = await tx.select({ n: count().mapWith(Number) }).from(ir).where(where(enterpriseId, filter));
  return row.n;
}

/** A page of the filtered internal repair orders after `afterId`, in id order (the export reads the list in such pages). */
export function recordsAfter(tx: Executor, enterpriseId: number, filter: InternalRepairFilter, afterId: number, limit: number): Promise<InternalRepairRecord[]> {
  return tx
    .select()
    .from(ir)
    .where(and(where(enterpriseId, filter), gt(ir.id, afterId)))
    .orderBy(asc(ir.id))
    .limit(limit);
}

export async function findRecord(tx: Executor, enterpriseId: number, id: number): Promise<InternalRepairRecord | undefined> {
  const [row] = await tx.select().from(ir).where(and(eq(ir.enterpriseId, enterpriseId), eq(ir.id, id)));
  return row;
}

export async function insertInternalRepair(tx: Executor, fields: Omit<typeof ir.$inferInsert, 'id' | 'createdAt'>): Promise<number> {
  const [row] = await tx.insert(ir).values(fields).returning({ id: ir.id });
  return row.id;
}

/** Moves the order out of `from` only if it is still there: of two people at once, the second finds no row (false). */
export async function moveFrom(tx: Executor, enterpriseId: number, id: number, from: InternalRepairStateValue, fields: Fields): Promise<boolean> {
  const rows = await tx
    .update(ir)
    .set(fields)
    .where(and(eq(ir.enterpriseId, enterpriseId), eq(ir.id, id), eq(ir.state, from)))
    .returning({ id: ir.id });
  return rows.length === 1;
}

export async function updateInternalRepair(tx: Executor, enterpriseId: number, id: number, fields: Fields) {
  await tx.update(ir).set(fields).where(and(eq(ir.enterpriseId, enterpriseId), eq(ir.id, id)));
}

