import { and, asc, count, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { OrderState } from '@domain/orders/order.constants';
import type { Executor } from '../../../db/database';
import { orders as o } from '../../../db/schema/orders';

/** What dispatch reads of an order: where, what type, for whom, when, and its SLA's next node. */
const DISPATCH_FIELDS = {
  id: o.id,
  orderNo: o.orderNo,
  title: o.title,
  templateId: o.templateId,
  state: o.state,
  version: o.version,
  ownerId: o.ownerId,
  appointmentTime: o.appointmentTime,
  lng: o.lng,
  lat: o.lat,
  address: o.customAddress,
  customerName: o.customName,
  priority: o.priority,
  inPool: o.inPool,
  abnormal: sql<boolean>`${o.abnormalKind} is not null`.mapWith(Boolean),
  dueAt: sql<Date | null>`case when ${o.dueDoneAt} is null then ${o.dueAt} end`.mapWith(o.dueAt),
  createdAt: o.createdAt,
};
export interface DispatchOrder {
  id: number;
  orderNo: string;
  title: string;
  templateId: number;
  state: number;
  version: number;
  ownerId: number | null;
  appointmentTime: Date | null;
  lng: number | null;
  lat: number | null;
  address: string;
  customerName: string;
  priority: number;
  inPool: boolean;
  /** An abnormal request waits for a decision: the order's appointment cannot move until then. */
  abnormal: boolean;
  dueAt: Date | null;
  createdAt: Date;
}

const HELD = [OrderState.pendingPickup, OrderState.pendingService, OrderState.inService];
const live = (enterpriseId: number) => and(eq(o.enterpriseId, enterpriseId), isNull(o.deletedAt), eq(o.archived, false));

/** One order of the enterprise (any state), or undefined. */
export async function dispatchOrder(db: Executor, enterpriseId: number, id: number): Promise<DispatchOrder | undefined> {
  const [row] = await db.select(DISPATCH_FIELDS).from(o).where(and(live(enterpriseId), eq(o.id, id)));
  return row as DispatchOrder | undefined;
}

/** Held orders with an appointment in [from, to) (every owner, or those named), earliest first: the visits on the board and in a day. */
export async function appointedOrders(db: Executor, enterpriseId: number, from: Date, to: Date, ownerIds?: number[]): Promise<DispatchOrder[]> {
  if (ownerIds && ownerIds.length === 0) return [];
  const rows = await db
    .select(DISPATCH_FIELDS)
    .from(o)
    .where(and(live(enterpriseId), inArray(o.state, HELD), gte(o.appointmentTime, from), lt(o.appointmentTime, to), ownerIds ? inArray(o.ownerId, ownerIds) : undefined))
    .orderBy(asc(o.appointmentTime), asc(o.id));
  return rows as DispatchOrder[];
}

/** The visits the board shows: held orders of these owners with an appointment in [from, to). */
export interface AppointedSpan {
  from: Date;
  to: Date;
  ownerIds: number[];
}
const appointedIn = (enterpriseId: number, { from, to, ownerIds }: AppointedSpan) =>
  and(live(enterpriseId), inArray(o.state, HELD), gte(o.appointmentTime, from), lt(o.appointmentTime, to), inArray(o.ownerId, ownerIds.length > 0 ? ownerIds : [0]));

/** How many such visits there are (the dispatch plan's export). */
export async function countAppointedOrders(db: Executor, enterpriseId: number, span: AppointedSpan): Promise<number> {
  const [row] = await db.select({ n: count() }).from(o).where(appointedIn(enterpriseId, span));
  return Number(row.n);
}

/** A page of them by id (keyset), for an export that neither skips nor repeats rows. */
export async function appointedOrdersAfter(db: Executor, enterpriseId: number, span: AppointedSpan, afterId: number, limit: number): Promise<DispatchOrder[]> {
  const rows = await db.select(DISPATCH_FIELDS).from(o).where(and(appointedIn(enterpriseId, span), gt(o.id, afterId))).orderBy(asc(o.id)).limit(limit);
  return rows as DispatchOrder[];
}

/** Orders waiting for assignment and not in a pool, oldest SLA node first (at most `limit`). */
export async function waitingOrders(db: Executor, enterpriseId: number, limit: number): Promise<DispatchOrder[]> {
  const rows = await db
    .select(DISPATCH_FIELDS)
    .from(o)
    .where(and(live(enterpriseId), eq(o.state, OrderState.pendingAssignment), eq(o.inPool, false), eq(o.invalid, false)))
    .orderBy(sql`${o.dueAt} asc nulls last`, asc(o.id))
    .limit(limit);
  return rows as DispatchOrder[];
}
