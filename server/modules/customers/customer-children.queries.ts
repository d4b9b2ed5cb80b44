import { and, asc, count, desc, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import type { AddressFilter, AddressRow, ContactFilter, ContactRow } from '@domain/customers/customers.schemas';
import type { Executor } from '../../db/database';
import { customerAddresses, customerContacts, customers } from '../../db/schema/customers';
import type { Viewer } from './customer-access';
import { containing, customerWhere } from './customers.queries';

/** Contacts and addresses: rows of one customer with one default each. */
export type ChildTable = typeof customerContacts | typeof customerAddresses;
export const CONTACTS: ChildTable = customerContacts;
export const ADDRESSES: ChildTable = customerAddresses;

/** Child rows whose customer is live and visible to the viewer. */
function childWhere(table: ChildTable, viewer: Viewer, extra: (SQL | undefined)[], customerName?: string): SQL {
  return and(
    eq(table.enterpriseId, viewer.enterpriseId),
    customerWhere(viewer, customerName ? { name: customerName } : {}),
    ...extra,
  )!;
}

const contactConditions = (f: ContactFilter) => [
  f.customerId ? eq(customerContacts.customerId, f.customerId) : undefined,
  f.name ? ilike(customerContacts.name, containing(f.name)) : undefined,
  f.phone ? ilike(customerContacts.phone, containing(f.phone)) : undefined,
];

const addressConditions = (f: AddressFilter) => [
  f.customerId ? eq(customerAddresses.customerId, f.customerId) : undefined,
  f.mapName ? ilike(customerAddresses.mapName, containing(f.mapName)) : undefined,
];

const contactShape = {
  id: customerContacts.id,
  customerId: customerContacts.customerId,
  customerName: customers.name,
  name: customerContacts.name,
  phone: customerContacts.phone,
  isDefault: customerContacts.isDefault,
};

const addressShape = {
  id: customerAddresses.id,
  customerId: customerAddresses.customerId,
  customerName: customers.name,
  region: customerAddresses.region,
  detail: customerAddresses.detail,
  mapName: customerAddresses.mapName,
  lng: customerAddresses.lng,
  lat: customerAddresses.lat,
  isDefault: customerAddresses.isDefault,
};

// A customer's own rows come default first; the screens list the newest first.
const childOrder = (table: ChildTable, forCustomer: boolean) =>
  forCustomer ? [desc(table.isDefault), asc(table.id)] : [desc(table.id)];

export function listContacts(tx: Executor, viewer: Viewer, filter: ContactFilter, paging?: Paging): Promise<ContactRow[]> {
  const query = tx
    .select(contactShape)
    .from(customerContacts)
    .innerJoin(customers, eq(customers.id, customerContacts.customerId))
    .where(childWhere(customerContacts, viewer, contactConditions(filter), filter.customerName))
    .orderBy(...childOrder(customerContacts, Boolean(filter.customerId)));
  return paging ? query.limit(paging.pageSize).offset(paging.pageIndex * paging.pageSize) : query;
}

export async function countContacts(tx: Executor, viewer: Viewer, filter: ContactFilter): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(customerContacts)
    .innerJoin(customers, eq(customers.id, customerContacts.customerId))
    .where(childWhere(customerContacts, viewer, contactConditions(filter), filter.customerName));
  return row.n;
}

export function listAddresses(tx: Executor, viewer: Viewer, filter: AddressFilter, paging?: Paging): Promise<AddressRow[]> {
  const query = tx
    .select(addressShape)
    .from(customerAddresses)
    .innerJoin(customers, eq(customers.id, customerAddresses.customerId))
    .where(childWhere(customerAddresses, viewer, addressConditions(filter), filter.customerName))
    .orderBy(...childOrder(customerAddresses, Boolean(filter.customerId)));
  return paging ? query.limit(paging.pageSize).offset(paging.pageIndex * paging.pageSize) : query;
}

export async function countAddresses(tx: Executor, viewer: Viewer, filter: AddressFilter): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(customerAddresses)
    .innerJoin(customers, eq(customers.id, customerAddresses.customerId))
    .where(childWhere(customerAddresses, viewer, addressConditions(filter), filter.customerName));
  return row.n;
}

