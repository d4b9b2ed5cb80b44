import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { CreateEventSchema } from '@domain/events/events.schemas';
import type { Executor, Tx } from '../../db/database';
import { events } from '../../db/schema/events';
import { badRequest } from '../../lib/app-error';
import { createEvent } from './create-event';
import type { Notifier } from './event-notify';

/**
 * An event as automation reads it: the keys the triggers area's conditions name (the same as an
 * order's where both have the field), the people a notice may go to, and the custom values.
 */
const automationColumns = {
  id: events.id,
  code: events.code,
  title: events.title,
  templateId: events.templateId,
  priority: events.priority,
  state: events.state,
  source: events.source,
  customName: events.customName,
  customAddress: events.customDetailAddr,
  description: events.description,
  ownerId: events.principalUserId,
  creatorId: events.createUserId,
  customerId: events.customerId,
  tagIds: events.labelIds,
  createdAt: events.createdAt,
  values: events.values,
};
export type EventForAutomation = Omit<{ [K in keyof typeof automationColumns]: (typeof automationColumns)[K]['_']['data'] }, 'values'> & {
  values: Record<string, unknown>;
};

/** The live event, or undefined once deleted or unknown. */
export async function eventForAutomation(tx: Executor, enterpriseId: number, eventId: number): Promise<EventForAutomation | undefined> {
  const [row] = await tx
    .select(automationColumns)
    .from(events)
    .where(and(eq(events.enterpriseId, enterpriseId), eq(events.id, eventId), isNull(events.deletedAt)));
  return row as EventForAutomation | undefined;
}

/** The enterprise's most recent live events, newest first, of the given templates (none = all): a trigger's preview. */
export async function recentEvents(tx: Executor, enterpriseId: number, templateIds: readonly number[], limit: number): Promise<EventForAutomation[]> {
  const rows = await tx
    .select(automationColumns)
    .from(events)
    .where(and(eq(events.enterpriseId, enterpriseId), isNull(events.deletedAt), templateIds.length ? inArray(events.templateId, [...templateIds]) : undefined))
    .orderBy(desc(events.id))
    .limit(limit);
  return rows as EventForAutomation[];
}

/** Event codes by id (a trigger's run list names its records). */
export async function eventCodes(tx: Executor, enterpriseId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: events.id, code: events.code })
    .from(events)
    .where(and(eq(events.enterpriseId, enterpriseId), inArray(events.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.code]));
}

/** A follow-up event as a trigger asks for it: the template, the source's customer (if any), and the mapped fields. */
export interface FollowUpEvent {
  templateId: number;
  customerId: number | null;
  title: string;
  description?: string;
  priority?: number;
  values: Record<string, unknown>;
}

/**
 * A new event made by automation, without a creator; its history's first line names `by` (the trigger
 * and the record it came from). A bad value is a 400 naming the field.
 */
export async function createFollowUpEvent(tx: Tx, notifier: Notifier, enterpriseId: number, f: FollowUpEvent, by: string): Promise<{ id: number; code: string }> {
  const parsed = CreateEventSchema.safeParse({ templateId: f.templateId, customerId: f.customerId ?? undefined, title: f.title, description: f.description, priority: f.priority, values: f.values });
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw badRequest(`${issue.path.join('.')}: ${issue.message}`);
  }
  const event = await createEvent(tx, notifier, { enterpriseId, user: null, by }, parsed.data);
  return { id: event.id, code: event.code };
}
