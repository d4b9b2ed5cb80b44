import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the customers module (server/modules/customers): other modules reach them only through its public face.

/**
 * Customers. `phone` is the client account phone: unique per enterprise among live customers (a
 * customer in the recycle bin keeps its phone but no longer blocks it). Deleting sets deleted_at;
 * contacts, addresses, grants and tags stay untouched, so restoring brings them back with it.
 * Name and phone keywords are served by pg_trgm GIN indexes (migration 0005_pg_trgm creates the extension).
 */
export const customers = pgTable(
  'customers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** Owner salesperson (a user id). */
    businessUserId: bigint('business_user_id', { mode: 'number' }),
    serviceGroupId: bigint('service_group_id', { mode: 'number' }),
    /** WeCom external contact id, set when the customer is linked inside the WeCom sidebar. */
    externalUserid: text('external_userid'),
    /** Values of the template centre's customer detail fields (entity type 2), by field key. */
    customValues: jsonb('custom_values').notNull().default({}),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: bigint('deleted_by', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('customers_live_phone_uq').on(t.enterpriseId, t.phone).where(sql`deleted_at is null`),
    // The list pages newest first; the recycle bin pages by deletion time.
    index('customers_live_idx').on(t.enterpriseId, t.id.desc()).where(sql`deleted_at is null`),
    index('customers_recycled_idx').on(t.enterpriseId, t.deletedAt).where(sql`deleted_at is not null`),
    index('customers_owner_idx').on(t.enterpriseId, t.businessUserId),
    index('customers_group_idx').on(t.enterpriseId, t.serviceGroupId),
    index('customers_created_idx').on(t.enterpriseId, t.createdAt),
    index('customers_external_idx').on(t.enterpriseId, t.externalUserid),
    // Name and phone keywords, per enterprise (btree_gin), read through customer_ids_matching (migration 0019).
    index('customers_name_trgm').using('gin', t.enterpriseId, t.name.op('gin_trgm_ops')),
    index('customers_phone_trgm').using('gin', t.enterpriseId, t.phone.op('gin_trgm_ops')),
  ],
);

/** Contacts of a customer: several, exactly one default while any exist. */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_contacts_customer_idx').on(t.enterpriseId, t.customerId),
    /** A caller found by a contact's phone (the call pop-up). */
    index('customer_contacts_phone_idx').on(t.enterpriseId, t.phone),
    uniqueIndex('customer_contacts_default_uq').on(t.customerId).where(sql`is_default`),
    index('customer_contacts_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('customer_contacts_phone_trgm').using('gin', t.phone.op('gin_trgm_ops')),
  ],
);

/** Service addresses of a customer: several, exactly one default while any exist. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Province / city / district as one text, e.g. '广东省/深圳市/南山区'. */
    region: text('region').notNull().default(''),
    detail: text('detail').notNull().default(''),
    /** The place name chosen on the map. */
    mapName: text('map_name').notNull().default(''),
    lng: doublePrecision('lng'),
    lat: doublePrecision('lat'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.enterpriseId, t.customerId),
    uniqueIndex('customer_addresses_default_uq').on(t.customerId).where(sql`is_default`),
    index('customer_addresses_map_trgm').using('gin', t.mapName.op('gin_trgm_ops')),
  ],
);

/** Extra users who may see a customer besides its owner (batchAddPermission / batchRemovePermission). */
export const customerGrants = pgTable(
  'customer_grants',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.customerId, t.userId] }), index('customer_grants_user_idx').on(t.enterpriseId, t.userId)],
);

/** Customer tags (ep_tags code 4) on customers. */
export const customerTagLinks = pgTable(
  'customer_tag_links',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tagId: bigint('tag_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.customerId, t.tagId] }), index('customer_tag_links_tag_idx').on(t.enterpriseId, t.tagId)],
);
