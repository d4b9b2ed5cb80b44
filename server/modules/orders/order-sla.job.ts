import { and, asc, eq, getTableColumns, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatDateTime } from '@domain/format/date';
import { Trigger } from '@domain/notifications/triggers';
import { OrderState } from '@domain/orders/order.constants';
import type { OrderTypeSettings } from '@domain/templates/order-types.schemas';
import { latestTimeNode, overrunSlaRule } from '@domain/templates/sla';
import { ORDER_TIME_NODE_NAMES } from '@domain/templates/template.constants';
import type { Database, Db } from '../../db/database';
import { orders } from '../../db/schema/orders';
import { minuteTickHandler, scheduleMinuteTick, type MinuteTick } from '../../jobs/minute-tick';
import type { JobHandler } from '../../jobs/worker';
import type { Jobs } from '../../plugins/jobs';
import { orderTypeSettingsOf } from '../templates/templates.public';
import { notifyOrder } from './order-notify';
import { NODE_COLUMNS, type OrderRecord } from './order-record';
import { foldStateCounters } from './orders.queries';

type Notifier = Parameters<typeof notifyOrder>[0];

export const ORDER_SLA_JOB = 'orders.sla_tick';
const TICK_LOCK = 0x7e_e7_02;
const BATCH = 200;

const nodeTimes = (order: OrderRecord) => Object.values(NODE_COLUMNS).map((column) => order[column]);
/** When the order last reached a time node: an alert older than that belongs to an earlier node. */
const latestNodeSql = sql`greatest(${sql.join(
  Object.values(NODE_COLUMNS).map((column) => orders[column]),
  sql`, `,
)})`;

/**
 * Alerts the open orders that overran their order type's SLA rule for the time node they reached
 * last (工单SLA预警 to the recipients the rule names), once per node reached: the claim only succeeds
 * while the order's alert mark is still the one read. Returns how many were alerted.
 */
export async function alertOverrunOrders(db: Database, notifications: Notifier, now: Date, log?: FastifyBaseLogger): Promise<number> {
  let alerted = 0;
  let afterId = 0;
  const typeSettings = orderTypeSettingsOf(orders.templateId);
  for (;;) {
    const candidates = await db.system
      .select({ order: getTableColumns(orders), settings: typeSettings })
      .from(orders)
      .where(
        and(
          notInArray(orders.state, [OrderState.completed, OrderState.cancelled]),
          isNull(orders.deletedAt),
          eq(orders.invalid, false),
          sql`jsonb_array_length(coalesce(${typeSettings} -> 'sla', '[]'::jsonb)) > 0`,
          or(isNull(orders.slaAlertedAt), sql`${orders.slaAlertedAt} < ${latestNodeSql}`),
          sql`${orders.id} > ${afterId}`,
        ),
      )
      .orderBy(asc(orders.id))
      .limit(BATCH);
    for (const { order, settings } of candidates) {
      const overrun = overrunSlaRule(nodeTimes(order), (settings as OrderTypeSettings).sla ?? [], now);
      if (!overrun) continue;
      try {
        if (await alertOne(db, notifications, order, overrun.rule.notify, now)) alerted++;
      } catch (error) {
        log?.warn({ err: error, orderId: order.id }, 'order SLA alert not sent');
      }
    }
    if (candidates.length < BATCH) return alerted;
    afterId = candidates[candidates.length - 1].order.id;
  }
}

function alertOne(db: Database, notifications: Notifier, read: OrderRecord, notify: readonly number[], now: Date): Promise<boolean> {
  return db.tenant(read.enterpriseId, async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ slaAlertedAt: now })
      .where(
        and(
          eq(orders.enterpriseId, read.enterpriseId),
          eq(orders.id, read.id),
          read.slaAlertedAt ? eq(orders.slaAlertedAt, read.slaAlertedAt) : isNull(orders.slaAlertedAt),
          eq(orders.version, read.version),
        ),
      )
      .returning();
    if (!order) return false;
    const stage = latestTimeNode(nodeTimes(order));
    await notifyOrder(notifications, tx, order, Trigger.orderSlaAlert, { userId: null }, {
      only: notify,
      values: {
        action: '超时',
        slaAlertType: '工单超时',
        slaAlertStage: stage ? ORDER_TIME_NODE_NAMES[stage.node] : '',
        slaAlertTime: formatDateTime(now),
      },
    });
    return true;
  });
}

const TICK: MinuteTick = { kind: ORDER_SLA_JOB, lock: TICK_LOCK };

/** Queues the next check unless one is already queued. */
export const scheduleSlaTick = (db: Db, jobs: Pick<Jobs, 'enqueue'>, runAt: Date) => scheduleMinuteTick(db, jobs, TICK, runAt);

/** The once-a-minute order upkeep on the given clock (tests move it): SLA alerts, and folding the state counters. */
export function orderSlaHandler(db: Database, jobs: Pick<Jobs, 'enqueue'>, notifications: Notifier, clock?: () => Date): JobHandler {
  return minuteTickHandler(
    db.system,
    jobs,
    TICK,
    async (now, log) => {
      const alerted = await alertOverrunOrders(db, notifications, now, log);
      if (alerted > 0) log.info({ alerted }, 'order SLA alerts sent');
      await foldStateCounters(db.system);
    },
    clock,
  );
}
