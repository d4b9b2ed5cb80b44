import type { EventOpValue } from '@domain/events/events.constants';
import type { Executor } from '../../db/database';

/*
 * The event-operation registry, the events' twin of orders' operation hooks: every line of an event's
 * message list announces itself here in the operation's own transaction, so a hook that enqueues a
 * durable job (the triggers area) has it run only once the operation commits. Keyed by name: an app
 * built again in the same process replaces its own hook.
 */

export interface EventOperated {
  enterpriseId: number;
  eventId: number;
  op: EventOpValue;
  /** The message line's id: one per operation on one event. */
  messageId: number;
}
export type EventOperationHook = (tx: Executor, entry: EventOperated) => Promise<void>;
const HOOKS = new Map<string, EventOperationHook>();

export function registerEventOperation(name: string, hook: EventOperationHook): void {
  HOOKS.set(name, hook);
}

export async function eventOperated(tx: Executor, entry: EventOperated): Promise<void> {
  for (const hook of HOOKS.values()) await hook(tx, entry);
}
