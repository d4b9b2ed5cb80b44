import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { Role, type RoleType } from '@domain/shell/roles';
import { customerGrants, customers } from '../../db/schema';

/**
 * Who sees which customers (the spec is silent; decided here):
 * - administrators, dispatchers, directors, reception, return-visit support and finance see every
 *   customer: they take calls, dispatch, visit and bill for any of them;
 * - everyone else (salespeople above all) sees the customers they own (owner salesperson), those
 *   they created, and those granted to them with batchAddPermission.
 */
export const SEES_ALL_CUSTOMERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.director, Role.reception, Role.returnVisit, Role.finance];

/** Create customers and edit them, their contacts and addresses (of the customers they see). */
export const CUSTOMER_EDITORS: RoleType[] = [Role.admin, Role.dispatcher, Role.salesperson, Role.reception];
/** Delete, restore, grant visibility, import. */
export const CUSTOMER_MANAGERS: RoleType[] = [Role.admin, Role.dispatcher];

export interface Viewer {
  enterpriseId: number;
  userId: number;
  role: RoleType;
}

export const seesAll = (viewer: Viewer) => SEES_ALL_CUSTOMERS.includes(viewer.role);

/** The condition on `customers` that limits rows to the viewer's; undefined when the viewer sees all. */
export function visibleCustomers(viewer: Viewer): SQL | undefined {
  if (seesAll(viewer)) return undefined;
  const granted = sql`select 1 from ${customerGrants} where ${and(
    eq(customerGrants.enterpriseId, viewer.enterpriseId),
    eq(customerGrants.customerId, customers.id),
    eq(customerGrants.userId, viewer.userId),
  )}`;
  return or(eq(customers.businessUserId, viewer.userId), eq(customers.createdBy, viewer.userId), sql`exists (${granted})`);
}
