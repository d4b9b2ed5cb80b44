/** The customers module's public face: what other modules may use. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { customers } from '../../db/schema/customers';
export { ExportViewerSchema, ownedByVisibleCustomer, storedViewer } from './customer-access';
export type { Viewer } from './customer-access';
export { registerCustomerDependent } from './customer-dependents';
export { customerOfPhone, customerOfPhoneSql, liveCustomerPhones, liveCustomersByPhone } from './customer-snapshot';
export { liveCustomerNames } from './customer-snapshot';
export { customerWhere, escapeLike } from './customers.queries';
export { customerIdsNamedLike, findCustomers } from './customers.queries';
export { customerSnapshot } from './customers.service';
/** A customer's service addresses, the default first (the portal's request form offers them). */
export { addressesOf } from './customer-children.queries';
export { demoCustomerIds, ensureDemoCustomers } from './customers-seed';

/** Names of customers, live or in the recycle bin (a deleted customer keeps its row), with which are deleted: past figures still name them. */
export async function customerNamesWithDeleted(tx: Executor, enterpriseId: number, ids: number[]): Promise<Map<number, { name: string; deleted: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: customers.id, name: customers.name, deletedAt: customers.deletedAt })
    .from(customers)
    .where(and(eq(customers.enterpriseId, enterpriseId), inArray(customers.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, { name: r.name, deleted: r.deletedAt !== null }]));
}
