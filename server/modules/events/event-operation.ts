import { eventMachine, type EventButtonOp, type MachineActor } from '@domain/events/event.machine';
import { EVENT_OP_NAMES, type EventOpValue, type EventStateValue } from '@domain/events/events.constants';
import { Trigger, type TriggerCode } from '@domain/notifications/triggers';
import type { RoleType } from '@domain/shell/roles';
import type { Tx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { notifyEventPeople, type Notifier } from './event-notify';
import { insertMessage, updateEvent, type EventChanges, type EventRecord } from './events.queries';
import { machineEvent } from './events.view';

export interface EventActor {
  enterpriseId: number;
  userId: number;
  userName: string;
  role: RoleType;
}

export const machineActor = (a: Pick<EventActor, 'userId' | 'role'>): MachineActor => ({ userId: a.userId, role: a.role });

/** The trigger each operation fires (copy fires 事件创建后 for the new event, delete 事件其他操作后 in the batch, overdue its SLA alert). */
const TRIGGER_OF: Partial<Record<EventOpValue, TriggerCode>> = {
  claim: Trigger.eventDispatched,
  dispatch: Trigger.eventDispatched,
  redispatch: Trigger.eventDispatched,
  start: Trigger.eventAccepted,
  escalate: Trigger.eventEscalated,
  complete: Trigger.eventFinished,
  create_order: Trigger.eventOrderCreated,
  return_escalation: Trigger.eventChanged,
  pause: Trigger.eventChanged,
  resume: Trigger.eventChanged,
  close: Trigger.eventChanged,
};

/** A step of an operation: what changes besides the state, the history line, and template values of its notice. */
export interface Step {
  changes: EventChanges;
  text: string;
  values?: Record<string, string>;
}

/**
 * One lifecycle operation on a locked event: the machine decides (403 for the wrong person, 409 for
 * the wrong state, nothing changed); then the change, its history line and its notice commit together.
 * `orderId` is the event's live order, which the machine asks about for create_order.
 */
export async function applyOperation(
  tx: Tx,
  notifier: Notifier,
  actor: EventActor,
  event: EventRecord,
  op: EventButtonOp,
  now: Date,
  step: (event: EventRecord, now: Date) => Promise<Step>,
  orderId: number | null = event.orderId,
): Promise<EventRecord> {
  const decision = eventMachine.decide({ ...machineEvent(event), orderId }, machineActor(actor), op);
  if (!decision.ok) throw new AppError(decision.status, decision.message);
  const { changes, text, values } = await step(event, now);
  const to = decision.to;
  const stateChange = typeof to === 'number' ? { state: to as EventStateValue } : {};
  const updated = await updateEvent(tx, actor.enterpriseId, event.id, { ...changes, ...stateChange }, now);
  await insertMessage(tx, { enterpriseId: actor.enterpriseId, eventId: event.id, op, content: text, userId: actor.userId, createdAt: now });
  const trigger = TRIGGER_OF[op];
  if (trigger) await notifyEventPeople(tx, notifier, updated, { trigger, operatorName: actor.userName, action: EVENT_OP_NAMES[op], now, extraValues: values });
  return updated;
}
