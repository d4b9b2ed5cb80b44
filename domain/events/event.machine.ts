import { Role, type RoleType } from '../shell/roles';
import { wrongPerson, wrongState, EventErrors } from './errors';
import { EventOp, EventState as S, Participant as P, type EventOpValue, type EventStateValue, type ParticipantValue } from './events.constants';

/** The event as the machine needs it: its state and its people. */
export interface MachineEvent {
  state: EventStateValue;
  creatorId: number | null;
  ownerId: number | null;
  collaboratorIds: readonly number[];
  escalatedId: number | null;
  orderId: number | null;
}

export interface MachineActor {
  userId: number;
  role: RoleType;
}

/** Roles that run the desk: they dispatch, re-dispatch, close and delete any event, and see them all. */
export const MANAGER_ROLES: readonly RoleType[] = [Role.admin, Role.dispatcher];
/** Roles that may claim an event from the shelter or be made its owner. */
export const HANDLER_ROLES: readonly RoleType[] = [Role.serviceStaff, Role.dispatcher, Role.admin];
/** Roles that see every event (the all-events list) without acting on it. */
export const VIEW_ALL_ROLES: readonly RoleType[] = [...MANAGER_ROLES, Role.director, Role.reception];

type Target = EventStateValue | 'same' | 'removed';

/** One transition: an operation from some states, by some of the event's people, to a state. */
interface Rule {
  op: EventOpValue;
  from: readonly EventStateValue[];
  who: readonly ParticipantValue[];
  to: Target;
}

const ALL_STATES: readonly EventStateValue[] = [1, 2, 3, 4, 5, 6, 7];

/**
 * The lifecycle (spec part 1 section 4 gives states and the flow 1 → 2 → 3 → 6 with 4, 5, 7 as
 * side states, but no transitions; these are ours). An operation may have several rules: complete
 * is the owner's while handling and the escalated person's while escalated. The first rule whose
 * state matches decides who may do it.
 */
export const EVENT_RULES: readonly Rule[] = [
  { op: EventOp.claim, from: [S.pendingAssignment], who: [P.staff], to: S.pendingHandling },
  { op: EventOp.dispatch, from: [S.pendingAssignment], who: [P.manager], to: S.pendingHandling },
  { op: EventOp.redispatch, from: [S.pendingHandling, S.handling, S.paused], who: [P.manager], to: S.pendingHandling },
  { op: EventOp.start, from: [S.pendingHandling], who: [P.owner, P.collaborator], to: S.handling },
  { op: EventOp.escalate, from: [S.handling], who: [P.owner], to: S.escalated },
  // The escalated person hands it back, or the owner takes it back.
  { op: EventOp.returnEscalation, from: [S.escalated], who: [P.escalated, P.owner], to: S.handling },
  { op: EventOp.pause, from: [S.handling], who: [P.owner], to: S.paused },
  { op: EventOp.resume, from: [S.paused], who: [P.owner], to: S.handling },
  { op: EventOp.complete, from: [S.handling], who: [P.owner, P.collaborator], to: S.completed },
  { op: EventOp.complete, from: [S.escalated], who: [P.escalated], to: S.completed },
  { op: EventOp.close, from: [1, 2, 3, 4, 5, 6], who: [P.manager, P.creator], to: S.closed },
  { op: EventOp.copy, from: ALL_STATES, who: [P.viewer], to: 'same' },
  // Only an event nobody works on can go: not yet dispatched, or closed.
  { op: EventOp.delete, from: [S.pendingAssignment, S.closed], who: [P.manager, P.creator], to: 'removed' },
  { op: EventOp.createOrder, from: [S.pendingHandling, S.handling, S.escalated, S.completed], who: [P.owner, P.escalated, P.manager], to: 'same' },
];

/** The people the actor is for this event. */
export function participantsOf(event: MachineEvent, actor: MachineActor): Set<ParticipantValue> {
  const who = new Set<ParticipantValue>();
  if (MANAGER_ROLES.includes(actor.role)) who.add(P.manager);
  if (HANDLER_ROLES.includes(actor.role)) who.add(P.staff);
  if (event.creatorId === actor.userId) who.add(P.creator);
  if (event.ownerId === actor.userId) who.add(P.owner);
  if (event.collaboratorIds.includes(actor.userId)) who.add(P.collaborator);
  if (event.escalatedId === actor.userId) who.add(P.escalated);
  if (canView(event, actor)) who.add(P.viewer);
  return who;
}

/** Who sees an event: the roles that see all, its people, and handlers while it waits in the shelter. */
export function canView(event: MachineEvent, actor: MachineActor): boolean {
  if (VIEW_ALL_ROLES.includes(actor.role)) return true;
  if (event.state === S.pendingAssignment && HANDLER_ROLES.includes(actor.role)) return true;
  return (
    event.creatorId === actor.userId ||
    event.ownerId === actor.userId ||
    event.escalatedId === actor.userId ||
    event.collaboratorIds.includes(actor.userId)
  );
}

/** A refusal says why: the event's state ('state', a conflict) or the actor ('person', forbidden). */
export type Decision = { ok: true; to: Target } | { ok: false; reason: string; kind: 'state' | 'person' };

/** Whether the actor may do the operation on the event now, and the state it leads to; else why not. */
export function decide(event: MachineEvent, actor: MachineActor, op: EventOpValue): Decision {
  const rules = EVENT_RULES.filter((r) => r.op === op);
  const rule = rules.find((r) => r.from.includes(event.state));
  if (!rule) return { ok: false, reason: wrongState(event.state, op), kind: 'state' };
  const who = participantsOf(event, actor);
  if (!rule.who.some((w) => who.has(w))) return { ok: false, reason: wrongPerson(rule.who, op), kind: 'person' };
  if (op === EventOp.createOrder && event.orderId != null) return { ok: false, reason: EventErrors.orderLinked, kind: 'state' };
  return { ok: true, to: rule.to };
}

/** The operations the actor can do now (the detail page shows these buttons). */
export function allowedOps(event: MachineEvent, actor: MachineActor): EventOpValue[] {
  const ops = [...new Set(EVENT_RULES.map((r) => r.op))];
  return ops.filter((op) => decide(event, actor, op).ok);
}
