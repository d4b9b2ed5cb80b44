import type { Executor } from '../../db/database';

/*
 * The fee guard registry: a check run, with the order row locked, before an order's fees or its
 * collection change. A higher area (finance: a reconciled order's fees are frozen) registers it.
 */

/** The message of the refusal, or null. */
export type FeeGuard = (tx: Executor, enterpriseId: number, orderId: number) => Promise<string | null>;
const FEE_GUARDS: FeeGuard[] = [];

export function registerFeeGuard(guard: FeeGuard): void {
  if (!FEE_GUARDS.includes(guard)) FEE_GUARDS.push(guard);
}

/** The first refusal of the registered fee guards, or null. */
export async function feeRefusal(tx: Executor, enterpriseId: number, orderId: number): Promise<string | null> {
  for (const guard of FEE_GUARDS) {
    const refusal = await guard(tx, enterpriseId, orderId);
    if (refusal) return refusal;
  }
  return null;
}
