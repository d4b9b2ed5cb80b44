import { sql } from 'drizzle-orm';
import type { Refusal, Verdict } from '@domain/common/machine';
import { MaintenanceErrors } from '@domain/maintenance/errors';
import type { MaintenanceProductRow } from '@domain/maintenance/maintenance.schemas';
import type { Database, Tx } from '../../db/database';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { recordOperation } from '../audit/audit.public';
import type { Viewer } from '../customers/customers.public';
import { findCustomerProducts } from '../products/products.public';

/** Who calls the maintenance services: the signed-in person of an enterprise, in their current role. */
export type MaintenanceActor = Viewer;

const LOCK_NAMESPACE = 7340;
/** One writer of an enterprise's maintenance records at a time (plans, products and tasks read their contract). */
export const lockMaintenance = (tx: Tx, enterpriseId: number) => tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${enterpriseId % 2 ** 31}::int)`);

/** The state a machine's verdict leads to; its refusal as the caller's error. */
export function enforce<To>(verdict: Verdict<To>): To | undefined {
  if (!verdict.ok) throw new AppError(verdict.status, verdict.message);
  return verdict.to;
}

/** A machine's refusal of the role, before any record is read (403), as the caller's error. */
export function enforceRole(refusal: Refusal | null): void {
  if (refusal) throw new AppError(refusal.status, refusal.message);
}

export const logMaintenance = (tx: Tx, actor: MaintenanceActor, action: string, targetId: string | number, summary: string, before?: unknown, after?: unknown) =>
  recordOperation(tx, { enterpriseId: actor.enterpriseId, userId: actor.userId, module: 'maintenance', action, targetId, summary, before, after });

/** The customer products among `ids` as the maintenance screens list them, in the order of `ids`. */
export async function productRows(tx: Tx, enterpriseId: number, ids: number[]): Promise<MaintenanceProductRow[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await findCustomerProducts(tx, enterpriseId, '', ids)).map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    return p ? [{ id: p.id, name: p.name, serialNumber: p.serialNumber, productName: p.productName }] : [];
  });
}

/** 400 naming the field unless every one of `ids` is a live product of the customer. */
export async function assertCustomerProducts(tx: Tx, enterpriseId: number, customerId: number, ids: number[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const found = await findCustomerProducts(tx, enterpriseId, '', ids);
  if (found.length !== ids.length || found.some((p) => p.customerId !== customerId)) throw badRequest(`${field}: ${MaintenanceErrors.productNotFound}`);
}

/**
 * One write of the maintenance records: in the caller's tenant transaction under the enterprise's
 * maintenance lock, on the record `find` locks (404 with `missing` when the caller does not see it).
 */
export function writeLocked<R, T>(db: Database, actor: MaintenanceActor, find: (tx: Tx) => Promise<R | undefined>, missing: string, work: (tx: Tx, record: R) => Promise<T>): Promise<T> {
  return db.tenant(actor.enterpriseId, async (tx) => {
    await lockMaintenance(tx, actor.enterpriseId);
    const record = await find(tx);
    if (!record) throw notFound(missing);
    return work(tx, record);
  });
}

/** The same write on each of `ids` in one transaction: all or none. */
export function writeEachLocked<R>(db: Database, actor: MaintenanceActor, ids: number[], find: (tx: Tx, id: number) => Promise<R | undefined>, missing: string, work: (tx: Tx, record: R) => Promise<void>): Promise<void> {
  return db.tenant(actor.enterpriseId, async (tx) => {
    await lockMaintenance(tx, actor.enterpriseId);
    for (const id of ids) {
      const record = await find(tx, id);
      if (!record) throw notFound(missing);
      await work(tx, record);
    }
  });
}
