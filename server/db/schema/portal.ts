import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the portal module (server/modules/portal): other modules reach them only through its public face.

const ref = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** The portal's look and switches (/portalSetting), one row per enterprise; `code` is the portal's address (/portal/{code}). */
export const portalSettings = pgTable('portal_settings', {
  enterpriseId: ref('enterprise_id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  hotline: text('hotline').notNull().default(''),
  /** Which functions the portal shows: report, orders, products, mall, chat. */
  functions: jsonb('functions').$type<string[]>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** Self-registration opens a pending account staff approve; off: only staff open accounts. */
  selfRegister: boolean('self_register').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Portal accounts (/home_account): a phone that signs in to the portal for one of the enterprise's
 * customers. A child account (parent_id set) is a colleague of the main account's customer. Status 1
 * active, 2 pending approval, 3 disabled; deleting moves an account to the recycle bin (deleted_at).
 */
export const portalAccounts = pgTable(
  'portal_accounts',
  {
    id: ref('id').primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: ref('enterprise_id').notNull(),
    customerId: ref('customer_id').notNull(),
    parentId: ref('parent_id'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    status: smallint('status').notNull().default(1),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: ref('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSignInAt: at('last_sign_in_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('portal_accounts_live_phone_uq').on(t.enterpriseId, t.phone).where(sql`deleted_at is null`),
    index('portal_accounts_enterprise_idx').on(t.enterpriseId, t.id),
    index('portal_accounts_parent_idx').on(t.enterpriseId, t.parentId),
  ],
);

/** A portal account's addresses (home_account_detail_child_address/{id}); one default per account. */
export const portalAddresses = pgTable(
  'portal_addresses',
  {
    id: ref('id').primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: ref('enterprise_id').notNull(),
    accountId: ref('account_id').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('portal_addresses_account_idx').on(t.enterpriseId, t.accountId)],
);

/** Portal sessions: apart from staff sessions (own cookie, own csrf token). */
export const portalSessions = pgTable('portal_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: ref('account_id').notNull(),
  enterpriseId: ref('enterprise_id').notNull(),
  csrfToken: text('csrf_token').notNull(),
  expiresAt: at('expires_at').notNull(),
});