/** The customer a child row belongs to (any enterprise row is looked up in the viewer's only). */
export async function childOwner(tx: Executor, table: ChildTable, enterpriseId: number, id: number): Promise<{ customerId: number; isDefault: boolean } | undefined> {
  const [row] = await tx
    .select({ customerId: table.customerId, isDefault: table.isDefault })
    .from(table)
    .where(and(eq(table.enterpriseId, enterpriseId), eq(table.id, id)));
  return row;
}

export async function childCount(tx: Executor, table: ChildTable, enterpriseId: number, customerId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.enterpriseId, enterpriseId), eq(table.customerId, customerId)));
  return row.n;
}

/** Makes `id` the customer's one default (clearing first: a partial unique index allows one). */
export async function makeDefault(tx: Executor, table: ChildTable, enterpriseId: number, customerId: number, id: number) {
  await tx
    .update(table)
    .set({ isDefault: false })
    .where(and(eq(table.enterpriseId, enterpriseId), eq(table.customerId, customerId), eq(table.isDefault, true), ne(table.id, id)));
  await tx
    .update(table)
    .set({ isDefault: true })
    .where(and(eq(table.enterpriseId, enterpriseId), eq(table.id, id)));
}

/** After a delete: the oldest remaining row becomes the default if none is. */
export async function ensureDefault(tx: Executor, table: ChildTable, enterpriseId: number, customerId: number) {
  const rows = await tx
    .select({ id: table.id, isDefault: table.isDefault })
    .from(table)
    .where(and(eq(table.enterpriseId, enterpriseId), eq(table.customerId, customerId)))
    .orderBy(asc(table.id));
  if (rows.length > 0 && !rows.some((r) => r.isDefault)) await makeDefault(tx, table, enterpriseId, customerId, rows[0].id);
}

export async function updateChild(tx: Executor, table: ChildTable, enterpriseId: number, id: number, fields: Record<string, unknown>) {
  await tx
    .update(table)
    .set(fields)
    .where(and(eq(table.enterpriseId, enterpriseId), eq(table.id, id)));
}

export async function insertChild(tx: Executor, table: ChildTable, enterpriseId: number, customerId: number, fields: Record<string, unknown>): Promise<number> {
  const [row] = await tx
    .insert(table)
    .values({ enterpriseId, customerId, ...fields } as typeof customerContacts.$inferInsert)
    .returning({ id: table.id });
  return row.id;
}

/** Marks the customer changed when one of its contacts or addresses changes. */
export async function touchCustomer(tx: Executor, enterpriseId: number, customerId: number) {
  await tx
    .update(customers)
    .set({ updatedAt: new Date() })
    .where(and(eq(customers.enterpriseId, enterpriseId), eq(customers.id, customerId)));
}

export async function deleteChild(tx: Executor, table: ChildTable, enterpriseId: number, id: number) {
  await tx.delete(table).where(and(eq(table.enterpriseId, enterpriseId), eq(table.id, id)));
}

/** One customer's contacts, the default first (the customer is already known to be the viewer's). */
export function contactsOf(tx: Executor, enterpriseId: number, customerId: number): Promise<ContactRow[]> {
  return tx
    .select(contactShape)
    .from(customerContacts)
    .innerJoin(customers, eq(customers.id, customerContacts.customerId))
    .where(and(eq(customerContacts.enterpriseId, enterpriseId), eq(customerContacts.customerId, customerId)))
    .orderBy(...childOrder(customerContacts, true));
}

export function addressesOf(tx: Executor, enterpriseId: number, customerId: number): Promise<AddressRow[]> {
  return tx
    .select(addressShape)
    .from(customerAddresses)
    .innerJoin(customers, eq(customers.id, customerAddresses.customerId))
    .where(and(eq(customerAddresses.enterpriseId, enterpriseId), eq(customerAddresses.customerId, customerId)))
    .orderBy(...childOrder(customerAddresses, true));
}
