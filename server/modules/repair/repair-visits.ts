import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { VisitType } from '@domain/return-visits/return-visits.constants';
import { RepairState, repairNo } from '@domain/repair/repair.constants';
import type { Executor } from '../../db/database';
import { repairOrders as ro } from '../../db/schema/repair';
import { customerSnapshot, liveCustomerNames } from '../customers/customers.public';
import { findCustomerProducts } from '../products/products.public';
import { registerVisitSource, visitTasksOf, type FinishedWork } from '../return-visits/return-visits.public';

/**
 * Repair orders completed in (after, until], oldest first, with their customer's default contact, for
 * return-visit plans of type 53. Repair has no templates, so a plan visits every completed repair; an
 * order whose customer was deleted meanwhile is left out (no one to call).
 */
async function finishedRepairsBetween(tx: Executor, enterpriseId: number, after: Date, until: Date, _templateIds: number[], limit: number): Promise<FinishedWork[]> {
  const rows = await tx
    .select({ id: ro.id, customerId: ro.customerId, customerProductId: ro.customerProductId, fault: ro.fault, finishedAt: ro.completedAt, ownerId: ro.repairerId })
    .from(ro)
    .where(and(eq(ro.enterpriseId, enterpriseId), eq(ro.state, RepairState.completed), gt(ro.completedAt, after), lte(ro.completedAt, until)))
    .orderBy(asc(ro.completedAt), asc(ro.id))
    .limit(limit);
  const live = await liveCustomerNames(tx, enterpriseId, rows.map((r) => r.customerId));
  const products = new Map((await findCustomerProducts(tx, enterpriseId, '', [...new Set(rows.map((r) => r.customerProductId))])).map((p) => [p.id, p.name]));
  const contacts = new Map<number, Awaited<ReturnType<typeof customerSnapshot>>>();
  for (const id of live.keys()) contacts.set(id, await customerSnapshot(tx, id));
  return rows.flatMap((r) => {
    const contact = contacts.get(r.customerId);
    if (!contact || !r.finishedAt) return [];
    const title = [products.get(r.customerProductId) ?? '维修', r.fault].filter(Boolean).join(' ');
    return [{ id: r.id, number: repairNo(r.id), title, finishedAt: r.finishedAt, customerId: r.customerId, customerName: contact.name, contactName: contact.contactName, contactPhone: contact.contactPhone, ownerId: r.ownerId }];
  });
}

/** Completed repair orders join return-visit plans as type 53 (the spec's repair-order visits). */
export function registerRepairVisits(): void {
  registerVisitSource(VisitType.repairOrder, {
    noun: '维修单',
    findTemplates: async () => [],
    missingTemplate: '维修单回访不按类型筛选，请不要选择类型',
    finishedBetween: finishedRepairsBetween,
  });
}

/** The return visits of a repair order, for its detail. */
export const repairVisits = (tx: Executor, enterpriseId: number, repairOrderId: number) => visitTasksOf(tx, enterpriseId, VisitType.repairOrder, repairOrderId);
