import { and, eq } from 'drizzle-orm';
import { OrderErrors } from '@domain/orders/errors';
import { ORDER_OP_NODES, type OrderOpCode } from '@domain/orders/order.constants';
import { orderMachine, PORTAL_CUSTOMER, type ButtonOp, type MachineActor } from '@domain/orders/order.machine';
import type { RoleType } from '@domain/shell/roles';
import type { Executor, Tx } from '../../db/database';
import { orderLogs, orders } from '../../db/schema/orders';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { groupIdsOfMember } from '../catalogue/catalogue.public';
import { orderOperated } from './order-operation-hooks';
import { diff, machineOrder, NODE_COLUMNS, type OrderChanges, type OrderRecord } from './order-record';
import { pendingStepsOf } from './order-progress-steps';
import { checkOrdersVisible, lockOrder } from './orders.queries';

export interface OrderActor {
  enterpriseId: number;
  userId: number;
  role: RoleType;
}

/** A customer in the customer portal acting on an order of their own customer: no staff user, the machine's customer role. */
export interface CustomerActor {
  enterpriseId: number;
  customerId: number;
}
const CUSTOMER_MACHINE_ACTOR: MachineActor = { userId: 0, role: PORTAL_CUSTOMER };

export interface Target {
  id: number;
  /** The version the user saw; a different stored version means someone else acted first (409). */
  version?: number;
}

/** Operations the system runs on its own (no button, no role check). */
type SystemOp = Extract<OrderOpCode, 'autoAssign' | 'autoPutPool' | 'handover' | 'create'>;

/** The operation, or how to pick it from the stored order (assign or reassign by its state). */
export type OpChoice = ButtonOp | SystemOp | ((row: OrderRecord) => ButtonOp | SystemOp);

export interface Applied {
  before: OrderRecord;
  after: OrderRecord;
  op: ButtonOp | SystemOp;
}

/** Writes one timeline entry and announces it to the order-operation hooks (order-automation.ts). */
export async function writeLog(
  tx: Executor,
  entry: { enterpriseId: number; orderId: number; op: OrderOpCode; userId: number | null; before?: object; after?: object; remark?: string; node?: number | null },
): Promise<void> {
  const [log] = await tx.insert(orderLogs).values({
    enterpriseId: entry.enterpriseId,
    orderId: entry.orderId,
    op: entry.op,
    node: entry.node === undefined ? ORDER_OP_NODES[entry.op] : entry.node,
    userId: entry.userId,
    before: entry.before ?? {},
    after: entry.after ?? {},
    remark: entry.remark ?? '',
  }).returning({ id: orderLogs.id });
  await orderOperated(tx, { enterpriseId: entry.enterpriseId, orderId: entry.orderId, op: entry.op, logId: log.id });
}

export async function machineActor(tx: Executor, actor: OrderActor, withGroups = false): Promise<MachineActor> {
  return { userId: actor.userId, role: actor.role, groupIds: withGroups ? await groupIdsOfMember(tx, actor.enterpriseId, actor.userId) : [] };
}

/**
 * Runs one operation on one order: locks the row (a concurrent operation waits and then sees this
 * one's result), checks the version and the state machine, applies the change, sets the time node,
 * bumps the version and writes the timeline entry with what changed. A refusal throws and the
 * caller's transaction rolls back, so nothing changes.
 */
export async function operate(
  tx: Tx,
  actor: OrderActor | CustomerActor,
  target: Target,
  opOf: OpChoice,
  change: (row: OrderRecord) => OrderChanges | Promise<OrderChanges>,
  options: { remark?: string; extraNodes?: number[] } = {},
): Promise<Applied> {
  const { enterpriseId } = actor;
  const row = await lockOrder(tx, enterpriseId, target.id);
  if (!row) throw notFound(OrderErrors.notFound);
  const op = typeof opOf === 'function' ? opOf(row) : opOf;
  const staff = 'customerId' in actor ? null : actor;
  // A customer sees only their customer's live orders; another's is as good as missing.
  if (!staff) {
    if (row.customerId !== (actor as CustomerActor).customerId || row.deletedAt) throw notFound(OrderErrors.notFound);
  }
  // Grabbing is decided by the pool itself: the loser of a race is told the order was taken (409), not that it is gone.
  else if (!isSystemOp(op) && op !== 'grab') await checkOrdersVisible(tx, staff, [row.id]);
  if (target.version !== undefined && target.version !== row.version) throw conflict(OrderErrors.stale);
  if (!isSystemOp(op)) {
    // Completion waits for the order type's process steps: only these operations load them.
    const pendingSteps = op === 'complete' || op === 'applyComplete' ? await pendingStepsOf(tx, row) : undefined;
    const who = staff ? await machineActor(tx, staff, op === 'grab') : CUSTOMER_MACHINE_ACTOR;
    const verdict = orderMachine.decide({ ...machineOrder(row), pendingSteps }, who, op);
    if (!verdict.ok) throw new AppError(verdict.status, verdict.message);
  }
  const now = new Date();
  const changes: OrderChanges = { ...(await change(row)) };
  const nodes = [ORDER_OP_NODES[op], ...(options.extraNodes ?? [])].filter((n): n is NonNullable<typeof n> => n !== null);
  for (const node of nodes) {
    (changes as Record<string, unknown>)[NODE_COLUMNS[node as keyof typeof NODE_COLUMNS]] = now;
    if (row.dueNode === node && !row.dueDoneAt) changes.dueDoneAt = now;
  }
  const [after] = await tx
    .update(orders)
    .set({ ...changes, version: row.version + 1, updatedAt: now })
    .where(and(eq(orders.enterpriseId, enterpriseId), eq(orders.id, row.id)))
    .returning();
  const changed = diff(row, changes);
  await writeLog(tx, { enterpriseId, orderId: row.id, op, userId: !staff || isAutomatic(op) ? null : staff.userId, ...changed, remark: options.remark });
  return { before: row, after, op };
}

/** What the system did on its own is logged without an operator. */
const isAutomatic = (op: string) => op === 'autoAssign' || op === 'autoPutPool';

function isSystemOp(op: string): op is SystemOp {
  return op === 'autoAssign' || op === 'autoPutPool' || op === 'handover' || op === 'create';
}
