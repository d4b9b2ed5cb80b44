import { and, eq, isNull } from 'drizzle-orm';
import { OrderState, RECONCILIATION_DUE_NODE, type OrderOpCode } from '@domain/orders/order.constants';
import type { Executor, Tx } from '../../db/database';
import { orders as o } from '../../db/schema/orders';
import { writeLog } from './order-operation';
import { findRecord, lockOrder } from './orders.queries';

/*
 * What the finance area does to orders (it never touches the orders' tables): the row lock that
 * serialises a reconciliation with fee edits, the facts it decides on, the log entry of a
 * reconciliation and the pick-up limit it meets. What it reads of orders is in read-models/.
 */
/** The facts of an order finance decides on, read with the row locked (FOR UPDATE) until the transaction ends. */
export interface FinanceOrderFacts {
  id: number;
  orderNo: string;
  templateId: number;
  state: number;
  completed: boolean;
  deleted: boolean;
  /** The owner and collaborators: who serve the order. */
  servedBy: number[];
}

export async function lockOrderForFinance(tx: Executor, enterpriseId: number, orderId: number): Promise<FinanceOrderFacts | undefined> {
  return factsOf(await lockOrder(tx, enterpriseId, orderId));
}

/** The same facts without a lock (for reading). */
export async function orderFinanceFacts(tx: Executor, enterpriseId: number, orderId: number): Promise<FinanceOrderFacts | undefined> {
  return factsOf(await findRecord(tx, enterpriseId, orderId));
}

function factsOf(row: Awaited<ReturnType<typeof findRecord>>): FinanceOrderFacts | undefined {
  if (!row) return undefined;
  return {
    id: row.id,
    orderNo: row.orderNo,
    templateId: row.templateId,
    state: row.state,
    completed: row.state === OrderState.completed,
    deleted: row.deletedAt !== null,
    servedBy: [...(row.ownerId === null ? [] : [row.ownerId]), ...row.collaboratorIds],
  };
}

/** Writes a finance operation (reconcile, reopen) into the order's log. */
export async function logFinanceOperation(
  tx: Tx,
  entry: { enterpriseId: number; orderId: number; userId: number; op: Extract<OrderOpCode, 'reconcile' | 'reopenReconcile'>; remark: string; after?: object },
): Promise<void> {
  await writeLog(tx, { ...entry, node: null });
}

/** Finance reconciled the order: a pick-up limit that waits for reconciliation (option 9) is met now, if not met before. */
export async function reachReconciliationDue(tx: Executor, enterpriseId: number, orderId: number): Promise<void> {
  const now = new Date();
  await tx
    .update(o)
    .set({ dueDoneAt: now, updatedAt: now })
    .where(and(eq(o.enterpriseId, enterpriseId), eq(o.id, orderId), eq(o.dueNode, RECONCILIATION_DUE_NODE), isNull(o.dueDoneAt)));
}
