import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { events } from '../../db/schema/events';

/** An event's code and owner (its principal; the person a DING about it goes to); null once deleted or unknown. */
export async function eventOwner(tx: Executor, enterpriseId: number, eventId: number) {
  const [row] = await tx
    .select({ id: events.id, code: events.code, ownerId: events.principalUserId })
    .from(events)
    .where(and(eq(events.enterpriseId, enterpriseId), eq(events.id, eventId), isNull(events.deletedAt)));
  return row ?? null;
}
