import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { customerProducts as cp } from '../../db/schema/products';

/**
 * Customer products follow their customer to the recycle bin and back: the products plugin registers
 * these with the customers module, which never imports products (products read customers).
 */

/** Hides the products of customers moving to the recycle bin; they keep their codes and history. */
export async function recycleProductsOf(tx: Executor, enterpriseId: number, customerIds: number[], at: Date) {
  await tx
    .update(cp)
    .set({ customerRecycledAt: at })
    .where(and(eq(cp.enterpriseId, enterpriseId), inArray(cp.customerId, customerIds), isNull(cp.customerRecycledAt)));
}

/** Brings back the products of restored customers. */
export async function restoreProductsOf(tx: Executor, enterpriseId: number, customerIds: number[]) {
  await tx
    .update(cp)
    .set({ customerRecycledAt: null })
    .where(and(eq(cp.enterpriseId, enterpriseId), inArray(cp.customerId, customerIds), isNotNull(cp.customerRecycledAt)));
}
