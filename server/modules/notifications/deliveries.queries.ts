import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DeliveryStateValue } from '@domain/notifications/notifications.schemas';
import type { Paging } from '@domain/common/paging';
import type { Executor } from '../../db/database';
import { notificationDeliveries as deliveries } from '../../db/schema/notifications';

export type DeliveryRecord = typeof deliveries.$inferSelect;
export type NewDelivery = Omit<typeof deliveries.$inferInsert, 'id' | 'enterpriseId' | 'createdAt'>;

export async function insertDeliveries(tx: Executor, enterpriseId: number, rows: NewDelivery[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(deliveries)
    .values(rows.map((r) => ({ ...r, enterpriseId })))
    .returning({ id: deliveries.id });
  return inserted.map((r) => r.id);
}

export async function findDelivery(tx: Executor, enterpriseId: number, id: number): Promise<DeliveryRecord | undefined> {
  const [row] = await tx
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.enterpriseId, enterpriseId), eq(deliveries.id, id)));
  return row;
}

/** Records the outcome of an attempt; a delivery that is sent or given up is no longer pending. */
export async function recordAttempt(
  tx: Executor,
  enterpriseId: number,
  id: number,
  outcome: { state: DeliveryStateValue; attempts: number; lastError?: string },
): Promise<void> {
  await tx
    .update(deliveries)
    .set({
      state: outcome.state,
      attempts: outcome.attempts,
      ...(outcome.lastError === undefined ? {} : { lastError: outcome.lastError }),
      ...(outcome.state === 'sent' ? { sentAt: sql`now()` } : {}),
    })
    .where(and(eq(deliveries.enterpriseId, enterpriseId), eq(deliveries.id, id)));
}

/** Keeps the host's task id of an accepted host message, so a retry asks about it instead of sending again. */
export async function saveHostTask(tx: Executor, enterpriseId: number, id: number, taskId: string): Promise<void> {
  await tx
    .update(deliveries)
    .set({ hostTaskId: taskId })
    .where(and(eq(deliveries.enterpriseId, enterpriseId), eq(deliveries.id, id)));
}

const matching = (enterpriseId: number, state?: DeliveryStateValue) =>
  and(eq(deliveries.enterpriseId, enterpriseId), state ? eq(deliveries.state, state) : undefined);

export function listDeliveries(tx: Executor, enterpriseId: number, state: DeliveryStateValue | undefined, paging: Paging) {
  return tx
    .select()
    .from(deliveries)
    .where(matching(enterpriseId, state))
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
}

export async function countDeliveries(tx: Executor, enterpriseId: number, state?: DeliveryStateValue): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(deliveries).where(matching(enterpriseId, state));
  return row.n;
}
