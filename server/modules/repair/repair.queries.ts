import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import { toFen, toYuan } from '@domain/finance/money';
import { repairIdOf, repairNo, type RepairSourceValue, type RepairStateValue } from '@domain/repair/repair.constants';
import type { RepairFilter, RepairLogRow, RepairRow } from '@domain/repair/repair.schemas';
import type { FormValues } from '@domain/forms/validate-values';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import type { Executor } from '../../db/database';
import { repairLogs, repairOrders as ro, repairPartUses, repairSettings } from '../../db/schema/repair';
import { customerIdsNamedLike, customerNamesWithDeleted, escapeLike } from '../customers/customers.public';
import { findCustomerProducts } from '../products/products.public';
import { userNames } from '../users/users.public';

export type RepairRecord = typeof ro.$inferSelect;
export type RepairFields = Partial<Omit<typeof ro.$inferInsert, 'id' | 'enterpriseId' | 'createdAt'>>;
export type SettingsRecord = typeof repairSettings.$inferSelect;
export type PartUseRecord = typeof repairPartUses.$inferSelect;

/** The states in which a product is at the service centre: a second order for it is refused. */
export const OPEN_STATES = [0, 1, 4] as const;

// ---- Settings ----

export async function findSettings(tx: Executor, enterpriseId: number): Promise<SettingsRecord | undefined> {
  const [row] = await tx.select().from(repairSettings).where(eq(repairSettings.enterpriseId, enterpriseId));
  return row;
}

export async function saveSettings(tx: Executor, enterpriseId: number, fields: Omit<SettingsRecord, 'enterpriseId' | 'form'>) {
  await tx.insert(repairSettings).values({ enterpriseId, ...fields }).onConflictDoUpdate({ target: repairSettings.enterpriseId, set: fields });
}

/** The repair order template's custom form, the other settings left as they are (their defaults before the first save). */
export async function saveForm(tx: Executor, enterpriseId: number, form: TemplateForm) {
  await tx.insert(repairSettings).values({ enterpriseId, form }).onConflictDoUpdate({ target: repairSettings.enterpriseId, set: { form } });
}

// ---- Orders ----

function where(enterpriseId: number, filter: RepairFilter): SQL | undefined {
  const conditions = [eq(ro.enterpriseId, enterpriseId)];
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    const byNo = repairIdOf(filter.keyword);
    conditions.push(
      or(ilike(ro.fault, like), sql`${ro.customerId} in (${customerIdsNamedLike(enterpriseId, like)})`, byNo === null ? undefined : eq(ro.id, byNo))!,
    );
  }
  if (filter.state !== undefined) conditions.push(eq(ro.state, filter.state));
  if (filter.customerProductId) conditions.push(eq(ro.customerProductId, filter.customerProductId));
  return and(...conditions);
}

/** Rows as the screens show them: customer, product and people by name. */
export async function toRows(tx: Executor, enterpriseId: number, origin: string, records: RepairRecord[]): Promise<RepairRow[]> {
  const customers = await customerNamesWithDeleted(tx, enterpriseId, records.map((r) => r.customerId));
  const products = new Map((await findCustomerProducts(tx, enterpriseId, origin, [...new Set(records.map((r) => r.customerProductId))])).map((p) => [p.id, p]));
  const peopleIds = [...new Set(records.flatMap((r) => [r.signedInBy, r.repairerId, r.approvedBy, r.createdBy, r.paidBy]).filter((id): id is number => id !== null))];
  const people = new Map((await userNames(tx, enterpriseId, peopleIds)).map((u) => [u.id, u]));
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  return records.map((r) => {
    const product = products.get(r.customerProductId);
    return {
      id: r.id,
      repairNo: repairNo(r.id),
      state: r.state as RepairStateValue,
      source: r.source as RepairSourceValue,
      customerId: r.customerId,
      customerName: customers.get(r.customerId)?.name ?? null,
      customerProductId: r.customerProductId,
      productName: product?.name ?? null,
      serialNumber: product?.serialNumber ?? null,
      inWarranty: r.inWarranty,
      faultCategory: r.faultCategory,
      fault: r.fault,
      accessories: r.accessories,
      remark: r.remark,
      laborFee: r.laborFee,
      partsAmount: r.partsAmount,
      charge: r.inWarranty ? '0.00' : toYuan(toFen(r.laborFee) + toFen(r.partsAmount)),
      signedInAt: r.signedInAt?.toISOString() ?? null,
      signedInBy: person(r.signedInBy),
      repairer: person(r.repairerId),
      courierCompany: r.courierCompany,
      courierNo: r.courierNo,
      shippedAt: r.shippedAt?.toISOString() ?? null,
      rejectReason: r.rejectReason,
      approvedBy: person(r.approvedBy),
      completedAt: r.completedAt?.toISOString() ?? null,
      order: r.orderId === null ? null : { id: r.orderId, orderNo: r.orderNo },
      payMode: r.payMode,
      paidAt: r.paidAt?.toISOString() ?? null,
      paidBy: person(r.paidBy),
      createdBy: person(r.createdBy),
      createTime: r.createdAt.toISOString(),
      values: r.customValues as FormValues,
    };
  });
}

