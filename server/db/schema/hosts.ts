import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the hosts module (server/modules/hosts): other modules reach them only through its public face.

/**
 * An enterprise installed from a host: the host's corp id belongs to exactly one enterprise.
 * The unique index leads with host and corp (not enterprise_id) because sign-in looks the corp up
 * before any tenant is known, and two enterprises must never share one corp.
 */
export const hostCorps = pgTable(
  'host_corps',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    host: text('host', { enum: ['wecom', 'dingtalk'] }).notNull(),
    corpId: text('corp_id').notNull(),
    /** Last quick-deploy failure, shown to the administrator (null when fine). */
    installError: text('install_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('host_corps_corp_idx').on(t.host, t.corpId), index('host_corps_enterprise_idx').on(t.enterpriseId)],
);

/** A host member (corp + host user id) is one product user; departments likewise, for re-imports. */
export const hostMembers = pgTable(
  'host_members',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    host: text('host', { enum: ['wecom', 'dingtalk'] }).notNull(),
    kind: text('kind', { enum: ['user', 'department'] }).notNull(),
    hostId: text('host_id').notNull(),
    /** users.id for kind 'user', departments.id for kind 'department'. */
    localId: bigint('local_id', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('host_members_host_id_idx').on(t.enterpriseId, t.host, t.kind, t.hostId)],
);
