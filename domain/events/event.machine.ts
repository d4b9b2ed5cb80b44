import { defineMachine, type Transition } from '../common/machine';
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

/** Where an operation leads: a state, the same state, or out of the lists (deleted). */
export type EventTarget = EventStateValue | 'same' | 'removed';

/** The operations of the lifecycle: creating an event and its overdue alert are the system's, no buttons. */
export type EventButtonOp = Exclude<EventOpValue, 'create' | 'overdue'>;

type EventTransition = Transition<MachineEvent, MachineActor, EventStateValue, EventButtonOp, EventTarget>;

const ALL_STATES: readonly EventStateValue[] = [1, 2, 3, 4, 5, 6, 7];

/** Who among the event's people may run the operation: any listed passes. */
function only(...who: ParticipantValue[]): EventTransition['who'] {
  return (event, actor, op) => {
    const are = participantsOf(event, actor);
    return who.some((w) => are.has(w)) ? null : wrongPerson(who, op);
  };
}

/**
 * The lifecycle (spec part 1 section 4 gives states and the flow 1 → 2 → 3 → 6 with 4, 5, 7 as
 * side states, but no transitions; these are ours). An operation may have several transitions:
 * complete is the owner's while handling and the escalated person's while escalated; the first
 * whose state matches decides who may do it.
 */
const TRANSITIONS: Record<EventButtonOp, EventTransition | readonly EventTransition[]> = {
  [EventOp.claim]: { from: [S.pendingAssignment], who: only(P.staff), to: S.pendingHandling },
  [EventOp.dispatch]: { from: [S.pendingAssignment], who: only(P.manager), to: S.pendingHandling },
  [EventOp.redispatch]: { from: [S.pendingHandling, S.handling, S.paused], who: only(P.manager), to: S.pendingHandling },
  [EventOp.start]: { from: [S.pendingHandling], who: only(P.owner, P.collaborator), to: S.handling },
  [EventOp.escalate]: { from: [S.handling], who: only(P.owner), to: S.escalated },
  // The escalated person hands it back, or the owner takes it back.
  [EventOp.returnEscalation]: { from: [S.escalated], who: only(P.escalated, P.owner), to: S.handling },
  [EventOp.pause]: { from: [S.handling], who: only(P.owner), to: S.paused },
  [EventOp.resume]: { from: [S.paused], who: only(P.owner), to: S.handling },
  [EventOp.complete]: [
    { from: [S.handling], who: only(P.owner, P.collaborator), to: S.completed },
    { from: [S.escalated], who: only(P.escalated), to: S.completed },
  ],
  [EventOp.close]: { from: [1, 2, 3, 4, 5, 6], who: only(P.manager, P.creator), to: S.closed },
  [EventOp.copy]: { from: ALL_STATES, who: only(P.viewer), to: 'same' },
  // Only an event nobody works on can go: not yet dispatched, or closed.
  [EventOp.delete]: { from: [S.pendingAssignment, S.closed], who: only(P.manager, P.creator), to: 'removed' },
  [EventOp.createOrder]: {
    from: [S.pendingHandling, S.handling, S.escalated, S.completed],
    guard: (e) => (e.orderId != null ? EventErrors.orderLinked : null),
    who: only(P.owner, P.escalated, P.manager),
    to: 'same',
  },
};

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

/** The event machine: `decide(event, actor, op)` gives the state the operation leads to, or why not (403 person, 409 state); the detail sends `allowedOperations`. */
export const eventMachine = defineMachine<MachineEvent, MachineActor, EventStateValue, EventButtonOp, EventTarget>({
  stateOf: (e) => e.state,
  transitions: TRANSITIONS,
  stateRefusal: (op, e) => wrongState(e.state, op),
});
