import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ReconcileState, type ReconcileStateCode } from '@domain/finance/finance.constants';
import type { Executor } from '../../db/database';
import { reconciliations as rc } from '../../db/schema/finance';

/** True when the order is reconciled now (its fees are frozen). */
export async function isReconciled(tx: Executor, enterpriseId: number, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ state: rc.state })
    .from(rc)
    .where(and(eq(rc.enterpriseId, enterpriseId), eq(rc.orderId, orderId)));
  return row?.state === ReconcileState.reconciled;
}

/** The condition on an order id that its reconciliation state is `state` (no row = not reconciled). */
export function reconcileStateIs(enterpriseId: number, state: ReconcileStateCode): (orderId: SQLWrapper) => SQL {
  const reconciled = (orderId: SQLWrapper) =>
    sql`exists (select 1 from ${rc} r where r.enterprise_id = ${enterpriseId} and r.order_id = ${orderId} and r.state = ${ReconcileState.reconciled})`;
  return state === ReconcileState.reconciled ? reconciled : (orderId) => sql`not ${reconciled(orderId)}`;
}

export interface ReconcileRecord {
  orderId: number;
  state: ReconcileStateCode;
  differenceAmount: string | null;
  differenceNote: string;
  reconciledBy: number | null;
  reconciledAt: Date | null;
  version: number;
}

export async function reconcileRecords(tx: Executor, enterpriseId: number, orderIds: number[]): Promise<Map<number, ReconcileRecord>> {
  if (orderIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(rc)
    .where(and(eq(rc.enterpriseId, enterpriseId), inArray(rc.orderId, orderIds)));
  return new Map(rows.map((r) => [r.orderId, { ...r, state: r.state as ReconcileStateCode }]));
}

/** Marks the order reconciled (insert or update of its one row). */
export async function markReconciled(tx: Executor, enterpriseId: number, orderId: number, by: number, difference: { amount: string | null; note: string }): Promise<void> {
  const values = {
    state: ReconcileState.reconciled,
    differenceAmount: difference.amount,
    differenceNote: difference.note,
    reconciledBy: by,
    reconciledAt: new Date(),
    changedAt: new Date(),
  };
  await tx
    .insert(rc)
    .values({ enterpriseId, orderId, ...values })
    .onConflictDoUpdate({ target: [rc.enterpriseId, rc.orderId], set: { ...values, version: sql`${rc.version} + 1` } });
}

export async function markReopened(tx: Executor, enterpriseId: number, orderId: number): Promise<void> {
  await tx
    .update(rc)
    .set({ state: ReconcileState.open, version: sql`${rc.version} + 1`, changedAt: new Date() })
    .where(and(eq(rc.enterpriseId, enterpriseId), eq(rc.orderId, orderId)));
}
