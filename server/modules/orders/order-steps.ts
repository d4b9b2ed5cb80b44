import { OrderOp, OrderState } from '@domain/orders/order.constants';
import type { EvaluateInput } from '@domain/orders/orders.schemas';
import { insertEvaluation } from './order-finish.queries';
import type { OrderChanges } from './order-record';
import type { Step } from './order-runner';

/** Steps the staff screens and the customer portal both run on an order. */

/** What cancelling (取消工单, 门户取消) changes: the order leaves the pool and any approval. */
export const cancelledChanges = (reason: string): OrderChanges => ({ state: OrderState.cancelled, cancelReason: reason, inPool: false, examineType: null });

/** The evaluation (评价): solved, four stars, suggestion and images kept beside the order; `userId` null when the customer evaluates. */
export function evaluationStep(input: Omit<EvaluateInput, 'id' | 'version'>, userId: number | null): Step {
  return {
    op: OrderOp.evaluate,
    change: () => ({ evaluated: true }),
    remark: input.suggestion,
    effect: async (tx, { after }) => {
      await insertEvaluation(tx, { enterpriseId: after.enterpriseId, orderId: after.id }, {
        solved: input.solved,
        quality: input.quality,
        attitude: input.attitude,
        speed: input.speed,
        solveRate: input.solveRate,
        suggestion: input.suggestion,
        images: input.images,
        userId,
      });
    },
  };
}
