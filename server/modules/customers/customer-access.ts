import { and, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ROLE_TYPES, Role, type RoleType } from '@domain/shell/roles';
import { customerGrants, customers } from '../../db/schema/customers';

/**
 * Who sees which customers (the spec is silent; decided here):
 * - administrators, dispatchers, directors, reception, return-visit support and finance see every
 *   customer: they take calls, dispatch, visit and bill for any of them;
 * - everyone else (salespeople above all) sees the customers they own (owner salesperson), those
 *   they created, and those granted to them with batchAddPermission.
 * The same rule decides who sees what belongs to a customer (customer products, sales contracts, plans):
 * `ownedByVisibleCustomer` applies it to a record's customer column, in lists, counts, details and exports.
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

/**
 * The condition on a record's customer column that limits records to those of customers the viewer
 * sees; a record of no customer (a product unit not placed yet) is everyone's. Undefined when the
 * viewer sees every customer.
 */
export function ownedByVisibleCustomer(customerId: AnyColumn, viewer: Viewer): SQL | undefined {
  const visible = visibleCustomers(viewer);
  if (!visible) return undefined;
  const ids = sql`select ${customers.id} from ${customers} where ${and(eq(customers.enterpriseId, viewer.enterpriseId), visible)}`;
  return or(isNull(customerId), sql`${customerId} in (${ids})`);
}

/** The viewer as an export job stores it in its payload, so the file holds what the list showed. */
export const ExportViewerSchema = z.object({ userId: z.number().int(), role: z.number().refine((r) => ROLE_TYPES.includes(r as RoleType)) });
export const storedViewer = (enterpriseId: number, stored: z.infer<typeof ExportViewerSchema>): Viewer => ({ enterpriseId, userId: stored.userId, role: stored.role as RoleType });
