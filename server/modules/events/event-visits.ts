import { and, asc, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { EventState } from '@domain/events/events.constants';
import type { Executor } from '../../db/database';
import { events } from '../../db/schema/events';

/** A completed event as the return-visit plans read it (they never query the events table themselves). */
export interface FinishedEvent {
  id: number;
  code: string;
  title: string;
  finishedAt: Date;
  customerId: number;
  customerName: string;
  contactName: string;
  contactPhone: string;
  ownerId: number | null;
}

/**
 * Completed, live events of a customer completed after `after` and by `until`, oldest first, of the
 * given event templates (none: every template). An event without a customer has nobody to visit.
 */
export async function finishedEventsBetween(tx: Executor, enterpriseId: number, after: Date, until: Date, templateIds: number[], limit: number): Promise<FinishedEvent[]> {
  const rows = await tx
    .select({
      id: events.id,
      code: events.code,
      title: events.title,
      finishedAt: events.completeTime,
      customerId: events.customerId,
      customerName: events.customName,
      contactName: events.customLinkperson,
      contactPhone: events.customPhone,
      ownerId: events.principalUserId,
    })
    .from(events)
    .where(
      and(
        eq(events.enterpriseId, enterpriseId),
        eq(events.state, EventState.completed),
        isNull(events.deletedAt),
        isNotNull(events.customerId),
        gt(events.completeTime, after),
        lte(events.completeTime, until),
        templateIds.length > 0 ? inArray(events.templateId, templateIds) : undefined,
      ),
    )
    .orderBy(asc(events.completeTime), asc(events.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, finishedAt: r.finishedAt!, customerId: r.customerId! }));
}
