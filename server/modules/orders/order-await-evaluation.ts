import { OrderOp, OrderState } from '@domain/orders/order.constants';
import { TemplateKind } from '@domain/templates/template.constants';
import type { Tx } from '../../db/database';
import { writeLog } from './order-operation';
import type { OrderRecord } from './order-record';

/**
 * A completed order not yet evaluated says whose evaluation it waits for (spec part 1 section 4,
 * "completed waiting for evaluation (external and internal)"): the customer's for an external order,
 * the creator's for an internal one. The system writes it, so the entry has no operator.
 */
export async function logAwaitingEvaluation(tx: Tx, order: OrderRecord): Promise<void> {
  if (order.state !== OrderState.completed || order.evaluated) return;
  const op = order.kind === TemplateKind.internal ? OrderOp.awaitEvaluationInternal : OrderOp.awaitEvaluationExternal;
  await writeLog(tx, { enterpriseId: order.enterpriseId, orderId: order.id, op, userId: null });
}
