import type { CustomerHistoryRow } from '@domain/customers/customers.schemas';
import { CustomerErrors } from '@domain/customers/errors';
import type { Paging } from '@domain/common/paging';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { targetHistory } from '../audit/audit.public';
import { CUSTOMER_MANAGERS, type Viewer } from './customer-access';
import { CUSTOMERS_LOG_MODULE } from './customer-refs';
import { findCustomer } from './customers.queries';

/**
 * The customer's history from the operation log, for whoever may see the customer; a customer in the
 * recycle bin only for those who manage the bin.
 */
export function customerHistory(db: Database, viewer: Viewer, id: number, paging: Paging): Promise<{ list: CustomerHistoryRow[]; total: number }> {
  const { enterpriseId } = viewer;
  return db.tenant(enterpriseId, async (tx) => {
    const visible = (await findCustomer(tx, viewer, id)) ?? (CUSTOMER_MANAGERS.includes(viewer.role) ? await findCustomer(tx, viewer, id, true) : undefined);
    if (!visible) throw notFound(CustomerErrors.notFound);
    const { list, total } = await targetHistory(tx, enterpriseId, { module: CUSTOMERS_LOG_MODULE, targetId: id }, paging);
    return {
      list: list.map((log) => ({ id: log.id, action: log.action, summary: log.summary, userName: log.userName ?? '', createTime: log.createdAt.toISOString() })),
      total,
    };
  });
}
