import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orderProgress } from '../../db/schema/orders';

/** The order's progress rows, or the one of `step`. */
export function progressRows(tx: Executor, enterpriseId: number, orderId: number, step?: string) {
  return tx
    .select()
    .from(orderProgress)
    .where(and(eq(orderProgress.enterpriseId, enterpriseId), eq(orderProgress.orderId, orderId), step === undefined ? undefined : eq(orderProgress.step, step)));
}

/** Saves what is given of one step's progress, stamped with who and when. */
export async function saveProgress(tx: Executor, actor: { enterpriseId: number; userId: number }, orderId: number, step: string, set: { userId?: number; done?: boolean; remark?: string }) {
  const stamp = { updatedBy: actor.userId, updatedAt: new Date() };
  await tx
    .insert(orderProgress)
    .values({ enterpriseId: actor.enterpriseId, orderId, step, ...set, ...stamp })
    .onConflictDoUpdate({ target: [orderProgress.enterpriseId, orderProgress.orderId, orderProgress.step], set: { ...set, ...stamp } });
}
