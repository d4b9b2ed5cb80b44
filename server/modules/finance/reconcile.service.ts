import { chinaMidnight } from '@domain/common/quick-ranges';
import { FinanceTexts, ReconcileState } from '@domain/finance/finance.constants';
import type { ReconcileBatchResult, ReconcileFilter, ReconcileMarkInput, ReconcileQuery, ReconcileRow } from '@domain/finance/finance.schemas';
import { toFen, toYuan } from '@domain/finance/money';
import { ReconcileOp, reconcileMachine, type ReconcileActor, type ReconcileOpValue } from '@domain/finance/reconcile.machine';
import type { Database, Executor } from '../../db/database';

import { AppError, enforce, notFound } from '../../lib/app-error';
import { lockOrderForFinance, logFinanceOperation, reachReconciliationDue } from '../orders/orders.public';
import { completedOrdersPage, countCompletedOrders, type CompletedOrderFilter } from '../orders/read-models/orders-read-models.public';
import { itemCollectedByOrder } from './receive.queries';
import { isReconciled, markReconciled, markReopened, reconcileRecords, reconcileStateIs } from './reconcile.queries';
import type { FinanceActor } from './receive.service';

/** 'YYYY-MM-DD' as China business midnight (whatever the server's zone); `nextDay` gives the end of that day (exclusive). */
export const day = (text: string, nextDay = false) => {
  const [y, m, d] = text.split('-').map(Number);
  return chinaMidnight(y, m, d + (nextDay ? 1 : 0));
};

const orderFilterOf = (f: ReconcileFilter): CompletedOrderFilter => ({
  completedFrom: f.finishStart ? day(f.finishStart) : undefined,
  completedUntil: f.finishEnd ? day(f.finishEnd, true) : undefined,
  customerId: f.customerId,
  customName: f.customName,
  userId: f.userId,
  orderTypeId: f.orderTypeId,
});

/** The fee guard the orders module runs (order row locked) before an order's fees or collection change. */
export async function reconciledFeeGuard(tx: Executor, enterpriseId: number, orderId: number): Promise<string | null> {
  return (await isReconciled(tx, enterpriseId, orderId)) ? FinanceTexts.frozen : null;
}

/** The reconciliation machine's verdict on a locked order: refused with its status and text, or nothing. */
async function decideReconciliation(tx: Executor, enterpriseId: number, order: { id: number; completed: boolean }, actor: ReconcileActor, op: ReconcileOpValue) {
  const state = (await isReconciled(tx, enterpriseId, order.id)) ? ReconcileState.reconciled : ReconcileState.open;
  const verdict = reconcileMachine.decide({ state, completed: order.completed }, actor, op);
  enforce(verdict);
}

/** Reconciliation of completed orders (/financeReconcile): list, mark in batches, reopen; a reconciled order's fees are frozen. */
export class ReconcileService {
  constructor(private readonly db: Database) {}

  list(enterpriseId: number, query: ReconcileQuery, viewer: ReconcileActor): Promise<ReconcileRow[]> {
    return this.db.tenantRead(enterpriseId, async (tx) => {
      const extra = query.state === undefined ? undefined : reconcileStateIs(enterpriseId, query.state);
      const orders = await completedOrdersPage(tx, enterpriseId, orderFilterOf(query), query, extra);
      const ids = orders.map((o) => o.id);
      const records = await reconcileRecords(tx, enterpriseId, ids);
      const itemCollected = await itemCollectedByOrder(tx, enterpriseId, ids);
      return orders.map((o) => {
        const r = records.get(o.id);
        const state = r?.state ?? ReconcileState.open;
        return {
          orderId: o.id,
          orderNo: o.orderNo,
          title: o.title,
          orderTypeId: o.templateId,
          customerId: o.customerId,
          customName: o.customName,
          ownerId: o.ownerId,
          completedAt: o.completedAt?.toISOString() ?? null,
          feesTotal: toYuan(toFen(o.feesTotal)),
          collected: toYuan(toFen(o.collected) + toFen(itemCollected.get(o.id) ?? '0')),
          paymentDone: o.paymentDone,
          state,
          operations: reconcileMachine.allowedOperations({ state, completed: true }, viewer),
          differenceAmount: r?.differenceAmount ?? null,
          differenceNote: r?.differenceNote ?? '',
          reconciledBy: r?.reconciledBy ?? null,
          reconciledAt: r?.reconciledAt?.toISOString() ?? null,
        };
      });
    });
  }

  count(enterpriseId: number, filter: ReconcileFilter): Promise<number> {
    return this.db.tenantRead(enterpriseId, (tx) =>
      countCompletedOrders(tx, enterpriseId, orderFilterOf(filter), filter.state === undefined ? undefined : reconcileStateIs(enterpriseId, filter.state)),
    );
  }

  /**
   * Marks each order reconciled in its own transaction with the order row locked (the same lock a
   * fee edit takes), so two finance users never both reconcile one order and no fee edit slips in
   * between; one refusal does not undo the others. When every order is refused, the first refusal is the answer.
   */
  async mark(actor: FinanceActor & ReconcileActor, input: ReconcileMarkInput): Promise<ReconcileBatchResult> {
    const { enterpriseId } = actor;
    const result: ReconcileBatchResult = { done: [], refused: [] };
    let first: AppError | null = null;
    const note = input.differenceNote;
    const amount = input.differenceAmount === undefined ? null : toYuan(toFen(input.differenceAmount));
    for (const orderId of [...new Set(input.orderIds)]) {
      try {
        await this.db.tenant(enterpriseId, async (tx) => {
          const order = await lockOrderForFinance(tx, enterpriseId, orderId);
          if (!order || order.deleted) throw notFound(FinanceTexts.orderNotFound);
          await decideReconciliation(tx, enterpriseId, order, actor, ReconcileOp.mark);
          await markReconciled(tx, enterpriseId, orderId, actor.userId, { amount, note });
          // Pick-up limit 9 (对账前) is met by the first reconciliation; reopening does not undo it.
          await reachReconciliationDue(tx, enterpriseId, orderId);
          const remark = [amount !== null && toFen(amount) !== 0 ? `差额 ${amount} 元` : '', note].filter(Boolean).join('；');
          await logFinanceOperation(tx, { enterpriseId, orderId, userId: actor.userId, op: 'reconcile', remark, after: { differenceAmount: amount, differenceNote: note } });
        });
        result.done.push(orderId);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        first ??= error;
        result.refused.push({ orderId, message: error.message });
      }
    }
    if (result.done.length === 0 && first) throw first;
    return result;
  }

  /** Finance opens a reconciled order again (its fees can change); the reason goes into the order's log. */
  reopen(actor: FinanceActor & ReconcileActor, orderId: number, reason: string): Promise<void> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const order = await lockOrderForFinance(tx, enterpriseId, orderId);
      if (!order || order.deleted) throw notFound(FinanceTexts.orderNotFound);
      await decideReconciliation(tx, enterpriseId, order, actor, ReconcileOp.reopen);
      await markReopened(tx, enterpriseId, orderId);
      await logFinanceOperation(tx, { enterpriseId, orderId, userId: actor.userId, op: 'reopenReconcile', remark: reason });
    });
  }
}
