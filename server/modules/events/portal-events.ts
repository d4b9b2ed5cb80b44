import { and, desc, eq, isNull } from 'drizzle-orm';
import { EVENT_STATE_NAMES, EventSource, EventState, type EventStateValue } from '@domain/events/events.constants';
import { CreateEventSchema } from '@domain/events/events.schemas';
import type { Executor, Tx } from '../../db/database';
import { events } from '../../db/schema/events';
import { users } from '../../db/schema/tenancy';
import { createEvent } from './create-event';
import type { Notifier } from './event-notify';

/** A customer's service request from the portal, as the portal lists it. */
export interface CustomerEventRow {
  id: number;
  code: string;
  title: string;
  description: string;
  state: EventStateValue;
  stateName: string;
  createdAt: Date;
  principalName: string | null;
  orderId: number | null;
}

/**
 * A request a customer reports in the customer portal becomes an event waiting for dispatch (source 2
 * 客户), with the portal account as its contact; dispatchers see it in 待分派事件. Used by the portal module.
 */
export async function createCustomerEvent(
  tx: Tx,
  notifications: Notifier,
  r: { enterpriseId: number; customerId: number; contactName: string; phone: string; description: string; customerProductId?: number; customerProductName?: string; productId?: number },
): Promise<{ id: number; code: string }> {
  const input = CreateEventSchema.parse({
    title: `门户报修：${r.description}`.slice(0, 50),
    description: r.description,
    source: EventSource.customer,
    customerId: r.customerId,
    custom_linkperson: r.contactName,
    custom_phone: r.phone,
    customerProductId: r.customerProductId,
    customerProductName: r.customerProductName,
    productId: r.productId,
  });
  const event = await createEvent(tx, notifications, { enterpriseId: r.enterpriseId, user: null }, input);
  return { id: event.id, code: event.code };
}

/** One customer's events, newest first: the portal reads nothing else. */
export async function customerEvents(tx: Executor, enterpriseId: number, customerId: number, limit = 100): Promise<CustomerEventRow[]> {
  const rows = await tx
    .select({
      id: events.id,
      code: events.code,
      title: events.title,
      description: events.description,
      state: events.state,
      createdAt: events.createdAt,
      principalName: users.name,
      orderId: events.orderId,
    })
    .from(events)
    .leftJoin(users, eq(users.id, events.principalUserId))
    .where(and(eq(events.enterpriseId, enterpriseId), eq(events.customerId, customerId), isNull(events.deletedAt)))
    .orderBy(desc(events.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, state: r.state as EventStateValue, stateName: EVENT_STATE_NAMES[r.state as EventStateValue] }));
}

/**
 * The customer withdraws a request nobody has taken up yet: an event still waiting for assignment is
 * closed (conditional on its state: of a dispatcher assigning it and the customer cancelling at once,
 * one wins). False when it is not the customer's, or no longer waiting.
 */
export async function closeCustomerEvent(tx: Tx, enterpriseId: number, customerId: number, id: number): Promise<boolean> {
  const now = new Date();
  const done = await tx
    .update(events)
    .set({ state: EventState.closed, stateEnteredAt: now, closedTime: now })
    .where(and(eq(events.enterpriseId, enterpriseId), eq(events.customerId, customerId), eq(events.id, id), eq(events.state, EventState.pendingAssignment), isNull(events.deletedAt)))
    .returning({ id: events.id });
  return done.length > 0;
}
