import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Paging } from '@domain/common/paging';
import { addressText, type CustomerFilter, type CustomerRow, type CustomerTagRef, type UserName } from '@domain/customers/customers.schemas';
import type { Executor } from '../../db/database';
import { customerAddresses, customerContacts, customerGrants, customers, customerTagLinks } from '../../db/schema/customers';
import { users } from '../../db/schema/tenancy';
import { groupNameOf } from '../catalogue/catalogue.public';
import { tagRefsJson } from '../tags/tags.public';
import { visibleCustomers, type Viewer } from './customer-access';
import { newestFirst } from '../../db/order-by';

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const containing = (text: string) => `%${escapeLike(text)}%`;

/** 'YYYY-MM-DD[ HH:mm[:ss]]' in China business time; a bare end date (or 00:00) means the end of that day. */
function businessTime(text: string, end: boolean): string {
  const [day, time] = text.split(' ');
  if (!time || (end && /^00:00(:00)?$/.test(time))) return `${day} ${end ? '23:59:59.999' : '00:00:00'}+08`;
  return `${day} ${time.length === 5 ? `${time}:00` : time}+08`;
}

/**
 * The filter of the customer list (spec "Customer filter fields") for live or recycled customers. Name
 * and phone keywords go through the per-enterprise trigram lookups of migration 0019.
 */
export function customerWhere(viewer: Viewer, filter: Partial<CustomerFilter>, recycled = false): SQL {
  const { enterpriseId } = viewer;
  const conditions: (SQL | undefined)[] = [
    eq(customers.enterpriseId, enterpriseId),
    recycled ? isNotNull(customers.deletedAt) : isNull(customers.deletedAt),
    visibleCustomers(viewer),
  ];
  if (filter.name) conditions.push(sql`${customers.id} = any(array(select customer_ids_by_name(${enterpriseId}::bigint, ${containing(filter.name)})))`);
  if (filter.phone) conditions.push(sql`${customers.id} = any(array(select customer_ids_by_phone(${enterpriseId}::bigint, ${containing(filter.phone)})))`);
  const contactConditions = [
    filter.linkperson ? ilike(customerContacts.name, containing(filter.linkperson)) : undefined,
    filter.linkPersonPhone ? ilike(customerContacts.phone, containing(filter.linkPersonPhone)) : undefined,
  ].filter(Boolean);
  if (contactConditions.length > 0)
    conditions.push(
      sql`${customers.id} in (select ${customerContacts.customerId} from ${customerContacts} where ${and(eq(customerContacts.enterpriseId, enterpriseId), ...contactConditions)})`,
    );
  if (filter.mapName)
    conditions.push(
      sql`${customers.id} in (select ${customerAddresses.customerId} from ${customerAddresses} where ${and(
        eq(customerAddresses.enterpriseId, enterpriseId),
        sql`(${ilike(customerAddresses.mapName, containing(filter.mapName))} or ${ilike(customerAddresses.detail, containing(filter.mapName))})`,
      )})`,
    );
  if (filter.tagId)
    conditions.push(
      sql`${customers.id} in (select ${customerTagLinks.customerId} from ${customerTagLinks} where ${and(
        eq(customerTagLinks.enterpriseId, enterpriseId),
        eq(customerTagLinks.tagId, filter.tagId),
      )})`,
    );
  if (filter.businessUserId) conditions.push(eq(customers.businessUserId, filter.businessUserId));
  if (filter.serviceGroupId) conditions.push(eq(customers.serviceGroupId, filter.serviceGroupId));
  if (filter.createTimeStart) conditions.push(gte(customers.createdAt, sql`${businessTime(filter.createTimeStart, false)}::timestamptz`));
  if (filter.createTimeEnd) conditions.push(lte(customers.createdAt, sql`${businessTime(filter.createTimeEnd, true)}::timestamptz`));
  if (filter.external_userid) conditions.push(eq(customers.externalUserid, filter.external_userid));
  return and(...conditions)!;
}

/**
 * The page of the list as a subquery of ids, so the list is one statement. With a keyword the
 * matches are gathered first (OFFSET 0 keeps the subquery whole): otherwise the planner walks the
 * id index backwards hoping for ten early hits, and a rare keyword scans every customer.
 */
