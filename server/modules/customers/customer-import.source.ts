import { and, eq, isNull, sql } from 'drizzle-orm';
import { CustomerImportTexts, IMPORT_COLUMNS } from '@domain/customers/customer-import';
import type { AddCustomerInput } from '@domain/customers/customers.schemas';
import { TagCode } from '@domain/settings/tags';
import type { Tx } from '../../db/database';
import { customerAddresses, customerContacts, customers, customerTagLinks } from '../../db/schema/customers';
import { users } from '../../db/schema/tenancy';
import { defineImportSource, type GoodRow, type RowProblem } from '../../jobs/imports/import-source';
import { groupNames } from '../catalogue/catalogue.public';
import { listTags } from '../tags/tags.public';
import { checkImportRows, type ImportLookups } from './customer-import.rows';
import { lockCustomers, logCustomerChange } from './customer-refs';

/** Customers from a spreadsheet (/v2/customer/import): one customer with its default contact and address per row. */
export const customersImport = defineImportSource<AddCustomerInput, ImportLookups>({
  name: '客户',
  columns: IMPORT_COLUMNS,
  example: ['示例客户有限公司', '13800138000', '张经理', '13900139000', '广东省/深圳市/南山区', '科技园1号', '深圳湾科技生态园', '', '', ''],
  labels: ['name', 'phone'],
  lookups: loadLookups,
  check: checkImportRows,
  store: storeChunk,
});

async function loadLookups(tx: Tx, enterpriseId: number): Promise<ImportLookups> {
  // One connection per transaction: the lookups run one after another.
  const people = await tx.select({ id: users.id, phone: users.phone }).from(users).where(and(eq(users.enterpriseId, enterpriseId), isNull(users.deletedAt)));
  const groups = await groupNames(tx, enterpriseId);
  const tags = await listTags(tx, enterpriseId, TagCode.customer);
  const byName = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.name, r.id]));
  return { users: new Map(people.map((u) => [u.phone, u.id])), groups: byName(groups), tags: byName(tags) };
}

/**
 * Stores a chunk in one statement per table. The phone check is the insert itself (ON CONFLICT on
 * the live-phone unique index): a `phone IN (…1000 phones)` lookup would be planned on the trigram
 * index and take seconds.
 */
async function storeChunk(tx: Tx, enterpriseId: number, userId: number, chunk: GoodRow<AddCustomerInput>[]): Promise<RowProblem[]> {
  await lockCustomers(tx, enterpriseId);
  const inserted = await tx
    .insert(customers)
    .values(
      chunk.map(({ input: c }) => ({
        enterpriseId,
        name: c.name,
        phone: c.phone,
        businessUserId: c.businessUserId ?? null,
        serviceGroupId: c.serviceGroupId ?? null,
        createdBy: userId,
      })),
    )
    .onConflictDoNothing({ target: [customers.enterpriseId, customers.phone], where: sql`deleted_at is null` })
    .returning({ id: customers.id, phone: customers.phone });
  const idOf = new Map(inserted.map((r) => [r.phone, r.id]));
  const fresh = chunk.filter((c) => idOf.has(c.input.phone)).map((c) => c.input);
  if (fresh.length > 0) {
    await tx.insert(customerContacts).values(fresh.flatMap((c) => c.contacts.map((x) => ({ enterpriseId, customerId: idOf.get(c.phone)!, ...x }))));
    const addresses = fresh.flatMap((c) => c.addresses.map((a) => ({ enterpriseId, customerId: idOf.get(c.phone)!, ...a })));
    if (addresses.length > 0) await tx.insert(customerAddresses).values(addresses);
    const tags = fresh.flatMap((c) => c.tagIds.map((tagId) => ({ enterpriseId, customerId: idOf.get(c.phone)!, tagId })));
    if (tags.length > 0) await tx.insert(customerTagLinks).values(tags);
    // The customers' history starts with their import (one statement for the chunk).
    await logCustomerChange(tx, { enterpriseId, userId }, fresh.map((c) => ({ action: 'customer.import', customerId: idOf.get(c.phone)!, summary: `导入客户：${c.name}` })));
  }
  return chunk
    .filter((c) => !idOf.has(c.input.phone))
    .map((c) => ({ row: c.row, values: c.values, message: CustomerImportTexts.phoneExists }));
}
