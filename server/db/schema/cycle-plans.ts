import { bigint, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the cycle-plans module (server/modules/cycle-plans): other modules reach them only through its public face.

/**
 * Customer service plans (/cyclePlan): on every occurrence of the cycle the job worker makes one
 * order of the plan's type for each of its customers. `nextRunAt` is the start of the business day
 * of `nextDueDate` (null once the plan has finished); `remindAt` is when the follow-up people are
 * reminded of that occurrence, and `remindedFor` the occurrence they were last reminded of.
 */
export const cyclePlans = pgTable(
  'cycle_plans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    templateId: bigint('template_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** 1 day, 2 week, 3 month, 4 year. */
    cycleUnit: smallint('cycle_unit').notNull(),
    cycleEvery: integer('cycle_every').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** 1 running, 2 paused, 3 finished. */
    state: smallint('state').notNull().default(1),
    nextDueDate: date('next_due_date', { mode: 'string' }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastDueDate: date('last_due_date', { mode: 'string' }),
    remindDays: smallint('remind_days').notNull().default(0),
    remindUserIds: bigint('remind_user_ids', { mode: 'number' }).array().notNull().default([]),
    remindAt: timestamp('remind_at', { withTimezone: true }),
    remindedFor: date('reminded_for', { mode: 'string' }),
    generatedCount: integer('generated_count').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    /** The role the writer held: the periodic orders are created with it. */
    createdRole: smallint('created_role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cycle_plans_enterprise_idx').on(t.enterpriseId, t.id), index('cycle_plans_due_idx').on(t.nextRunAt), index('cycle_plans_remind_idx').on(t.remindAt)],
);

/** The customers of a plan, with the follow-up written for the coming occurrence (/followRemind). */
export const cyclePlanCustomers = pgTable(
  'cycle_plan_customers',
  {
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    planId: bigint('plan_id', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    followedFor: date('followed_for', { mode: 'string' }),
    followNote: text('follow_note'),
    followedBy: bigint('followed_by', { mode: 'number' }),
    followedAt: timestamp('followed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('cycle_plan_customers_pk').on(t.enterpriseId, t.planId, t.customerId), index('cycle_plan_customers_customer_idx').on(t.enterpriseId, t.customerId)],
);

/** One occurrence for one customer: the order it made, or why none was made. Unique, so an occurrence never makes two. */
export const cyclePlanRuns = pgTable(
  'cycle_plan_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    planId: bigint('plan_id', { mode: 'number' }).notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    /** Copied when the order is made, so the plan's history reads without the orders table. */
    orderNo: text('order_no'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cycle_plan_runs_once_idx').on(t.enterpriseId, t.planId, t.customerId, t.dueDate)],
);
