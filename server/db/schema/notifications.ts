import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Tables of the notifications module (server/modules/notifications): other modules reach them only through its public face.

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
