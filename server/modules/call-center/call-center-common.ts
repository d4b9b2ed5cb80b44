import { ChatEventKind, ManageEvent } from '@domain/chat/chat-socket';
import type { Verdict } from '@domain/common/machine';
import { CallCenterErrors } from '@domain/call-center/errors';
import type { SeatActor } from '@domain/call-center/seat.machine';
import { announceOnCommit, type Tx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import * as sq from './seats.queries';
import { TelephonyRefused } from './telephony';

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
export async function moveSeat(tx: Tx, seat: Pick<sq.SeatRecord, 'enterpriseId' | 'userId'>, to: Parameters<typeof sq.moveSeat>[2], reason: string, at: Date): Promise<void> {
  await sq.moveSeat(tx, seat, to, reason, at);
  announceOnCommit(tx, 'chat-push', {
    enterpriseId: seat.enterpriseId,
    userIds: [seat.userId],
    message: { type: ChatEventKind.manage, event: ManageEvent.seat, data: { gatewayState: to.gateway, agentState: to.agent, ...(to.callId !== undefined ? { callId: to.callId } : {}) } },
  });
}
