import { bigint, boolean, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Tables of the reminders module (server/modules/reminders): other modules reach them only through its public face.

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
