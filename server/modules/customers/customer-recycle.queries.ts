import { and, count, desc, eq, ilike, inArray, isNotNull } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import type { Executor } from '../../db/database';
import { customerContacts, customers } from '../../db/schema/customers';
import { containing } from './customers.queries';

const recycledWhere = (enterpriseId: number, name?: string) =>
  and(eq(customers.enterpriseId, enterpriseId), isNotNull(customers.deletedAt), name ? ilike(customers.name, containing(name)) : undefined);

/** A page of the recycle bin, latest deletion first, with each customer's default contact. */
export function recycledPage(tx: Executor, enterpriseId: number, name: string | undefined, paging: Paging) {
  return tx
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
}

export async function countRecycled(tx: Executor, enterpriseId: number, name?: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(customers).where(recycledWhere(enterpriseId, name));
  return row.n;
}

/** The recycled customers among `ids`. */
export function recycledAmong(tx: Executor, enterpriseId: number, ids: number[]) {
  return tx
    .select({ id: customers.id, name: customers.name, phone: customers.phone })
    .from(customers)
    .where(and(recycledWhere(enterpriseId), inArray(customers.id, ids)));
}

export async function restoreCustomers(tx: Executor, enterpriseId: number, ids: number[]) {
  await tx
    .update(customers)
    .set({ deletedAt: null, deletedBy: null, updatedAt: new Date() })
    .where(and(eq(customers.enterpriseId, enterpriseId), inArray(customers.id, ids)));
}
