import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Shared infrastructure (enterprises, departments, users, role grants and sign-in accounts): any module may use these tables.

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const enterpriseId = () => bigint('enterprise_id', { mode: 'number' }).notNull();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A person's sign-in identity: one phone, one password, memberships in any number of enterprises (users).
 * Shared like the rest of this file: enterprise setup, adding members and signing in all write it.
 */
export const accounts = pgTable('accounts', {
  phone: text('phone').primaryKey(),
  passwordHash: text('password_hash'),
  failedLogins: smallint('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const enterprises = pgTable('enterprises', {
  id: id(),
  name: text('name').notNull(),
  industry: text('industry').notNull().default('other'),
  planType: smallint('plan_type').notNull().default(0),
  serviceExpiresAt: timestamp('service_expires_at', { withTimezone: true }),
  purchasedHeadcount: integer('purchased_headcount'),
  hotline: text('hotline'),
  /** Host identity for enterprises installed from WeCom or DingTalk (null when standalone). */
  corpId: text('corp_id'),
  setupProgress: smallint('setup_progress').notNull().default(100),
  noviceGuideDone: boolean('novice_guide_done').notNull().default(false),
  createdAt: createdAt(),
});

export const departments = pgTable(
  'departments',
  {
    id: id(),
    enterpriseId: enterpriseId(),
    parentId: bigint('parent_id', { mode: 'number' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('departments_enterprise_parent_idx').on(t.enterpriseId, t.parentId)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    enterpriseId: enterpriseId(),
    departmentId: bigint('department_id', { mode: 'number' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    avatar: text('avatar'),
    /** Roles held (system role types 1..10) and the one in use. */
    roles: smallint('roles').array().notNull().default(sql`'{}'::smallint[]`),
    currentRole: smallint('current_role'),
    /** 1 active, 0 disabled. A disabled or deleted user cannot sign in and loses its sessions. */
    status: smallint('status').notNull().default(1),
    stateTagId: bigint('state_tag_id', { mode: 'number' }),
    /** The version chosen with changePcVersion: 1 PC, 0 mobile; null until chosen (the device decides). */
    pcVersion: smallint('pc_version'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_enterprise_phone_idx').on(t.enterpriseId, t.phone),
    index('users_phone_idx').on(t.phone),
    index('users_enterprise_department_idx').on(t.enterpriseId, t.departmentId),
  ],
);

/** Menu resources (kind 'menu') and permission codes (kind 'right') granted to a role in one enterprise. */
export const roleGrants = pgTable(
  'role_grants',
  {
    enterpriseId: enterpriseId(),
    role: smallint('role').notNull(),
    kind: text('kind', { enum: ['menu', 'right'] }).notNull(),
    key: text('key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.role, t.kind, t.key] })],
);

/**
 * Menu keys already offered to an enterprise. A key that joins the catalogue later (a new area) is
 * granted to its default roles once at start; a key the administrator has since taken away stays away.
 */
export const offeredMenuKeys = pgTable(
  'offered_menu_keys',
  {
    enterpriseId: enterpriseId(),
    key: text('key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.key] })],
);
