import type { Paging } from '@domain/common/paging';
import type { RecycledCustomerRow } from '@domain/customers/customers.schemas';
import { CustomerErrors } from '@domain/customers/errors';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import type { Viewer } from './customer-access';
import { restoreDependents } from './customer-dependents';
import { lockCustomers, logCustomerChange } from './customer-refs';
import { countRecycled, recycledAmong, recycledPage, restoreCustomers } from './customer-recycle.queries';
import { phoneHolder, userNames } from './customers.queries';

/**
 * The customer recycle bin (/v2/customer/recycleBin, recycleBinCount, reduction). A deleted customer
 * keeps its contacts, addresses, tags, grants and products (hidden meanwhile), so restoring brings them back as they were.
 */
export class CustomerRecycleService {
  constructor(private readonly db: Database) {}

  list(viewer: Viewer, name: string | undefined, paging: Paging): Promise<RecycledCustomerRow[]> {
    const { enterpriseId } = viewer;
    return this.db.tenant(enterpriseId, async (tx) => {
      const rows = await recycledPage(tx, enterpriseId, name, paging);
      const names = await userNames(tx, enterpriseId, rows.map((r) => r.deletedBy));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        phone: r.phone,
        linkperson: r.linkperson ?? '',
        deletedAt: r.deletedAt!.toISOString(),
        deletedBy: r.deletedBy ? (names.get(r.deletedBy) ?? null) : null,
      }));
    });
  }

  count(viewer: Viewer, name?: string): Promise<number> {
    return this.db.tenant(viewer.enterpriseId, (tx) => countRecycled(tx, viewer.enterpriseId, name));
  }

  /** Restores all the customers or none; one whose phone a live customer took meanwhile is refused. */
  restore(viewer: Viewer, ids: number[]): Promise<void> {
    const { enterpriseId } = viewer;
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockCustomers(tx, enterpriseId);
      const found = await recycledAmong(tx, enterpriseId, ids);
      if (found.length !== ids.length) throw notFound(CustomerErrors.notRecycled);
      const phones = new Set<string>();
      for (const c of found) {
        if (phones.has(c.phone) || (await phoneHolder(tx, enterpriseId, c.phone))) throw conflict(CustomerErrors.restorePhoneTaken(c.name, c.phone));
        phones.add(c.phone);
      }
      await restoreCustomers(tx, enterpriseId, ids);
      await restoreDependents(tx, enterpriseId, ids);
      await logCustomerChange(tx, viewer, found.map((c) => ({ action: 'customer.restore', customerId: c.id, summary: `还原客户：${c.name}` })));
    });
  }
}
