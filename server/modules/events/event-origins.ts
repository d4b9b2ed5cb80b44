import type { RoleType } from '@domain/shell/roles';
import type { Tx } from '../../db/database';

/**
 * A record an event can be made from that lives in an area above events (an online chat session): inside
 * the transaction that creates the event, its owner checks the creator may use it (throwing refuses the
 * event, which is then not made) and answers where the event came from, for the event's creation line.
 */
export type EventOriginLink = (tx: Tx, actor: { enterpriseId: number; userId: number; role: RoleType }, originId: number, event: { id: number; code: string; title: string }) => Promise<string>;

type EventOriginKey = 'chatSessionId';

const LINKS = new Map<EventOriginKey, EventOriginLink>();

/** Areas above events register the records an event can be made from when their plugin registers. */
export function registerEventOrigin(key: EventOriginKey, link: EventOriginLink): void {
  LINKS.set(key, link);
}

/** The lines of each registered record the input names (none registered for a key: the key is ignored). */
export async function linkEventToOrigin(
  tx: Tx,
  actor: { enterpriseId: number; userId: number; role: RoleType } | null,
  input: Partial<Record<EventOriginKey, number | undefined>>,
  event: { id: number; code: string; title: string },
): Promise<string[]> {
  const lines: string[] = [];
  for (const [key, link] of LINKS) {
    const originId = input[key];
    if (originId && actor) lines.push(await link(tx, actor, originId, event));
  }
  return lines;
}