export function pageOfIds(tx: Executor, where: SQL, paging: Paging, keyword = false) {
  const source = keyword ? tx.select({ id: customers.id }).from(customers).where(where).offset(0).as('matches') : null;
  const query = source ? tx.select({ id: source.id }).from(source) : tx.select({ id: customers.id }).from(customers).where(where);
  return query
    .orderBy(desc(source ? source.id : customers.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
}

export async function countCustomers(tx: Executor, where: SQL): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(customers).where(where);
  return row.n;
}

const owner = alias(users, 'owner');

// The customer's tags as one JSON column, so a page of rows is read in one statement.
const tagsColumn = (enterpriseId: number): SQL<CustomerTagRef[]> =>
  tagRefsJson(
    enterpriseId,
    sql`select ${customerTagLinks.tagId} from ${customerTagLinks} where ${customerTagLinks.enterpriseId} = ${enterpriseId} and ${customerTagLinks.customerId} = ${customers.id}`,
  );

type CustomerIds = number[] | SQL | ReturnType<typeof pageOfIds>;

/**
 * Customers with the default contact and address, owner, group and tags, newest first: of the
 * given ids, or of a page subquery (pageOfIds). The list shapes them into rows; the export writes
 * the fields as the import reads them.
 */
export async function customerListRecords(tx: Executor, enterpriseId: number, ids: CustomerIds) {
  if (Array.isArray(ids) && ids.length === 0) return [];
  return tx
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      externalUserid: customers.externalUserid,
      createdAt: customers.createdAt,
      customValues: customers.customValues,
      contactName: customerContacts.name,
      contactPhone: customerContacts.phone,
      region: customerAddresses.region,
      detail: customerAddresses.detail,
      mapName: customerAddresses.mapName,
      ownerId: owner.id,
      ownerName: owner.name,
      ownerPhone: owner.phone,
      serviceGroupId: customers.serviceGroupId,
      groupName: groupNameOf(enterpriseId, customers.serviceGroupId),
      tags: tagsColumn(enterpriseId),
    })
    .from(customers)
    .leftJoin(customerContacts, and(eq(customerContacts.customerId, customers.id), eq(customerContacts.isDefault, true)))
    .leftJoin(customerAddresses, and(eq(customerAddresses.customerId, customers.id), eq(customerAddresses.isDefault, true)))
    .leftJoin(owner, and(eq(owner.id, customers.businessUserId), eq(owner.enterpriseId, enterpriseId)))
    .where(and(eq(customers.enterpriseId, enterpriseId), inArray(customers.id, ids as number[])))
    .orderBy(newestFirst(customers.id));
}
export type CustomerListRecord = Awaited<ReturnType<typeof customerListRecords>>[number];

/** List rows (see customerListRecords). */
export async function customerRows(tx: Executor, enterpriseId: number, ids: CustomerIds): Promise<CustomerRow[]> {
  return (await customerListRecords(tx, enterpriseId, ids)).map((r) => ({
    id: r.id,
    name: r.name,
    phone: r.phone,
    linkperson: r.contactName ?? '',
    linkPersonPhone: r.contactPhone ?? '',
    address: r.region === null ? '' : addressText({ region: r.region, detail: r.detail ?? '', mapName: r.mapName ?? '' }),
    businessUser: r.ownerId ? { id: r.ownerId, name: r.ownerName! } : null,
    serviceGroup: r.groupName === null ? null : { id: r.serviceGroupId!, name: r.groupName },
    tags: r.tags,
    externalUserid: r.externalUserid,
    createdAt: r.createdAt.toISOString(),
    customValues: (r.customValues ?? {}) as Record<string, unknown>,
  }));
}

export type CustomerRecord = typeof customers.$inferSelect;

/** The ids of the enterprise's customers (recycled ones too) whose name matches a LIKE pattern, as a subquery for a caller's filter. */
export function customerIdsNamedLike(enterpriseId: number, pattern: string): SQL {
  return sql`select ${customers.id} from ${customers} where ${and(eq(customers.enterpriseId, enterpriseId), ilike(customers.name, pattern))}`;
}

