import { ChatEventKind, ManageEvent } from '@domain/chat/chat-socket';
import type { Verdict } from '@domain/common/machine';
import { CallCenterErrors } from '@domain/call-center/errors';
import { CallPhase, type CallPhaseValue } from '@domain/call-center/call-center.constants';
import { isOutbound } from '@domain/call-center/call-events';
import { seatStateOnCall, type SeatActor } from '@domain/call-center/seat.machine';
import { announceOnCommit, type Executor, type Tx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import * as sq from './seats.queries';
import { TelephonyRefused, type TelephonyEvent } from './telephony';

/** Who calls the call-centre services: the signed-in person of an enterprise, in their current role. */
export type CallActor = SeatActor;

/** The state a machine's verdict leads to; its refusal as the caller's error. */
export function enforce<To>(verdict: Verdict<To>): To | undefined {
  if (!verdict.ok) throw new AppError(verdict.status, verdict.message);
  return verdict.to;
}

/** A provider command: its refusal becomes 409 in the app's words (the provider's code kept for the log); a failure to reach it 503. */
export async function provider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TelephonyRefused) throw new AppError(409, `${CallCenterErrors.providerRefused}（${error.code}）`);
    throw new AppError(503, CallCenterErrors.providerDown);
  }
}

/**
 * Moves the seat (with its history line) and, once the transaction commits, tells the seat user's
 * sockets (manage/seat over the bus, on whichever node holds them): the top bar and the pop-up follow
 * the answer and the end without polling.
 */
export async function moveSeat(tx: Tx, seat: sq.SeatMove['seat'], to: sq.SeatMove['to'], reason: string, at: Date): Promise<void> {
  await sq.moveSeat(tx, seat, to, reason, at);
  announceSeatMove(tx, { seat, to });
}

/** Tells the seat user's sockets of a move made in this transaction, once it commits. */
export function announceSeatMove(tx: Executor, { seat, to }: Pick<sq.SeatMove, 'seat' | 'to'>): void {
  announceOnCommit(tx, 'chat-push', {
    enterpriseId: seat.enterpriseId,
    userIds: [seat.userId],
    message: { type: ChatEventKind.manage, event: ManageEvent.seat, data: { gatewayState: to.gateway, agentState: to.agent, ...(to.callId !== undefined ? { callId: to.callId } : {}) } },
  });
}

/**
 * Where a provider event moves the seat, or nothing: the seat follows the call's phase, not the event (a late
 * answered after the end moves nothing: `before` is the record's phase before the event, null for a new
 * record), and an end only frees the seat that is on this call (an old call's end never disturbs a seat on another).
 */
export function seatMoveOnCall(seat: sq.SeatRecord, e: TelephonyEvent, phase: CallPhaseValue, before: CallPhaseValue | null): sq.SeatMove | undefined {
  if (phase === before) return undefined;
  const kind = phase === CallPhase.ended ? 'ended' : phase === CallPhase.talking ? 'answered' : 'ringing';
  const onThis = seat.currentCallId === e.callId || (seat.currentCallId === null && kind !== 'ended');
  if (!onThis) return undefined;
  return { seat, ...callMove(e, kind) };
}

/** Where a call's new phase takes the seat on it: the state, the call it is on (none once ended), the history line's reason and time. */
export function callMove(e: TelephonyEvent, kind: 'ringing' | 'answered' | 'ended'): Omit<sq.SeatMove, 'seat'> {
  return { to: { ...seatStateOnCall(kind, isOutbound(e)), callId: kind === 'ended' ? null : e.callId }, reason: `call:${kind}`, at: e.at };
}
