import { count } from 'drizzle-orm';
import { EVENT_STATES, statesMatching, type EventStateValue } from '@domain/events/events.constants';
import { EventFilterSchema } from '@domain/events/events.schemas';
import type { RoleType } from '@domain/shell/roles';
import type { Executor } from '../../db/database';
import { events } from '../../db/schema/events';
import { HANDLER_ROLES, VIEW_ALL_ROLES } from '@domain/events/event.machine';
import { countEvents, filterCondition, principalCondition, type Viewer } from './events.queries';

// Counts for other modules (the home page's to-do list and status statistics), each equal to the
// badge or list of the screen it opens.

export interface EventCounter {
  enterpriseId: number;
  userId: number;
  role: RoleType;
}

// The same rule as the event lists' viewer (events.service.ts), for a caller without a name.
const viewerOf = (who: EventCounter): Viewer => ({ userId: who.userId, seesAll: VIEW_ALL_ROLES.includes(who.role), handler: HANDLER_ROLES.includes(who.role) });

/** Events waiting for an owner that the user sees: /eventassigned ('undelivered') or /shelters ('shelter'). */
export function countUnassignedEvents(tx: Executor, who: EventCounter, scope: 'undelivered' | 'shelter'): Promise<number> {
  return countEvents(tx, filterCondition(who.enterpriseId, EventFilterSchema.parse({ scope }), viewerOf(who)));
}

/** The badge of 我的事件: events the user owns (or that are escalated to them) not yet ended. */
export function countMyOpenEvents(tx: Executor, who: EventCounter): Promise<number> {
  const states = statesMatching({ process_state: [0, 1], close_state: [0] });
  return countEvents(tx, principalCondition(who.enterpriseId, who.userId, states));
}

/** Per state, the events of /allEvent as the user sees them. */
export async function eventStateCounts(tx: Executor, who: EventCounter): Promise<Record<EventStateValue, number>> {
  const rows = await tx
    .select({ state: events.state, n: count() })
    .from(events)
    .where(filterCondition(who.enterpriseId, EventFilterSchema.parse({}), viewerOf(who)))
    .groupBy(events.state);
  const counts = Object.fromEntries(EVENT_STATES.map((s) => [s, 0])) as Record<EventStateValue, number>;
  for (const r of rows) counts[r.state as EventStateValue] = Number(r.n);
  return counts;
}