/** A customer the viewer may see, live or recycled; undefined otherwise. */
export async function findCustomer(tx: Executor, viewer: Viewer, id: number, recycled = false): Promise<CustomerRecord | undefined> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(customerWhere(viewer, {}, recycled), eq(customers.id, id)));
  return row;
}

export function findCustomers(tx: Executor, viewer: Viewer, ids: number[], recycled = false): Promise<CustomerRecord[]> {
  return tx
    .select()
    .from(customers)
    .where(and(customerWhere(viewer, {}, recycled), inArray(customers.id, ids)))
    .orderBy(asc(customers.id));
}

/** The live customer holding a phone, other than `exceptId`. */
export async function phoneHolder(tx: Executor, enterpriseId: number, phone: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.enterpriseId, enterpriseId), eq(customers.phone, phone), isNull(customers.deletedAt), exceptId ? ne(customers.id, exceptId) : undefined));
  return row;
}

export async function userNames(tx: Executor, enterpriseId: number, ids: (number | null)[]): Promise<Map<number, UserName>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.enterpriseId, enterpriseId), inArray(users.id, wanted)));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function replaceTags(tx: Executor, enterpriseId: number, customerId: number, tagIds: number[]) {
  await tx.delete(customerTagLinks).where(and(eq(customerTagLinks.enterpriseId, enterpriseId), eq(customerTagLinks.customerId, customerId)));
  if (tagIds.length > 0) await tx.insert(customerTagLinks).values(tagIds.map((tagId) => ({ enterpriseId, customerId, tagId })));
}

/** Lets users see customers besides their owner (a grant already there stays). */
export async function addGrants(tx: Executor, grants: { enterpriseId: number; customerId: number; userId: number }[]) {
  await tx.insert(customerGrants).values(grants).onConflictDoNothing();
}

export async function removeGrants(tx: Executor, enterpriseId: number, customerIds: number[], userIds: number[]) {
  await tx
    .delete(customerGrants)
    .where(and(eq(customerGrants.enterpriseId, enterpriseId), inArray(customerGrants.customerId, customerIds), inArray(customerGrants.userId, userIds)));
}

/** The users granted one customer besides its owner. */
export async function grantedUserIds(tx: Executor, enterpriseId: number, customerId: number): Promise<number[]> {
  const grants = await tx
    .select({ userId: customerGrants.userId })
    .from(customerGrants)
    .where(and(eq(customerGrants.enterpriseId, enterpriseId), eq(customerGrants.customerId, customerId)));
  return grants.map((g) => g.userId);
}

type CustomerFields = Omit<typeof customers.$inferInsert, 'id' | 'enterpriseId'>;
type ChildFields<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'id' | 'enterpriseId' | 'customerId'>;

/** Inserts a customer with its contacts and addresses; returns its id. */
export async function insertCustomer(
  tx: Executor,
  enterpriseId: number,
  fields: CustomerFields,
  children: { contacts: ChildFields<typeof customerContacts>[]; addresses: ChildFields<typeof customerAddresses>[] },
): Promise<number> {
  const [row] = await tx
    .insert(customers)
    .values({ enterpriseId, ...fields })
    .returning({ id: customers.id });
  await tx.insert(customerContacts).values(children.contacts.map((c) => ({ enterpriseId, customerId: row.id, ...c })));
  if (children.addresses.length > 0) await tx.insert(customerAddresses).values(children.addresses.map((a) => ({ enterpriseId, customerId: row.id, ...a })));
  return row.id;
}

export async function updateCustomer(tx: Executor, enterpriseId: number, id: number, fields: Partial<CustomerFields>): Promise<void> {
  await tx
    .update(customers)
    .set(fields)
    .where(and(eq(customers.enterpriseId, enterpriseId), eq(customers.id, id)));
}

/** Moves customers to the recycle bin, stamped with when and by whom. */
export async function markDeleted(tx: Executor, enterpriseId: number, ids: number[], deleted: { deletedAt: Date; deletedBy: number }): Promise<void> {
  await tx
    .update(customers)
    .set(deleted)
    .where(and(eq(customers.enterpriseId, enterpriseId), inArray(customers.id, ids)));
}
