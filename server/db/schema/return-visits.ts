import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the return-visits module (server/modules/return-visits): other modules reach them only through its public face.

/**
 * Return-visit plans (/returnVisitPlan/edit/{id}): which finished work is visited (visit type 1
 * order, 6 event, 53 repair order; order types in `templateIds`, none: all), how long after it
 * finished, by whom, with which questions and SMS text. `scannedUntil` is how far the job has
 * looked for finished work.
 */
export const returnVisitPlans = pgTable(
  'return_visit_plans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    visitType: smallint('visit_type').notNull(),
    templateIds: bigint('template_ids', { mode: 'number' }).array().notNull().default([]),
    delayValue: integer('delay_value').notNull(),
    /** Interval units: 1 minute, 2 hour, 3 day, 4 month. */
    delayUnit: smallint('delay_unit').notNull(),
    assigneeIds: bigint('assignee_ids', { mode: 'number' }).array().notNull().default([]),
    questions: jsonb('questions').notNull().default([]),
    smsTemplate: text('sms_template').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    scannedUntil: timestamp('scanned_until', { withTimezone: true }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_visit_plans_enterprise_idx').on(t.enterpriseId, t.id)],
);

/**
 * Return-visit tasks: one per plan and finished record, state 1 pending, 2 failed, 3 passed. The
 * record's number, title, customer and contact are copied in when the task is made, so the task
 * reads (and texts the contact) without the orders tables.
 */
export const returnVisitTasks = pgTable(
  'return_visit_tasks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    planId: bigint('plan_id', { mode: 'number' }).notNull(),
    visitType: smallint('visit_type').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    targetNo: text('target_no').notNull(),
    targetTitle: text('target_title').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    ownerName: text('owner_name'),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    customerName: text('customer_name').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    assigneeId: bigint('assignee_id', { mode: 'number' }),
    state: smallint('state').notNull().default(1),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    answers: jsonb('answers').notNull().default([]),
    remark: text('remark').notNull().default(''),
    submittedBy: bigint('submitted_by', { mode: 'number' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    smsCount: integer('sms_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('return_visit_tasks_once_idx').on(t.enterpriseId, t.planId, t.visitType, t.targetId),
    index('return_visit_tasks_state_idx').on(t.enterpriseId, t.state, t.dueAt),
    index('return_visit_tasks_target_idx').on(t.enterpriseId, t.visitType, t.targetId),
  ],
);
