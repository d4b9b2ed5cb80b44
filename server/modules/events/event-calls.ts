import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { OPEN_EVENT_STATES } from '@domain/events/events.constants';
import type { Executor } from '../../db/database';
import { events } from '../../db/schema/events';

/** What the call-centre area reads of events: a caller's open events, and the events made from call records. */
export const eventCalls = {
  openOfCustomer(tx: Executor, enterpriseId: number, customerId: number, limit = 20) {
    return tx
      .select({ id: events.id, code: events.code, title: events.title, state: events.state })
      .from(events)
      .where(and(eq(events.enterpriseId, enterpriseId), eq(events.customerId, customerId), isNull(events.deletedAt), inArray(events.state, OPEN_EVENT_STATES)))
      .orderBy(desc(events.id))
      .limit(limit);
  },
  async ofCallRecords(tx: Executor, enterpriseId: number, callRecordIds: number[]) {
    if (callRecordIds.length === 0) return [];
    return tx
      .select({ id: events.id, code: events.code, title: events.title, callRecordId: events.callRecordId })
      .from(events)
      .where(and(eq(events.enterpriseId, enterpriseId), isNull(events.deletedAt), inArray(events.callRecordId, callRecordIds)));
  },
};
