import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { EVENT_OP_NAMES, EVENT_STATE_NAMES, EventOp, type EventOpValue, type EventStateValue } from '@domain/events/events.constants';
import type { PortalEventDetail, PortalEventRow } from '@domain/portal/portal.schemas';
import type { Executor } from '../../db/database';
import { eventMessages, events } from '../../db/schema/events';
import { eventTemplateQueries } from '../templates/templates.public';
import { userNames } from '../users/users.public';

/*
 * What the customer portal reads of events (我的事件): a customer's own live events, never another
 * customer's. Every call names the enterprise and the customer; another's event is "not found".
 */

/** How much of the description the list shows. */
const EXCERPT = 60;
/**
 * The history lines a customer reads, by their operation's name only: the lines' texts name staff and carry
 * their remarks, and escalation, copying and overdue notices are the service provider's own business.
 */
const CUSTOMER_STEPS: ReadonlySet<EventOpValue> = new Set([
  EventOp.create,
  EventOp.claim,
  EventOp.dispatch,
  EventOp.redispatch,
  EventOp.start,
  EventOp.pause,
  EventOp.resume,
  EventOp.complete,
  EventOp.close,
  EventOp.createOrder,
]);

type EventRecord = typeof events.$inferSelect;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text);

async function portalRows(tx: Executor, enterpriseId: number, rows: EventRecord[]): Promise<PortalEventRow[]> {
  if (rows.length === 0) return [];
  const handlers = [...new Set(rows.flatMap((r) => (r.principalUserId == null ? [] : [r.principalUserId])))];
  const names = new Map((await userNames(tx, enterpriseId, handlers)).map((u) => [u.id, u.name]));
  const types = new Map((await eventTemplateQueries.find(tx, enterpriseId, [...new Set(rows.map((r) => r.templateId))])).map((t) => [t.id, t.name]));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    typeName: types.get(r.templateId) ?? '',
    state: r.state,
    stateName: EVENT_STATE_NAMES[r.state as EventStateValue],
    title: r.title,
    excerpt: excerpt(r.description),
    createdAt: r.createdAt.toISOString(),
    handlerName: r.principalUserId == null ? null : (names.get(r.principalUserId) ?? null),
  }));
}

const ofCustomer = (enterpriseId: number, customerId: number) => and(eq(events.enterpriseId, enterpriseId), eq(events.customerId, customerId), isNull(events.deletedAt));

/** The customer's live events, newest first, as the portal's 我的事件 lists them. */
export async function customerEvents(tx: Executor, enterpriseId: number, customerId: number, limit: number): Promise<PortalEventRow[]> {
  const rows = await tx.select().from(events).where(ofCustomer(enterpriseId, customerId)).orderBy(desc(events.id)).limit(limit);
  return portalRows(tx, enterpriseId, rows);
}

/** One of the customer's live events with the progress a customer reads; undefined when it is not theirs. */
export async function customerEvent(tx: Executor, enterpriseId: number, customerId: number, eventId: number): Promise<PortalEventDetail | undefined> {
  const [row] = await tx.select().from(events).where(and(ofCustomer(enterpriseId, customerId), eq(events.id, eventId)));
  if (!row) return undefined;
  const [shown] = await portalRows(tx, enterpriseId, [row]);
  const lines = await tx
    .select({ op: eventMessages.op, createdAt: eventMessages.createdAt })
    .from(eventMessages)
    .where(and(eq(eventMessages.enterpriseId, enterpriseId), eq(eventMessages.eventId, eventId)))
    .orderBy(asc(eventMessages.id));
  const steps = lines.filter((l) => CUSTOMER_STEPS.has(l.op as EventOpValue)).map((l) => ({ opName: EVENT_OP_NAMES[l.op as EventOpValue], createdAt: l.createdAt.toISOString() }));
  return { ...shown, description: row.description, steps };
}
