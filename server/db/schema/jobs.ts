import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Shared infrastructure (durable jobs and downloads): any module may use these tables.

/** Durable background jobs, claimed by the worker with SKIP LOCKED; a crashed run is retried after its lease. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_due_idx').on(t.state, t.runAt)],
);

/** Download-centre items: one per export, visible and downloadable only by its owner. */
export const downloads = pgTable(
  'downloads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    format: text('format', { enum: ['csv', 'xlsx', 'pdf'] }).notNull(),
    /** 1 in progress, 2 done, 3 failed. */
    processState: smallint('process_state').notNull().default(1),
    process: smallint('process').notNull().default(0),
    filePath: text('file_path'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [index('downloads_owner_idx').on(t.enterpriseId, t.userId, t.createdAt)],
);
