import type { Executor } from '../../db/database';

/**
 * What another area keeps of a customer (orders, products ...): its open work makes a delete need
 * confirming, and its records go to the recycle bin with the customer and come back with it.
 */
export interface CustomerDependent {
  /** Open work per customer; customers without any are left out. */
  openCounts?(tx: Executor, enterpriseId: number, customerIds: number[]): Promise<Map<number, number>>;
  recycle?(tx: Executor, enterpriseId: number, customerIds: number[], at: Date): Promise<void>;
  restore?(tx: Executor, enterpriseId: number, customerIds: number[]): Promise<void>;
}

/** The registered dependents by area; each area registers when its plugin registers. */
const DEPENDENTS = new Map<string, CustomerDependent>();

export function registerCustomerDependent(area: string, dependent: CustomerDependent): void {
  DEPENDENTS.set(area, dependent);
}

/** Open work per customer over every dependent area; customers without any are left out. */
export async function openWorkCounts(tx: Executor, enterpriseId: number, customerIds: number[]): Promise<Map<number, number>> {
  const total = new Map<number, number>();
  for (const { openCounts } of DEPENDENTS.values()) {
    if (!openCounts) continue;
    for (const [id, n] of await openCounts(tx, enterpriseId, customerIds)) total.set(id, (total.get(id) ?? 0) + n);
  }
  return total;
}

export async function recycleDependents(tx: Executor, enterpriseId: number, customerIds: number[], at: Date): Promise<void> {
  for (const { recycle } of DEPENDENTS.values()) await recycle?.(tx, enterpriseId, customerIds, at);
}

export async function restoreDependents(tx: Executor, enterpriseId: number, customerIds: number[]): Promise<void> {
  for (const { restore } of DEPENDENTS.values()) await restore?.(tx, enterpriseId, customerIds);
}
