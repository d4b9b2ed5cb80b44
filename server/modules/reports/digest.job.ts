import type { FastifyBaseLogger } from 'fastify';
import { OrderState, OrderView } from '@domain/orders/order.constants';
import { DigestRecipient, Trigger } from '@domain/notifications/triggers';
import { digestContent, dueDigests, type DigestLine } from '@domain/reports/digest';
import { chinaDate, quickRange } from '@domain/common/quick-ranges';
import { figuresOf } from '@domain/reports/statistics';
import { Role, type RoleType } from '@domain/shell/roles';
import { SUBSCRIPTION_ITEMS, SubscriptionType, type SubscriptionTypeValue } from '@domain/subscriptions/subscriptions';
import type { Database, Db, Tx } from '../../db/database';
import { minuteTickHandler, scheduleMinuteTick, type MinuteTick } from '../../jobs/minute-tick';
import type { JobHandler } from '../../jobs/worker';
import type { Jobs } from '../../plugins/jobs';
import { countMyOpenEvents, countUnassignedEvents, eventSumsBy } from '../events/events.public';
import type { NotificationEngine } from '../notifications/notifications.public';
import { countOrderView, orderStateCounts, orderSumsBy, type Viewer } from '../orders/read-models/orders-read-models.public';
import { digestSubscribers, type DigestSubscriber } from '../subscriptions/subscriptions.public';
import { claimDigest, notSentYet } from './digest.queries';
import { orderFilterOf } from './reports.queries';

export const DIGEST_TICK: MinuteTick = { kind: 'reports.digestTick', lock: 0x7e_71_d9 };

const LINKS: Record<SubscriptionTypeValue, string> = { 1: '/allOrder', 2: '/report/statistics' };
const TRIGGERS = { 1: Trigger.digestTodo, 2: Trigger.digestStatistics } as const;

/** What sending a digest needs: the database and the notification engine (its rules pick the channels). */
export interface DigestDeps {
  db: Database;
  notifications: Pick<NotificationEngine, 'notify'>;
}

async function todoLines(tx: Tx, viewer: Viewer, codes: Set<string>): Promise<DigestLine[]> {
  const lines: DigestLine[] = [];
  const states = codes.has('todo_accept_order') || codes.has('todo_serve_order') ? await orderStateCounts(tx, viewer) : null;
  if (codes.has('todo_accept_order')) lines.push({ code: 'todo_accept_order', text: `${states![OrderState.pendingAcceptance]}个` });
  if (codes.has('todo_assign_order')) lines.push({ code: 'todo_assign_order', text: `${await countOrderView(tx, viewer, OrderView.assign)}个` });
  if (codes.has('todo_serve_order'))
    lines.push({ code: 'todo_serve_order', text: `${states![OrderState.pendingPickup] + states![OrderState.pendingService] + states![OrderState.inService]}个` });
  if (codes.has('todo_overtime_order')) lines.push({ code: 'todo_overtime_order', text: `${await countOrderView(tx, viewer, OrderView.due)}个` });
  if (codes.has('todo_pending_event')) {
    const who = { enterpriseId: viewer.enterpriseId, userId: viewer.userId, role: viewer.role };
    lines.push({ code: 'todo_pending_event', text: `${(await countMyOpenEvents(tx, who)) + (await countUnassignedEvents(tx, who, 'undelivered'))}个` });
  }
  return lines;
}

async function statisticsLines(tx: Tx, viewer: Viewer, codes: Set<string>, now: Date): Promise<DigestLine[]> {
  const yesterday = quickRange('yesterday', now);
  const filter = orderFilterOf({ ...yesterday, orderType: [], serviceGroupId: [], staffId: [] });
  const [all] = await orderSumsBy(tx, viewer, filter, null, { evaluation: true, receipt: true });
  const f = figuresOf(all.sums);
  const lines: DigestLine[] = [];
  if (codes.has('stat_yesterday_orders')) lines.push({ code: 'stat_yesterday_orders', text: `新建${f.total}个，完成${f.completed}个，超时${f.overdue}个` });
  if (codes.has('stat_yesterday_events')) {
    const [events] = await eventSumsBy(tx, viewer.enterpriseId, { ...yesterday, templateIds: [], staffIds: [] }, null);
    lines.push({ code: 'stat_yesterday_events', text: `新建${events?.sums.total ?? 0}个，完成${events?.sums.completed ?? 0}个` });
  }
  if (codes.has('stat_staff_workload')) lines.push({ code: 'stat_staff_workload', text: `服务工时${f.serviceHours}小时` });
  if (codes.has('stat_customer_evaluation'))
    lines.push({ code: 'stat_customer_evaluation', text: f.evaluated ? `评价${f.evaluated}个，服务质量${f.quality}星，解决率${f.solvedRate}%` : '无评价' });
  return lines;
}

/**
 * Sends the due digests at `now` (the tick's clock): for each subscriber not yet sent today, the
 * send row and the notification (the digest trigger's rules: in-app notice, texts, host work
 * message) in one tenant transaction; the row's key makes a second worker's insert a no-op and a
 * rollback queues nothing, so each user gets each digest once a day. Returns the number sent.
 */
export async function sendDueDigests(deps: DigestDeps, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const database = deps.db;
  let sent = 0;
  const day = chinaDate(now);
  for (const type of dueDigests(now)) {
    // Only the users not yet sent today's digest: after the first minute of the window a tick reads none.
    const subscribers = await digestSubscribers(database.system, type, notSentYet(type, day));
    for (const s of subscribers) {
      try {
        if (await sendOne(deps, s, type, day, now)) sent += 1;
      } catch (error) {
        log?.error({ err: error, enterpriseId: s.enterpriseId, userId: s.userId, type }, 'digest not sent');
      }
    }
  }
  return sent;
}

function sendOne({ db, notifications }: DigestDeps, s: DigestSubscriber, type: SubscriptionTypeValue, day: string, now: Date): Promise<boolean> {
  return db.tenant(s.enterpriseId, async (tx) => {
    if (!(await claimDigest(tx, s, type, day))) return false;
    const off = new Set(s.off);
    const codes = new Set(SUBSCRIPTION_ITEMS[type].map((i) => i.code).filter((c) => !off.has(c)));
    const viewer: Viewer = { enterpriseId: s.enterpriseId, userId: s.userId, role: (s.role ?? Role.serviceStaff) as RoleType };
    const lines = type === SubscriptionType.todo ? await todoLines(tx, viewer, codes) : await statisticsLines(tx, viewer, codes, now);
    await notifications.notify(tx, {
      enterpriseId: s.enterpriseId,
      trigger: TRIGGERS[type],
      context: { recipients: { [DigestRecipient.subscriber]: [s.userId] }, values: { digestDay: day, digestContent: digestContent(type, lines) }, link: LINKS[type] },
    });
    return true;
  });
}

export const scheduleDigestTick = (db: Db, jobs: Pick<Jobs, 'enqueue'>, runAt: Date) => scheduleMinuteTick(db, jobs, DIGEST_TICK, runAt);

/** The once-a-minute digest check on the given clock (tests move it). */
export function digestTickHandler(deps: DigestDeps, jobs: Pick<Jobs, 'enqueue'>, clock?: () => Date): JobHandler {
  return minuteTickHandler(deps.db.system, jobs, DIGEST_TICK, async (now, log) => void (await sendDueDigests(deps, now, log)), clock);
}

