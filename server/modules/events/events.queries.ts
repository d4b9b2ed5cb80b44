import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EventFilter, EventTimeRange } from '@domain/events/events.schemas';
import { EventState, statesMatching, type EventOpValue, type EventStateValue } from '@domain/events/events.constants';
import type { Paging } from '@domain/common/paging';
import type { Executor } from '../../db/database';
import { eventMessages, events } from '../../db/schema/events';
import { anyOf, timeRangeConditions } from '../../lib/filter-conditions';
import { eventOperated } from './event-operation-hooks';

export type EventRecord = typeof events.$inferSelect;
export type EventChanges = Partial<Omit<typeof events.$inferInsert, 'id' | 'enterpriseId'>>;

/** Who is listing: their id, and whether they see every event or only their own and the shelter. */
export interface Viewer {
  userId: number;
  seesAll: boolean;
  handler: boolean;
}

const live = (enterpriseId: number) => and(eq(events.enterpriseId, enterpriseId), isNull(events.deletedAt));
const like = (column: Parameters<typeof ilike>[0], value: string | undefined) =>
  value ? ilike(column, `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
const hasAny = (column: typeof events.labelIds, ids: readonly number[]) =>
  ids.length ? sql`${column} && ${sql.raw(`'{${ids.map(Number).join(',')}}'`)}::bigint[]` : undefined;
const involves = (userId: number) =>
  or(
    eq(events.createUserId, userId),
    eq(events.principalUserId, userId),
    eq(events.toUpgradeUserId, userId),
    sql`${userId}::bigint = any(${events.collaboratorIds})`,
  );

const TIME_COLUMNS: Record<EventTimeRange, AnyPgColumn> = {
  createTime: events.createdAt,
  dispatchTime: events.dispatchTime,
  upgradeTime: events.upgradeTime,
  startTime: events.startTime,
  closedTime: events.closedTime,
  completeTime: events.completeTime,
};

/** The states left by the state filter and the flag filters together. */
function stateCondition(f: EventFilter): SQL | undefined {
  const byFlags = statesMatching({
    process_state: f.processStates,
    dispatch_state: f.dispatch_state,
    close_state: f.close_state,
    pause_state: f.pause_state,
    upgrade_state: f.upgrade_state,
  });
  const states: EventStateValue[] = f.event_states.length ? byFlags.filter((s) => f.event_states.includes(s)) : byFlags;
  return inArray(events.state, states.length ? states : [-1]);
}

function scopeCondition(f: EventFilter, viewer: Viewer): SQL | undefined {
  const visible = viewer.seesAll ? undefined : or(involves(viewer.userId), viewer.handler ? eq(events.state, EventState.pendingAssignment) : undefined);
  switch (f.scope) {
    case 'mine':
      return involves(viewer.userId);
    case 'undelivered':
    case 'shelter':
      return and(eq(events.state, EventState.pendingAssignment), visible);
    default:
      return visible;
  }
}

export function filterCondition(enterpriseId: number, f: EventFilter, viewer: Viewer): SQL | undefined {
  return and(
    live(enterpriseId),
    scopeCondition(f, viewer),
    stateCondition(f),
    f.keyword ? or(like(events.title, f.keyword), like(events.code, f.keyword), like(events.customName, f.keyword), like(events.customPhone, f.keyword)) : undefined,
    like(events.customName, f.custom_name),
    like(events.customLinkperson, f.custom_linkperson),
    like(events.customPhone, f.custom_phone),
    like(events.customDetailAddr, f.custom_detail_addr),
    like(events.mapName, f.map_name),
    f.customerId ? eq(events.customerId, f.customerId) : undefined,
    f.fk_t_ep_event_tmpl_id ? eq(events.templateId, f.fk_t_ep_event_tmpl_id) : undefined,
    hasAny(events.labelIds, f.event_label),
    anyOf(events.createUserId, f.fk_t_create_user_id),
    anyOf(events.dispatchUserId, f.fk_t_dispatch_user_id),
    anyOf(events.principalUserId, f.fk_t_principal_user_id),
    anyOf(events.upgradeUserId, f.fk_t_upgrade_user_id),
    anyOf(events.toUpgradeUserId, f.fk_t_to_upgrade_user_id),
    anyOf(events.startUserId, f.fk_t_start_user_id),
    anyOf(events.closedUserId, f.fk_t_closed_user_id),
    anyOf(events.completeUserId, f.fk_t_complete_user_id),
    anyOf(events.priority, f.priority),
    f.eventDue === undefined ? undefined : eq(events.overdue, f.eventDue === 1),
    f.service_id ? eq(events.serviceItemId, f.service_id) : undefined,
    ...timeRangeConditions(TIME_COLUMNS, f),
  );
}

export function listEvents(tx: Executor, where: SQL | undefined, sortType: number, paging: Paging): Promise<EventRecord[]> {
  const order = sortType === 2 ? [asc(events.createdAt), asc(events.id)] : [desc(events.createdAt), desc(events.id)];
  return tx
    .select()
    .from(events)
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
}

export async function countEvents(tx: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(events).where(where);
  return row.n;
}

/** The caller's to-do: events they own, and escalated ones waiting on them. */
export function principalCondition(enterpriseId: number, userId: number, states: EventStateValue[]): SQL | undefined {
  return and(
    live(enterpriseId),
    inArray(events.state, states.length ? states : [-1]),
    or(eq(events.principalUserId, userId), and(eq(events.toUpgradeUserId, userId), eq(events.state, EventState.escalated))),
  );
}

export async function findEvent(tx: Executor, enterpriseId: number, id: number, lock = false): Promise<EventRecord | undefined> {
  const query = tx.select().from(events).where(and(live(enterpriseId), eq(events.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findEvents(tx: Executor, enterpriseId: number, ids: number[]): Promise<EventRecord[]> {
  if (ids.length === 0) return [];
  return tx.select().from(events).where(and(live(enterpriseId), inArray(events.id, ids))).for('update');
}

export async function insertEvent(tx: Executor, row: typeof events.$inferInsert): Promise<EventRecord> {
  const [inserted] = await tx.insert(events).values(row).returning();
  return inserted;
}

/** Changes an event; a new state also restarts the stage clock (the overdue check counts from there). */
export async function updateEvent(tx: Executor, enterpriseId: number, id: number, changes: EventChanges, now: Date): Promise<EventRecord> {
  const stateChange = changes.state !== undefined ? { stateEnteredAt: now } : {};
  const [row] = await tx
    .update(events)
    .set({ ...changes, ...stateChange })
    .where(and(eq(events.enterpriseId, enterpriseId), eq(events.id, id)))
    .returning();
  return row;
}

/** Writes one line of the event's message list and announces the operation (triggers wait on it). */
export async function insertMessage(tx: Executor, row: typeof eventMessages.$inferInsert): Promise<void> {
  const [{ id }] = await tx.insert(eventMessages).values(row).returning({ id: eventMessages.id });
  await eventOperated(tx, { enterpriseId: row.enterpriseId, eventId: row.eventId, op: row.op as EventOpValue, messageId: id });
}

export function listMessages(tx: Executor, enterpriseId: number, eventId: number) {
  return tx
    .select()
    .from(eventMessages)
    .where(and(eq(eventMessages.enterpriseId, enterpriseId), eq(eventMessages.eventId, eventId)))
    .orderBy(asc(eventMessages.id));
}

/** Events a user holds as owner, collaborator or escalated person, still open (the handover moves them). */
export function openEventsHeldBy(tx: Executor, enterpriseId: number, userId: number): Promise<EventRecord[]> {
  return tx
    .select()
    .from(events)
    .where(
      and(
        live(enterpriseId),
        inArray(events.state, [1, 2, 3, 4, 5]),
        or(eq(events.principalUserId, userId), eq(events.toUpgradeUserId, userId), sql`${userId}::bigint = any(${events.collaboratorIds})`),
      ),
    )
    .for('update');
}
