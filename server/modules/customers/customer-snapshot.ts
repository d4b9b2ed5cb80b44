import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { addressText, type CustomerSnapshot } from '@domain/customers/customers.schemas';
import { CustomerErrors } from '@domain/customers/errors';
import type { Executor } from '../../db/database';
import { customerAddresses, customerContacts, customers } from '../../db/schema/customers';
import { notFound } from '../../lib/app-error';
import { visibleCustomers, type Viewer } from './customer-access';

// The tenant set by db.tenant(); the explicit filter keeps the owner connection (no row security) safe too.
const currentTenant = sql`nullif(current_setting('app.enterprise_id', true), '')::bigint`;

/**
 * What an order or event copies from a live customer of the transaction's tenant: name, default
 * contact and default address. 404 '客户不存在' for a missing, deleted or foreign customer, and with
 * `seenBy` for one that viewer does not see (a record a user attaches to a customer).
 */
export async function customerSnapshot(tx: Executor, customerId: number, seenBy?: Viewer): Promise<CustomerSnapshot> {
  const [row] = await tx
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      contactName: customerContacts.name,
      contactPhone: customerContacts.phone,
      region: customerAddresses.region,
      detail: customerAddresses.detail,
      mapName: customerAddresses.mapName,
      lng: customerAddresses.lng,
      lat: customerAddresses.lat,
      customValues: customers.customValues,
    })
    .from(customers)
    .leftJoin(customerContacts, and(eq(customerContacts.customerId, customers.id), eq(customerContacts.isDefault, true)))
    .leftJoin(customerAddresses, and(eq(customerAddresses.customerId, customers.id), eq(customerAddresses.isDefault, true)))
    .where(and(eq(customers.id, customerId), eq(customers.enterpriseId, currentTenant), isNull(customers.deletedAt), seenBy ? visibleCustomers(seenBy) : undefined));
  if (!row) throw notFound(CustomerErrors.notFound);
  return {
    id: row.id,
    name: row.name,
    contactName: row.contactName ?? row.name,
    contactPhone: row.contactPhone ?? row.phone,
    address: row.region === null ? '' : addressText({ region: row.region, detail: row.detail ?? '', mapName: row.mapName ?? '' }),
    lng: row.lng,
    lat: row.lat,
    customValues: (row.customValues ?? {}) as Record<string, unknown>,
  };
}

/** The account phones of live customers by id (a deleted customer is absent). */
export async function liveCustomerPhones(tx: Executor, enterpriseId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: customers.id, phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.enterpriseId, enterpriseId), inArray(customers.id, ids), isNull(customers.deletedAt)));
  return new Map(rows.map((r) => [r.id, r.phone]));
}

/** Live customers of the tenant holding the given client account phones, by phone (imports that name a customer by phone). */
export async function liveCustomersByPhone(tx: Executor, enterpriseId: number, phones: string[]): Promise<Map<string, number>> {
  if (phones.length === 0) return new Map();
  const rows = await tx
    .select({ id: customers.id, phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.enterpriseId, enterpriseId), inArray(customers.phone, phones), isNull(customers.deletedAt)));
  return new Map(rows.map((r) => [r.phone, r.id]));
}

/**
 * The live customer a caller's phone belongs to: the customer's own phone first (unique among live
 * customers), else a contact's (the usual case: contacts carry the mobiles), a default contact before
 * the others, then the oldest customer; null when no one has it. Each step reads by an index.
 */
export async function customerOfPhone(tx: Executor, enterpriseId: number, phone: string): Promise<number | null> {
  const { rows } = await tx.execute<{ id: number | null }>(sql`select ${customerOfPhoneSql(enterpriseId, phone)} as id`);
  return rows[0]?.id == null ? null : Number(rows[0].id);
}

/**
 * `customerOfPhone` as a scalar subquery (the customer's id or null), for a statement that needs the caller's
 * customer in the same round trip: a ringing call writes its record with it.
 */
export function customerOfPhoneSql(enterpriseId: number, phone: string): SQL {
  return sql`(select id from (
      (select ${customers.id} as id, 0 as step from ${customers}
        where ${customers.enterpriseId} = ${enterpriseId} and ${customers.phone} = ${phone} and ${customers.deletedAt} is null
        limit 1)
      union all
      (select ${customers.id}, 1 from ${customerContacts}
        join ${customers} on ${customers.id} = ${customerContacts.customerId} and ${customers.deletedAt} is null
        where ${customerContacts.enterpriseId} = ${enterpriseId} and ${customerContacts.phone} = ${phone}
        order by ${customerContacts.isDefault} desc, ${customers.id}
        limit 1)
    ) found order by step limit 1)`;
}

/** Names of live customers, in one query (a plan may hold a few hundred). */
export async function liveCustomerNames(tx: Executor, enterpriseId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.enterpriseId, enterpriseId), inArray(customers.id, [...new Set(ids)]), isNull(customers.deletedAt)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
