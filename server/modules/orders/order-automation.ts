import { and, eq, inArray, isNull } from 'drizzle-orm';
import { OrderErrors } from '@domain/orders/errors';
import { OrderOp, OrderSource, OrderState } from '@domain/orders/order.constants';
import { CreateOrderSchema } from '@domain/orders/orders.schemas';
import type { RoleType } from '@domain/shell/roles';
import type { Executor, Tx } from '../../db/database';
import { orders } from '../../db/schema/orders';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { orderCopyInput } from './order-copy-input';
import { insertOrder } from './order-create';
import { operate, writeLog } from './order-operation';
import { diff, type OrderChanges, type OrderRecord } from './order-record';
import { findRecord, lockOrder } from './orders.queries';
import type { Notifier } from './order-runner';
import { newestFirst } from '../../db/order-by';

/** What automation (the triggers area) may do to an order and read of it. */

/** The order as automation reads it (conditions, previews), or undefined. */
export function orderForAutomation(tx: Executor, enterpriseId: number, orderId: number): Promise<OrderRecord | undefined> {
  return findRecord(tx, enterpriseId, orderId);
}

/** The enterprise's most recent live orders, newest first, of the given types (none = all). */
export function recentOrders(tx: Executor, enterpriseId: number, templateIds: readonly number[], limit: number): Promise<OrderRecord[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.enterpriseId, enterpriseId), isNull(orders.deletedAt), templateIds.length ? inArray(orders.templateId, [...templateIds]) : undefined))
    .orderBy(newestFirst(orders.id))
    .limit(limit);
}

export type Automation =
  | { kind: 'assignUser'; userId: number }
  | { kind: 'assignGroup' | 'putPool'; groupId: number | null }
  | { kind: 'setFields'; changes: Pick<OrderChanges, 'title' | 'priority' | 'description'>; values: Record<string, unknown> }
  | { kind: 'copyTo'; userIds: number[] };

const ASSIGNABLE: readonly number[] = [OrderState.pendingAssignment, OrderState.pendingPickup, OrderState.pendingService];
const POOLABLE: readonly number[] = [OrderState.pendingAssignment, OrderState.pendingPickup];
const SYSTEM = (enterpriseId: number) => ({ enterpriseId, userId: 0, role: 3 as RoleType });

/**
 * One automatic change to one order, logged without an operator. Dispatching goes through the
 * orders' own automatic operations (自动指派 / 自动放入公海, which set the time nodes); fields and
 * copy recipients are written here under the order's row lock. Refused (409) for an order whose
 * state does not allow it.
 */
export async function automateOrder(tx: Tx, enterpriseId: number, orderId: number, action: Automation, remark: string): Promise<OrderRecord> {
  const row = await lockOrder(tx, enterpriseId, orderId);
  if (!row || row.deletedAt) throw notFound(OrderErrors.notFound);
  if (action.kind === 'assignUser') {
    if (!ASSIGNABLE.includes(row.state)) throw new AppError(409, '工单当前状态不能指派');
    const { after } = await operate(tx, SYSTEM(enterpriseId), { id: orderId }, 'autoAssign', () => ({ state: OrderState.pendingPickup, ownerId: action.userId, collaboratorIds: [], inPool: false }), { remark });
    return after;
  }
  // An order still waiting for acceptance only gets its service group: it goes out once accepted.
  const groupOnly = action.kind === 'assignGroup' && row.state === OrderState.pendingAcceptance && !row.invalid;
  if (action.kind !== 'setFields' && action.kind !== 'copyTo' && !groupOnly) {
    if (!POOLABLE.includes(row.state)) throw new AppError(409, '工单当前状态不能放入公海');
    const groupId = action.groupId;
    const { after } = await operate(tx, SYSTEM(enterpriseId), { id: orderId }, 'autoPutPool', () => ({ state: OrderState.pendingAssignment, ownerId: null, inPool: true, poolGroupId: groupId, serviceGroupId: groupId ?? row.serviceGroupId }), { remark });
    return after;
  }
  const changes: OrderChanges =
    action.kind === 'copyTo'
      ? { copyUserIds: [...new Set([...row.copyUserIds, ...action.userIds])] }
      : action.kind === 'setFields'
        ? { ...action.changes, values: { ...(row.values as Record<string, unknown>), ...action.values } }
        : { serviceGroupId: action.groupId };
  const [after] = await tx
    .update(orders)
    .set({ ...changes, version: row.version + 1, updatedAt: new Date() })
    .where(and(eq(orders.enterpriseId, enterpriseId), eq(orders.id, orderId)))
    .returning();
  await writeLog(tx, { enterpriseId, orderId, op: action.kind === 'copyTo' ? 'copy' : 'edit', userId: null, ...diff(row, changes), remark });
  return after;
}

/** A follow-up order as a trigger asks for it: the type, the source's customer, and the mapped fields. */
export interface FollowUpOrder {
  templateId: number;
  customerId: number;
  title: string;
  description?: string;
  priority?: number;
  /** Custom values by field key. */
  values: Record<string, unknown>;
}

/**
 * A new order made by automation (触发器创建), logged without an operator or creator, with the remark
 * saying which trigger made it from which record. The type's form checks the values as for any order;
 * a bad value is a 400 naming the field.
 */
export async function createFollowUpOrder(tx: Tx, notifier: Notifier, enterpriseId: number, f: FollowUpOrder, remark: string): Promise<{ id: number; orderNo: string }> {
  const parsed = CreateOrderSchema.safeParse({ templateId: f.templateId, customerId: f.customerId, title: f.title, description: f.description, priority: f.priority, fields: f.values, source: OrderSource.manual });
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw badRequest(`${issue.path.join('.')}: ${issue.message}`);
  }
  const order = await insertOrder(tx, notifier, SYSTEM(enterpriseId), parsed.data, OrderOp.triggerCreate, remark);
  return { id: order.id, orderNo: order.orderNo };
}

/**
 * A copy of an order as 自动拆单 makes it: the same type, customer, contact, address, title, description,
 * priority, service item, times, pictures, tags and copy recipients, with the custom values given (its
 * own product). Made like a follow-up (触发器创建, no operator or creator), the remark naming the source.
 */
export async function createSplitCopy(tx: Tx, notifier: Notifier, source: OrderRecord, values: Record<string, unknown>, remark: string): Promise<{ id: number; orderNo: string }> {
  const input = CreateOrderSchema.parse({
    ...orderCopyInput(source),
    appointmentTime: source.appointmentTime ?? undefined,
    estimatedCompletion: source.estimatedCompletion ?? undefined,
    fields: values,
    source: source.source,
  });
  const order = await insertOrder(tx, notifier, SYSTEM(source.enterpriseId), input, OrderOp.triggerCreate, remark);
  return { id: order.id, orderNo: order.orderNo };
}
