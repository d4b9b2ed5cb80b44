import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EVENT_STATE_NAMES, EventOp, OPEN_EVENT_STATES, type EventStateValue } from '@domain/events/events.constants';
import { isOverdue } from '@domain/events/overdue';
import { formatDateTime } from '@domain/format/date';
import { Trigger } from '@domain/notifications/triggers';
import type { Database, Db } from '../../db/database';
import { events } from '../../db/schema/events';
import { minuteTickHandler, scheduleMinuteTick, type MinuteTick } from '../../jobs/minute-tick';
import type { JobHandler } from '../../jobs/worker';
import type { Jobs } from '../../plugins/jobs';
import { eventTemplateSettingsOf } from '../templates/templates.public';
import { notifyEventPeople, type Notifier } from './event-notify';
import { insertMessage } from './events.queries';

export const EVENT_OVERDUE_JOB = 'events.overdue_tick';
const TICK_LOCK = 0x7e_e7_01;
const BATCH = 200;

/**
 * Marks the open events that overran their template's timeout for their current stage (the eventDue
 * filter), writes it to their history and sends 事件SLA预警 to the people the rule names. Each event
 * is alerted once per stage: the claim only succeeds while the alert is still due for the state it
 * was read in, so two ticks never alert twice. Returns how many were marked.
 */
export async function markOverdueEvents(db: Database, notifications: Notifier, now: Date, log?: FastifyBaseLogger): Promise<number> {
  let marked = 0;
  let afterId = 0;
  for (;;) {
    const candidates = await db.system
      .select({ id: events.id, enterpriseId: events.enterpriseId, state: events.state, enteredAt: events.stateEnteredAt, settings: eventTemplateSettingsOf(events.templateId) })
      .from(events)
      .where(
        and(
          inArray(events.state, OPEN_EVENT_STATES),
          isNull(events.deletedAt),
          or(isNull(events.overdueAlertedAt), lt(events.overdueAlertedAt, events.stateEnteredAt)),
          sql`${events.id} > ${afterId}`,
        ),
      )
      .orderBy(asc(events.id))
      .limit(BATCH);
    for (const c of candidates) {
      const timeouts = c.settings?.timeouts ?? [];
      if (!isOverdue(now, c.state as EventStateValue, c.enteredAt, timeouts)) continue;
      try {
        if (await markOne(db, notifications, c, timeouts.find((t) => t.stage === c.state)!.notify, now)) marked++;
      } catch (error) {
        log?.warn({ err: error, eventId: c.id }, 'event overdue not marked');
      }
    }
    if (candidates.length < BATCH) return marked;
    afterId = candidates[candidates.length - 1].id;
  }
}

function markOne(
  db: Database,
  notifications: Notifier,
  read: { id: number; enterpriseId: number; state: number; enteredAt: Date },
  notify: readonly number[],
  now: Date,
): Promise<boolean> {
  return db.tenant(read.enterpriseId, async (tx) => {
    const [event] = await tx
      .update(events)
      .set({ overdue: true, overdueAlertedAt: now })
      .where(and(eq(events.enterpriseId, read.enterpriseId), eq(events.id, read.id), eq(events.state, read.state), eq(events.stateEnteredAt, read.enteredAt)))
      .returning();
    if (!event) return false;
    const stage = EVENT_STATE_NAMES[read.state as EventStateValue];
    await insertMessage(tx, { enterpriseId: read.enterpriseId, eventId: read.id, op: EventOp.overdue, content: `事件在“${stage}”阶段超时`, userId: null, createdAt: now });
    // An empty notify list leaves the choice of people to the enterprise's 事件SLA预警 rule.
    await notifyEventPeople(tx, notifications, event, {
      trigger: Trigger.eventSlaAlert,
      operatorName: '系统',
      action: '超时',
      now,
      only: notify.length ? notify : undefined,
      extraValues: { slaAlertType: '事件超时', slaAlertStage: stage, slaAlertTime: formatDateTime(now) },
    });
    return true;
  });
}

const TICK: MinuteTick = { kind: EVENT_OVERDUE_JOB, lock: TICK_LOCK };

/** Queues the next tick unless one is already queued. */
export const scheduleOverdueTick = (db: Db, jobs: Pick<Jobs, 'enqueue'>, runAt: Date) => scheduleMinuteTick(db, jobs, TICK, runAt);

/** The once-a-minute check on the given clock (tests move it); it queues its next run also after giving up. */
export function eventOverdueHandler(db: Database, jobs: Pick<Jobs, 'enqueue'>, notifications: Notifier, clock?: () => Date): JobHandler {
  return minuteTickHandler(
    db.system,
    jobs,
    TICK,
    async (now, log) => {
      const marked = await markOverdueEvents(db, notifications, now, log);
      if (marked > 0) log.info({ marked }, 'overdue events marked');
    },
    clock,
  );
}