export function listRecords(tx: Executor, enterpriseId: number, filter: RepairFilter, paging: Paging): Promise<RepairRecord[]> {
  return tx
    .select()
    .from(ro)
    .where(where(enterpriseId, filter))
    .orderBy(desc(ro.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
}

export async function countRecords(tx: Executor, enterpriseId: number, filter: RepairFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(ro).where(where(enterpriseId, filter));
  return row.n;
}

/** The customer's orders, newest first (the portal's 我的维修). */
export function recordsOfCustomer(tx: Executor, enterpriseId: number, customerId: number, limit: number): Promise<RepairRecord[]> {
  return tx
    .select()
    .from(ro)
    .where(and(eq(ro.enterpriseId, enterpriseId), eq(ro.customerId, customerId)))
    .orderBy(desc(ro.id))
    .limit(limit);
}

/** One order of the enterprise, locked for the change that reads it when `forUpdate`. */
export async function findRecord(tx: Executor, enterpriseId: number, id: number, forUpdate = false): Promise<RepairRecord | undefined> {
  const query = tx.select().from(ro).where(and(eq(ro.enterpriseId, enterpriseId), eq(ro.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The product's order while it is at the service centre (0, 1 or 4), locked. */
export async function openOrderOf(tx: Executor, enterpriseId: number, customerProductId: number): Promise<RepairRecord | undefined> {
  const [row] = await tx
    .select()
    .from(ro)
    .where(and(eq(ro.enterpriseId, enterpriseId), eq(ro.customerProductId, customerProductId), inArray(ro.state, [...OPEN_STATES])))
    .for('update');
  return row;
}

export async function insertOrder(tx: Executor, enterpriseId: number, fields: Omit<typeof ro.$inferInsert, 'id' | 'enterpriseId' | 'createdAt'>): Promise<number> {
  const [row] = await tx.insert(ro).values({ ...fields, enterpriseId }).returning({ id: ro.id });
  return row.id;
}

export async function updateOrder(tx: Executor, enterpriseId: number, id: number, fields: RepairFields) {
  await tx.update(ro).set(fields).where(and(eq(ro.enterpriseId, enterpriseId), eq(ro.id, id)));
}

/** Adds `delta` yuan to the order's parts amount. */
export async function addPartsAmount(tx: Executor, enterpriseId: number, id: number, delta: string) {
  await tx
    .update(ro)
    .set({ partsAmount: sql`${ro.partsAmount} + ${delta}::numeric` })
    .where(and(eq(ro.enterpriseId, enterpriseId), eq(ro.id, id)));
}

// ---- Parts used ----

export async function insertPartUse(tx: Executor, fields: Omit<typeof repairPartUses.$inferInsert, 'id' | 'createdAt' | 'cancelMovementId'>) {
  const [row] = await tx.insert(repairPartUses).values(fields).returning({ id: repairPartUses.id });
  return row.id;
}

export function partUsesOf(tx: Executor, enterpriseId: number, repairOrderId: number): Promise<PartUseRecord[]> {
  return tx
    .select()
    .from(repairPartUses)
    .where(and(eq(repairPartUses.enterpriseId, enterpriseId), eq(repairPartUses.repairOrderId, repairOrderId)))
    .orderBy(asc(repairPartUses.id));
}

export async function findPartUse(tx: Executor, enterpriseId: number, repairOrderId: number, useId: number): Promise<PartUseRecord | undefined> {
  const [row] = await tx
    .select()
    .from(repairPartUses)
    .where(and(eq(repairPartUses.enterpriseId, enterpriseId), eq(repairPartUses.repairOrderId, repairOrderId), eq(repairPartUses.id, useId)));
  return row;
}

export async function markUseCancelled(tx: Executor, enterpriseId: number, useId: number, cancelMovementId: number) {
  await tx.update(repairPartUses).set({ cancelMovementId }).where(and(eq(repairPartUses.enterpriseId, enterpriseId), eq(repairPartUses.id, useId)));
}

// ---- Log ----

export async function insertLog(tx: Executor, enterpriseId: number, repairOrderId: number, userId: number | null, action: string, content: string) {
  await tx.insert(repairLogs).values({ enterpriseId, repairOrderId, userId, action, content });
}

export async function logsOf(tx: Executor, enterpriseId: number, repairOrderId: number): Promise<RepairLogRow[]> {
  const rows = await tx
    .select()
    .from(repairLogs)
    .where(and(eq(repairLogs.enterpriseId, enterpriseId), eq(repairLogs.repairOrderId, repairOrderId)))
    .orderBy(asc(repairLogs.id));
  const people = new Map((await userNames(tx, enterpriseId, [...new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null))])).map((u) => [u.id, u]));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    content: r.content,
    user: r.userId === null ? null : (people.get(r.userId) ?? null),
    createTime: r.createdAt.toISOString(),
  }));
}

/** A page of the filtered orders after `afterId`, in id order (the export reads the list in such pages). */
export function recordsAfter(tx: Executor, enterpriseId: number, filter: RepairFilter, afterId: number, limit: number): Promise<RepairRecord[]> {
  return tx
    .select()
    .from(ro)
    .where(and(where(enterpriseId, filter), gt(ro.id, afterId)))
    .orderBy(asc(ro.id))
    .limit(limit);
}
