import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FileRef } from '@domain/forms/field-values';
import type { Executor } from '../../db/database';
import { orderCollections, orderEvaluations, orderFeeItems, orderReceipts } from '../../db/schema/orders';

/** The rows of one order's after-service records, without the keys every row carries. */
type OrderRowOf<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'id' | 'enterpriseId' | 'orderId'>;
type OrderKey = { enterpriseId: number; orderId: number };

export async function insertReceipt(tx: Executor, key: OrderKey, receipt: OrderRowOf<typeof orderReceipts>): Promise<void> {
  await tx.insert(orderReceipts).values({ ...key, ...receipt });
}

/** The customer's signature on the order's latest receipt (signed in the portal after the engineer wrote it). */
export async function signLatestReceipt(tx: Executor, key: OrderKey, signature: FileRef): Promise<void> {
  const latest = tx
    .select({ id: orderReceipts.id })
    .from(orderReceipts)
    .where(and(eq(orderReceipts.enterpriseId, key.enterpriseId), eq(orderReceipts.orderId, key.orderId)))
    .orderBy(desc(orderReceipts.id))
    .limit(1);
  await tx.update(orderReceipts).set({ signature }).where(and(eq(orderReceipts.enterpriseId, key.enterpriseId), inArray(orderReceipts.id, latest)));
}

/** The order's fee items become exactly `items`. */
export async function replaceFeeItems(tx: Executor, key: OrderKey, items: OrderRowOf<typeof orderFeeItems>[]): Promise<void> {
  await tx.delete(orderFeeItems).where(and(eq(orderFeeItems.enterpriseId, key.enterpriseId), eq(orderFeeItems.orderId, key.orderId)));
  if (items.length) await tx.insert(orderFeeItems).values(items.map((item) => ({ ...key, ...item })));
}

export async function insertCollection(tx: Executor, key: OrderKey, collection: OrderRowOf<typeof orderCollections>): Promise<void> {
  await tx.insert(orderCollections).values({ ...key, ...collection });
}

export async function insertEvaluation(tx: Executor, key: OrderKey, evaluation: OrderRowOf<typeof orderEvaluations>): Promise<void> {
  await tx.insert(orderEvaluations).values({ ...key, ...evaluation });
}
