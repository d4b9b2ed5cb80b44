import { and, asc, eq, getTableColumns, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatDateTime } from '@domain/format/date';
import { Trigger } from '@domain/notifications/triggers';
import { OrderState } from '@domain/orders/order.constants';
import type { OrderTypeSettings } from '@domain/templates/order-types.schemas';
import { latestTimeNode, overrunSlaRule } from '@domain/templates/sla';
import { ORDER_TIME_NODE_NAMES } from '@domain/templates/template.constants';
import type { Database, Db } from '../../db/database';
import { jobs as jobRows, orders, orderTypes } from '../../db/schema';
import type { JobHandler } from '../../jobs/worker';
import type { Jobs } from '../../plugins/jobs';
import { notifyOrder } from './order-notify';
import { NODE_COLUMNS, type OrderRecord } from './order-record';

type Notifier = Parameters<typeof notifyOrder>[0];

export const ORDER_SLA_JOB = 'orders.sla_tick';
/** The tick serves every tenant; jobs need an enterprise, and 0 is none. */
const ALL_TENANTS = 0;
const TICK_LOCK = 0x7e_e7_02;
const TICK_MS = 60_000;
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
  for (;;) {
    const candidates = await db.system
      .select({ order: getTableColumns(orders), settings: orderTypes.settings })
      .from(orders)
      .innerJoin(orderTypes, eq(orderTypes.id, orders.templateId))
      .where(
        and(
          notInArray(orders.state, [OrderState.completed, OrderState.cancelled]),
          isNull(orders.deletedAt),
          eq(orders.invalid, false),
          sql`jsonb_array_length(coalesce(${orderTypes.settings} -> 'sla', '[]'::jsonb)) > 0`,
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

/** Queues the next tick unless one is already queued. */
export async function scheduleSlaTick(db: Db, jobs: Pick<Jobs, 'enqueue'>, runAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TICK_LOCK})`);
    const [queued] = await tx
      .select({ id: jobRows.id })
      .from(jobRows)
      .where(and(eq(jobRows.kind, ORDER_SLA_JOB), eq(jobRows.state, 'queued')))
      .limit(1);
    if (!queued) await jobs.enqueue(tx, { enterpriseId: ALL_TENANTS, kind: ORDER_SLA_JOB, payload: {}, runAt });
  });
}

/** The once-a-minute check on the given clock (tests move it); it queues its next run also after giving up. */
export function orderSlaHandler(db: Database, jobs: Pick<Jobs, 'enqueue'>, notifications: Notifier, clock: () => Date = () => new Date()): JobHandler {
  const next = () => new Date(clock().getTime() + TICK_MS);
  return {
    async run(_job, { log }) {
      const alerted = await alertOverrunOrders(db, notifications, clock(), log);
      if (alerted > 0) log.info({ alerted }, 'order SLA alerts sent');
      await scheduleSlaTick(db.system, jobs, next());
    },
    async onFailed() {
      await scheduleSlaTick(db.system, jobs, next());
    },
  };
}
