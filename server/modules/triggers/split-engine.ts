import { splitPlan, productName } from '@domain/triggers/order-split';
import { ORDER_OP_MOMENTS, Moment } from '@domain/triggers/triggers.constants';
import type { Database, Executor } from '../../db/database';
import type { JobHandler } from '../../jobs/worker';
import type { Jobs } from '../../plugins/jobs';
import type { NotificationEngine } from '../notifications/notifications.public';
import { automateOrder, createSplitCopy, orderForAutomation, registerOrderOperation } from '../orders/orders.public';
import { anyEnabledRule, claimSplit, enabledRuleOfType, recordCopies } from './split.queries';

/*
 * 自动拆单 runs as the triggers do: a new order's creation line enqueues one durable `triggers.split` job in
 * the creating transaction (only while the enterprise has an enabled rule), so it exists once the order
 * commits. The job splits the order in ONE transaction with its run row, whose unique key (the order) makes
 * a retried job do nothing. Copies are created as new orders, so triggers' 创建后 fires for each of them.
 */

export const SPLIT_JOB = 'triggers.split';

export interface SplitPayload {
  orderId: number;
}

/** Enqueues the split of every order created (any creation op: 创建后 in the triggers' moments). */
export function registerSplitHook(jobs: Pick<Jobs, 'enqueue'>): void {
  registerOrderOperation('orderSplit', async (tx: Executor, e) => {
    if (ORDER_OP_MOMENTS[e.op] !== Moment.afterCreate) return;
    if (!(await anyEnabledRule(tx, e.enterpriseId))) return;
    await jobs.enqueue(tx, { enterpriseId: e.enterpriseId, kind: SPLIT_JOB, payload: { orderId: e.orderId } satisfies SplitPayload });
  });
}

export function splitJobHandler(deps: { db: Database; notifications: NotificationEngine }): JobHandler<SplitPayload> {
  return { run: async (job) => void (await splitOrder(deps, job.enterpriseId, job.payload.orderId)) };
}

/** Splits one order by its type's enabled rule; answers the copies' numbers (none when there is nothing to split or it was split). */
export function splitOrder(deps: { db: Database; notifications: NotificationEngine }, enterpriseId: number, orderId: number): Promise<string[]> {
  return deps.db.tenant(enterpriseId, async (tx) => {
    const order = await orderForAutomation(tx, enterpriseId, orderId);
    if (!order || order.deletedAt) return [];
    const rule = await enabledRuleOfType(tx, enterpriseId, order.templateId);
    const plan = rule && splitPlan(order.values as Record<string, unknown>, rule.fieldKeys);
    if (!rule || !plan) return [];
    const runId = await claimSplit(tx, enterpriseId, rule.id, order.id, order.orderNo);
    if (runId === null) return [];
    const copies = [];
    for (const values of plan.copies) {
      const product = productName(String(values[rule.fieldKeys[0]]));
      copies.push(await createSplitCopy(tx, deps.notifications, order, values, `自动拆单（来源工单 ${order.orderNo}，产品 ${product}）`));
    }
    const numbers = copies.map((c) => c.orderNo);
    await automateOrder(tx, enterpriseId, order.id, { kind: 'setFields', changes: {}, values: plan.keep }, `自动拆单：拆出 ${numbers.join('、')}`);
    await recordCopies(tx, enterpriseId, runId, copies);
    return numbers;
  });
}
