import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CustomerErrors } from '@domain/customers/errors';
import { TagCode } from '@domain/settings/tags';
import type { Executor, Tx } from '../../db/database';
import { users } from '../../db/schema/tenancy';
import { notFound } from '../../lib/app-error';
import { recordOperation, type AuditEntry } from '../audit/audit.public';
import { findGroups } from '../catalogue/catalogue.public';
import { findTagsOfCode } from '../tags/tags.public';

// Customer writes of one enterprise queue behind this lock, so two saves cannot both pass the phone check.
const CUSTOMERS_LOCK_NAMESPACE = 7410;
export const lockCustomers = (tx: Executor, enterpriseId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${CUSTOMERS_LOCK_NAMESPACE}::int, ${enterpriseId % 2 ** 31}::int)`);

/** Refuses references to users, groups or customer tags that are not the enterprise's. */
export async function checkRefs(
  tx: Executor,
  enterpriseId: number,
  refs: { userIds?: (number | null | undefined)[]; serviceGroupId?: number | null; tagIds?: number[] },
) {
  const userIds = [...new Set((refs.userIds ?? []).filter((id): id is number => typeof id === 'number'))];
  if (userIds.length > 0) {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.enterpriseId, enterpriseId), inArray(users.id, userIds), isNull(users.deletedAt)));
    if (found.length !== userIds.length) throw notFound(CustomerErrors.userNotFound);
  }
  if (refs.serviceGroupId) {
    const [group] = await findGroups(tx, enterpriseId, [refs.serviceGroupId]);
    if (!group) throw notFound(CustomerErrors.groupNotFound);
  }
  if (refs.tagIds && refs.tagIds.length > 0) {
    const found = await findTagsOfCode(tx, enterpriseId, TagCode.customer, refs.tagIds);
    if (found.length !== refs.tagIds.length) throw notFound(CustomerErrors.tagNotFound);
  }
}

export interface CustomerActor {
  enterpriseId: number;
  userId: number;
}

export const CUSTOMERS_LOG_MODULE = 'customers';

export type CustomerChange = Omit<AuditEntry, 'enterpriseId' | 'userId' | 'module' | 'targetId'> & { customerId: number };

/**
 * Logs changes, one row per customer with the customer's id as the target (also for its contacts and
 * addresses), so the customer detail page's 历史 tab finds them all.
 */
export function logCustomerChange(tx: Tx, actor: CustomerActor, change: CustomerChange | CustomerChange[]) {
  const changes = Array.isArray(change) ? change : [change];
  return recordOperation(
    tx,
    changes.map(({ customerId, ...rest }) => ({ enterpriseId: actor.enterpriseId, userId: actor.userId, module: CUSTOMERS_LOG_MODULE, targetId: customerId, ...rest })),
  );
}
