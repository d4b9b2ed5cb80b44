import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { nextRunAt } from '@domain/reminders/next-run';
import { ReminderCycle } from '@domain/reminders/reminders.constants';
import type { Database, Db } from '../../db/database';
import { jobs as jobRows } from '../../db/schema/jobs';
import { timedReminders } from '../../db/schema/reminders';
import type { JobHandler } from '../../jobs/worker';
import type { Jobs } from '../../plugins/jobs';
import { createNotices } from '../notices/notices.public';
import { scheduleOf } from './reminders.service';

export const REMINDER_TICK_JOB = 'reminders.tick';
/** The tick serves every tenant; jobs need an enterprise, and 0 is none. */
const ALL_TENANTS = 0;
/** Advisory lock key that keeps two starting nodes from queueing two ticks. */
const TICK_LOCK = 0x7e_71_c0;
const BATCH = 200;
const MINUTE_MS = 60_000;

type Reminder = typeof timedReminders.$inferSelect;

/** The start of the minute after `now`: reminders are set to the minute. */
export const nextMinute = (now: Date) => new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS);

/**
 * Sends every reminder due at `now` as notices and moves it to its next run, each in its own
 * tenant transaction. The claim only succeeds on the row as it was read (same next run, same
 * schedule, still enabled), so a reminder is sent once however many workers tick. A reminder
 * that fails is logged and stays due for the next tick. Returns how many were sent.
 */
export async function sendDueReminders(db: Database, now: Date, log?: FastifyBaseLogger): Promise<number> {
  let sent = 0;
  let after: { at: Date; id: number } | null = null;
  for (;;) {
    const due: Reminder[] = await db.system
      .select()
      .from(timedReminders)
      .where(
        and(
          eq(timedReminders.enabled, true),
          lte(timedReminders.nextRunAt, now),
          after ? sql`(${timedReminders.nextRunAt}, ${timedReminders.id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::bigint)` : undefined,
        ),
      )
      .orderBy(asc(timedReminders.nextRunAt), asc(timedReminders.id))
      .limit(BATCH);
    for (const reminder of due) {
      try {
        if (await sendOne(db, reminder, now)) sent++;
      } catch (error) {
        log?.warn({ err: error, reminderId: reminder.id }, 'timed reminder not sent');
      }
    }
    if (due.length < BATCH) return sent;
    const last = due[due.length - 1];
    after = { at: last.nextRunAt!, id: last.id };
  }
}

function sendOne(db: Database, read: Reminder, now: Date): Promise<boolean> {
  const once = read.cycle === ReminderCycle.once;
  // A one-off keeps its run time (it is its date) and switches itself off.
  const next = once ? read.nextRunAt : nextRunAt(scheduleOf(read), now);
  return db.tenant(read.enterpriseId, async (tx) => {
    const [claimed] = await tx
      .update(timedReminders)
      .set({ nextRunAt: next, enabled: !once })
      .where(
        and(
          eq(timedReminders.enterpriseId, read.enterpriseId),
          eq(timedReminders.id, read.id),
          eq(timedReminders.enabled, true),
          eq(timedReminders.nextRunAt, read.nextRunAt!),
          eq(timedReminders.cycle, read.cycle),
          eq(timedReminders.timeOfDay, read.timeOfDay),
          sql`${timedReminders.dayOf} is not distinct from ${read.dayOf}::smallint`,
        ),
      )
      .returning();
    if (!claimed) return false;
    const { enterpriseId, userIds, title, content } = claimed;
    await createNotices(tx, { enterpriseId, userIds, title, content });
    return true;
  });
}

/** Queues the next tick unless one is already queued. */
export async function scheduleTick(db: Db, jobs: Jobs, runAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TICK_LOCK})`);
    const [queued] = await tx
      .select({ id: jobRows.id })
      .from(jobRows)
      .where(and(eq(jobRows.kind, REMINDER_TICK_JOB), eq(jobRows.state, 'queued')))
      .limit(1);
    if (!queued) await jobs.enqueue(tx, { enterpriseId: ALL_TENANTS, kind: REMINDER_TICK_JOB, payload: {}, runAt });
  });
}

/** The recurring tick: sends what is due, then queues itself for the next minute (also after giving up). */
export function reminderTickHandler(db: Database, jobs: Jobs): JobHandler {
  return {
    async run(_job, { log }) {
      const now = new Date();
      const sent = await sendDueReminders(db, now, log);
      if (sent > 0) log.info({ sent }, 'timed reminders sent');
      await scheduleTick(db.system, jobs, nextMinute(now));
    },
    async onFailed() {
      await scheduleTick(db.system, jobs, nextMinute(new Date()));
    },
  };
}
