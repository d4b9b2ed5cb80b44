import { defineMachine } from '../common/machine';
import type { RoleType } from '../shell/roles';
import { AgentState, GatewayState, type AgentStateValue, type GatewayStateValue } from './call-center.constants';
import { CallCenterErrors, seatStateRefused } from './errors';

/** Who acts on a seat: the signed-in person of an enterprise in their current role. */
export interface SeatActor {
  enterpriseId: number;
  userId: number;
  role: RoleType;
}

/** A seat as its machine reads it: its gateway state, its user, and the call it is on (if any). */
export interface MachineSeat {
  gatewayState: GatewayStateValue;
  userId: number;
  currentCallId: string | null;
}

/**
 * What a seat's person does (the provider's events move the seat too, see `seatStateOnCall`): sign in
 * (to idle), sign out, choose idle 4 or busy 3 (spec part 2 section 4), dial out, hang up or transfer
 * the call they are on. Only the seat's own user runs them.
 */
export const SeatOp = { signIn: 'signIn', signOut: 'signOut', idle: 'idle', busy: 'busy', dial: 'dial', hangUp: 'hangUp', transfer: 'transfer' } as const;
export type SeatOpValue = (typeof SeatOp)[keyof typeof SeatOp];
export const SEAT_OP_NAMES: Record<SeatOpValue, string> = { signIn: '签入', signOut: '签出', idle: '示闲', busy: '示忙', dial: '外呼', hangUp: '挂断', transfer: '转接' };

const G = GatewayState;
/** Signed in and not on a call: the states a seat chooses from, and dials from. */
const READY: GatewayStateValue[] = [G.signedIn, G.busy, G.idle, G.wrapUp, G.idleAlt, G.rest];
const ONLINE: GatewayStateValue[] = [...READY, G.talking];
const own = (seat: MachineSeat, actor: SeatActor) => (seat.userId === actor.userId ? null : CallCenterErrors.notASeat);
const onCall = (seat: MachineSeat) => (seat.currentCallId ? null : CallCenterErrors.noCall);
const noCall = (seat: MachineSeat) => (seat.currentCallId ? seatStateRefused(G.talking, '操作') : null);

export const seatMachine = defineMachine<MachineSeat, SeatActor, GatewayStateValue, SeatOpValue, GatewayStateValue>({
  stateOf: (s) => s.gatewayState,
  transitions: {
    signIn: { from: [G.offline, G.signedOut], to: G.idle, who: own },
    signOut: { from: READY, to: G.signedOut, guard: noCall, who: own },
    idle: { from: [G.signedIn, G.busy, G.wrapUp, G.rest], to: G.idle, guard: noCall, who: own },
    busy: { from: [G.signedIn, G.idle, G.idleAlt, G.wrapUp, G.rest], to: G.busy, guard: noCall, who: own },
    dial: { from: READY, guard: noCall, who: own },
    hangUp: { from: ONLINE, guard: onCall, who: own },
    transfer: { from: ONLINE, guard: onCall, who: own },
  },
  stateRefusal: (op, s) => seatStateRefused(s.gatewayState, SEAT_OP_NAMES[op]),
});

/** The agent state that goes with a gateway state the app sets (null while signed out or offline). */
export function agentStateFor(gateway: GatewayStateValue): AgentStateValue | null {
  switch (gateway) {
    case G.idle:
    case G.idleAlt:
    case G.signedIn:
      return AgentState.idle;
    case G.busy:
      return AgentState.busy;
    case G.wrapUp:
      return AgentState.wrapUp;
    case G.rest:
      return AgentState.rest;
    case G.talking:
      return AgentState.talking;
    default:
      return null;
  }
}

/** The provider's call events move the seat: ringing (answering, or outbound when it dialled), talking, then wrap-up. */
export function seatStateOnCall(kind: 'ringing' | 'answered' | 'ended', outbound: boolean): { gateway: GatewayStateValue; agent: AgentStateValue } {
  if (kind === 'ringing') return { gateway: G.talking, agent: outbound ? AgentState.outbound : AgentState.answering };
  if (kind === 'answered') return { gateway: G.talking, agent: AgentState.talking };
  return { gateway: G.wrapUp, agent: AgentState.wrapUp };
}
