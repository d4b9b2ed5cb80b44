import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AccountFilter, PortalAccountRow, PortalAddressRow } from '@domain/portal/portal.schemas';
import type { AccountStatusValue } from '@domain/portal/portal.constants';
import type { Paging } from '@domain/common/paging';
import type { Executor, Tx } from '../../db/database';
import { portalAccounts, portalAddresses } from '../../db/schema/portal';
import { customerNamesWithDeleted, escapeLike, ownedByVisibleCustomer, type Viewer } from '../customers/customers.public';

const LOCK_NAMESPACE = 7345;
/** One writer of an enterprise's portal accounts at a time (phones are unique among live accounts). */
export const lockPortal = (tx: Tx, enterpriseId: number) => tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${enterpriseId % 2 ** 31}::int)`);

export type AccountRecord = typeof portalAccounts.$inferSelect;

// Raw names: inside a select list drizzle writes a column without its table, which the subquery would read as its own.
const children = sql<number>`(select count(*)::int from portal_accounts c where c.enterprise_id = portal_accounts.enterprise_id and c.parent_id = portal_accounts.id and c.deleted_at is null)`;

function where(viewer: Viewer, filter: AccountFilter & { parentId?: number | null; deleted?: boolean }): SQL | undefined {
  const kw = filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined;
  return and(
    eq(portalAccounts.enterpriseId, viewer.enterpriseId),
    filter.deleted ? isNotNull(portalAccounts.deletedAt) : isNull(portalAccounts.deletedAt),
    filter.parentId === null ? isNull(portalAccounts.parentId) : filter.parentId !== undefined ? eq(portalAccounts.parentId, filter.parentId) : undefined,
    filter.status ? eq(portalAccounts.status, filter.status) : undefined,
    filter.customerId ? eq(portalAccounts.customerId, filter.customerId) : undefined,
    kw ? or(ilike(portalAccounts.name, kw), ilike(portalAccounts.phone, kw)) : undefined,
    ownedByVisibleCustomer(portalAccounts.customerId, viewer),
  );
}

async function rows(tx: Executor, enterpriseId: number, records: (AccountRecord & { childCount: number })[]): Promise<PortalAccountRow[]> {
  const names = await customerNamesWithDeleted(tx as Tx, enterpriseId, records.map((r) => r.customerId));
  return records.map((r) => ({
    id: r.id,
    customerId: r.customerId,
    customerName: names.get(r.customerId)?.name ?? '',
    parentId: r.parentId,
    name: r.name,
    phone: r.phone,
    status: r.status as AccountStatusValue,
    isDefault: r.isDefault,
    childCount: r.childCount,
    createdAt: r.createdAt.toISOString(),
    lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
    deletedAt: r.deletedAt?.toISOString() ?? null,
  }));
}

type ListFilter = AccountFilter & { parentId?: number | null; deleted?: boolean };

export async function listAccounts(tx: Executor, viewer: Viewer, filter: ListFilter, paging: Paging): Promise<PortalAccountRow[]> {
  const found = await tx
    .select({ account: portalAccounts, childCount: children })
    .from(portalAccounts)
    .where(where(viewer, filter))
    .orderBy(desc(portalAccounts.isDefault), desc(portalAccounts.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
  return rows(tx, viewer.enterpriseId, found.map((f) => ({ ...f.account, childCount: f.childCount })));
}

export async function countAccounts(tx: Executor, viewer: Viewer, filter: ListFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(portalAccounts).where(where(viewer, filter));
  return row?.n ?? 0;
}

/** A live (or, with `deleted`, recycled) account the viewer sees, locked for update when `lock`. */
export async function findAccount(tx: Executor, viewer: Viewer, id: number, { deleted = false, lock = false } = {}): Promise<AccountRecord | undefined> {
  const q = tx
    .select()
    .from(portalAccounts)
    .where(and(eq(portalAccounts.id, id), where(viewer, { deleted })));
  const [row] = await (lock ? q.for('update') : q);
  return row;
}

export async function accountRow(tx: Executor, viewer: Viewer, record: AccountRecord): Promise<PortalAccountRow> {
  const childCount = await countAccounts(tx, viewer, { parentId: record.id });
  return (await rows(tx, viewer.enterpriseId, [{ ...record, childCount }]))[0];
}

export async function livePhoneTaken(tx: Executor, enterpriseId: number, phone: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: portalAccounts.id })
    .from(portalAccounts)
    .where(and(eq(portalAccounts.enterpriseId, enterpriseId), eq(portalAccounts.phone, phone), isNull(portalAccounts.deletedAt)));
  return row !== undefined && row.id !== exceptId;
}

export const insertAccount = async (tx: Tx, values: typeof portalAccounts.$inferInsert) => (await tx.insert(portalAccounts).values(values).returning())[0];

export const updateAccount = (tx: Tx, enterpriseId: number, id: number, set: Partial<typeof portalAccounts.$inferInsert>) =>
  tx.update(portalAccounts).set(set).where(and(eq(portalAccounts.enterpriseId, enterpriseId), eq(portalAccounts.id, id)));

/** Deleting a main account takes its child accounts to the recycle bin with it; restoring brings them back. */
export const recycleFamily = (tx: Tx, enterpriseId: number, id: number, deletedAt: Date | null) =>
  tx
    .update(portalAccounts)
    .set({ deletedAt })
    .where(and(eq(portalAccounts.enterpriseId, enterpriseId), or(eq(portalAccounts.id, id), eq(portalAccounts.parentId, id))))
    .returning({ id: portalAccounts.id, phone: portalAccounts.phone });

/** A recycled account and its recycled child accounts. */
export const recycledFamily = (tx: Executor, enterpriseId: number, id: number) =>
  tx
    .select({ id: portalAccounts.id, phone: portalAccounts.phone })
    .from(portalAccounts)
    .where(and(eq(portalAccounts.enterpriseId, enterpriseId), isNotNull(portalAccounts.deletedAt), or(eq(portalAccounts.id, id), eq(portalAccounts.parentId, id))));

// Addresses.
const addressRow = (a: typeof portalAddresses.$inferSelect): PortalAddressRow => ({
  id: a.id,
  accountId: a.accountId,
  contactName: a.contactName,
  phone: a.phone,
  address: a.address,
  isDefault: a.isDefault,
});

export async function listAddresses(tx: Executor, enterpriseId: number, accountId: number): Promise<PortalAddressRow[]> {
  const found = await tx
    .select()
    .from(portalAddresses)
    .where(and(eq(portalAddresses.enterpriseId, enterpriseId), eq(portalAddresses.accountId, accountId)))
    .orderBy(desc(portalAddresses.isDefault), portalAddresses.id);
  return found.map(addressRow);
}

export async function findAddress(tx: Executor, enterpriseId: number, id: number) {
  const [row] = await tx
    .select()
    .from(portalAddresses)
    .where(and(eq(portalAddresses.enterpriseId, enterpriseId), eq(portalAddresses.id, id)));
  return row;
}

export async function clearDefaultAddress(tx: Tx, enterpriseId: number, accountId: number) {
  await tx
    .update(portalAddresses)
    .set({ isDefault: false })
    .where(and(eq(portalAddresses.enterpriseId, enterpriseId), eq(portalAddresses.accountId, accountId)));
}

export const insertAddress = (tx: Tx, values: typeof portalAddresses.$inferInsert) => tx.insert(portalAddresses).values(values).returning();
export const updateAddress = (tx: Tx, enterpriseId: number, id: number, set: Partial<typeof portalAddresses.$inferInsert>) =>
  tx.update(portalAddresses).set(set).where(and(eq(portalAddresses.enterpriseId, enterpriseId), eq(portalAddresses.id, id)));
export const deleteAddress = (tx: Tx, enterpriseId: number, id: number) =>
  tx.delete(portalAddresses).where(and(eq(portalAddresses.enterpriseId, enterpriseId), eq(portalAddresses.id, id)));

/** Clears the default mark of an account's siblings (children of one main account). */
export async function clearDefaultChild(tx: Tx, enterpriseId: number, parentId: number) {
  await tx
    .update(portalAccounts)
    .set({ isDefault: false })
    .where(and(eq(portalAccounts.enterpriseId, enterpriseId), eq(portalAccounts.parentId, parentId)));
}
