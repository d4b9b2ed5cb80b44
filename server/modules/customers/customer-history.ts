import { and, count, desc, eq } from 'drizzle-orm';
import type { CustomerHistoryRow } from '@domain/customers/customers.schemas';
import { CustomerErrors } from '@domain/customers/errors';
import type { Paging } from '@domain/common/paging';
import type { Database } from '../../db/database';
import { operationLogs } from '../../db/schema/audit';
import { users } from '../../db/schema/tenancy';
import { notFound } from '../../lib/app-error';
import { CUSTOMER_MANAGERS, type Viewer } from './customer-access';
import { CUSTOMERS_LOG_MODULE } from './customer-refs';
import { findCustomer } from './customers.queries';

/**
 * The customer's history from the operation log, for whoever may see the customer; a customer in the
 * recycle bin only for those who manage the bin.
 */
export function customerHistory(db: Database, viewer: Viewer, id: number, { pageIndex, pageSize }: Paging): Promise<{ list: CustomerHistoryRow[]; total: number }> {
  const { enterpriseId } = viewer;
  return db.tenant(enterpriseId, async (tx) => {
    const visible = (await findCustomer(tx, viewer, id)) ?? (CUSTOMER_MANAGERS.includes(viewer.role) ? await findCustomer(tx, viewer, id, true) : undefined);
    if (!visible) throw notFound(CustomerErrors.notFound);
    const where = and(eq(operationLogs.enterpriseId, enterpriseId), eq(operationLogs.module, CUSTOMERS_LOG_MODULE), eq(operationLogs.targetId, String(id)));
    const rows = await tx
      .select({ log: operationLogs, userName: users.name })
      .from(operationLogs)
      .leftJoin(users, and(eq(users.enterpriseId, enterpriseId), eq(users.id, operationLogs.userId)))
      .where(where)
      .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
      .limit(pageSize)
      .offset(pageIndex * pageSize);
    const [{ n }] = await tx.select({ n: count() }).from(operationLogs).where(where);
    return {
      list: rows.map(({ log, userName }) => ({ id: log.id, action: log.action, summary: log.summary, userName: userName ?? '', createTime: log.createdAt.toISOString() })),
      total: n,
    };
  });
}
