import { and, count, desc, eq, ilike, inArray, isNotNull } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import type { RecycledCustomerRow } from '@domain/customers/customers.schemas';
import { CustomerErrors } from '@domain/customers/errors';
import type { Database, Executor } from '../../db/database';
import { customerContacts, customers } from '../../db/schema/customers';
import { conflict, notFound } from '../../lib/app-error';
import type { Viewer } from './customer-access';
import { restoreDependents } from './customer-dependents';
import { lockCustomers, logCustomerChange } from './customer-refs';
import * as q from './customers.queries';

const recycledWhere = (enterpriseId: number, name?: string) =>
  and(eq(customers.enterpriseId, enterpriseId), isNotNull(customers.deletedAt), name ? ilike(customers.name, q.containing(name)) : undefined);

/**
 * The customer recycle bin (/v2/customer/recycleBin, recycleBinCount, reduction). A deleted customer
 * keeps its contacts, addresses, tags, grants and products (hidden meanwhile), so restoring brings them back as they were.
 */
export class CustomerRecycleService {
  constructor(private readonly db: Database) {}

  list(viewer: Viewer, name: string | undefined, paging: Paging): Promise<RecycledCustomerRow[]> {
    const { enterpriseId } = viewer;
    return this.db.tenant(enterpriseId, async (tx) => {
      const rows = await tx
        .select({
          id: customers.id,
          name: customers.name,
          phone: customers.phone,
          deletedAt: customers.deletedAt,
          deletedBy: customers.deletedBy,
          linkperson: customerContacts.name,
        })
        .from(customers)
        .leftJoin(customerContacts, and(eq(customerContacts.customerId, customers.id), eq(customerContacts.isDefault, true)))
        .where(recycledWhere(enterpriseId, name))
        .orderBy(desc(customers.deletedAt), desc(customers.id))
        .limit(paging.pageSize)
        .offset(paging.pageIndex * paging.pageSize);
      const names = await q.userNames(tx, enterpriseId, rows.map((r) => r.deletedBy));
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
    return this.db.tenant(viewer.enterpriseId, async (tx) => {
      const [row] = await tx.select({ n: count() }).from(customers).where(recycledWhere(viewer.enterpriseId, name));
      return row.n;
    });
  }

  /** Restores all the customers or none; one whose phone a live customer took meanwhile is refused. */
  restore(viewer: Viewer, ids: number[]): Promise<void> {
    const { enterpriseId } = viewer;
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockCustomers(tx, enterpriseId);
      const found = await recycled(tx, enterpriseId, ids);
      if (found.length !== ids.length) throw notFound(CustomerErrors.notRecycled);
      const phones = new Set<string>();
      for (const c of found) {
        if (phones.has(c.phone) || (await q.phoneHolder(tx, enterpriseId, c.phone))) throw conflict(CustomerErrors.restorePhoneTaken(c.name, c.phone));
        phones.add(c.phone);
      }
      await tx
        .update(customers)
        .set({ deletedAt: null, deletedBy: null, updatedAt: new Date() })
        .where(and(eq(customers.enterpriseId, enterpriseId), inArray(customers.id, ids)));
      await restoreDependents(tx, enterpriseId, ids);
      await logCustomerChange(tx, viewer, found.map((c) => ({ action: 'customer.restore', customerId: c.id, summary: `还原客户：${c.name}` })));
    });
  }
}

function recycled(tx: Executor, enterpriseId: number, ids: number[]) {
  return tx
    .select({ id: customers.id, name: customers.name, phone: customers.phone })
    .from(customers)
    .where(and(recycledWhere(enterpriseId), inArray(customers.id, ids)));
}
