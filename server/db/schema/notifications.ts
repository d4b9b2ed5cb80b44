import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Which recipients (codes 101..120, 601..620) get which message on which channel when a trigger
 * fires. One row per enterprise, trigger and channel; the template uses the spec's variables.
 */
export const notifyRules = pgTable(
  'notify_rules',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    trigger: text('trigger').notNull(),
    channel: text('channel', { enum: ['notice', 'sms', 'host'] }).notNull(),
    recipients: smallint('recipients').array().notNull(),
    template: text('template').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notify_rules_trigger_idx').on(t.enterpriseId, t.trigger, t.channel)],
);

/** One message to one person on one channel; sent by a durable job, failures kept for the administrator. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    channel: text('channel', { enum: ['notice', 'sms', 'host'] }).notNull(),
    trigger: text('trigger').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    address: text('address'),
    content: text('content').notNull(),
    state: text('state', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The host's task of an accepted host message whose outcome comes later (DingTalk work notices). */
    hostTaskId: text('host_task_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('notification_deliveries_state_idx').on(t.enterpriseId, t.state, t.createdAt)],
);

/** SMS templates (/sms/tmpl/list) and the enterprise's SMS signature application (/smsMEssage/applyMessage). */
export const smsTemplates = pgTable(
  'sms_templates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_templates_enterprise_idx').on(t.enterpriseId)],
);

export const smsSignatures = pgTable(
  'sms_signatures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    signature: text('signature').notNull(),
    /** 1 applied, 2 approved, 3 rejected. */
    state: smallint('state').notNull().default(1),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_signatures_enterprise_idx').on(t.enterpriseId)],
);

/** Timed reminders (/timerNotice): a message to chosen users once or on a daily/weekly/monthly cycle. */
export const timedReminders = pgTable(
  'timed_reminders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    userIds: bigint('user_ids', { mode: 'number' }).array().notNull(),
    /** 'once' | 'daily' | 'weekly' | 'monthly' */
    cycle: text('cycle').notNull(),
    /** Local time of day HH:mm, and the weekday (1-7) or day of month (1-31) for the cycles that need one. */
    timeOfDay: text('time_of_day').notNull(),
    dayOf: smallint('day_of'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('timed_reminders_due_idx').on(t.enabled, t.nextRunAt)],
);

/** Announcements an administrator publishes to the whole enterprise or some roles (/noticeManage). */
export const announcements = pgTable(
  'announcements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    roles: smallint('roles').array().notNull(),
    publishedBy: bigint('published_by', { mode: 'number' }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_enterprise_idx').on(t.enterpriseId, t.publishedAt)],
);
