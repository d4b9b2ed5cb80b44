import { CallType } from '@domain/call-center/call-center.constants';
import { foldCallEvent } from '@domain/call-center/call-events';
import { CallCenterErrors } from '@domain/call-center/errors';
import type { Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { announceSeatMove, callMove } from './call-center-common';
import { insertRingingCall } from './records.queries';
import type { TelephonyEvent } from './telephony';

/** A ringing inbound call for the seat's screen: the pop-up opens /currnetCall with these. */
export interface RingingCall {
  enterpriseId: number;
  userId: number;
  callId: string;
  id: number;
  customerId: number | null;
}

/** An inbound call's ringing: nearly always the first event of a call, so its record is written without a look first. */
export const isInboundRinging = (e: TelephonyEvent) => e.kind === 'ringing' && e.type === CallType.inbound;

/**
 * A new inbound call rings, the pop-up's path: its record (the seat's user, the caller's customer, the folded
 * facts), the seat's move and its history line are one statement, which commits alone (`db.tenantStatement`).
 * Returns what pops up (null when no seat has the extension), or undefined when the call's record was there before
 * (a repeat, or its end came first), for the caller to fold the event into it. `onlySeat` (a seat's softphone
 * reporting) refuses a call that is another seat's; the caller's transaction then writes nothing.
 */
export async function ringNewCall(tx: Executor, e: TelephonyEvent, onlySeat?: number): Promise<{ popUp: RingingCall | null } | undefined> {
  const move = callMove(e, 'ringing');
  const record = await insertRingingCall(tx, { enterpriseId: e.enterpriseId, callId: e.callId, ...foldCallEvent(null, e)! }, move);
  if (!record) return undefined;
  if (onlySeat !== undefined && record.seatUserId !== onlySeat) throw notFound(CallCenterErrors.otherSeatsCall);
  if (record.seatUserId === null) return { popUp: null };
  if (record.seatMoved) announceSeatMove(tx, { seat: { enterpriseId: e.enterpriseId, userId: record.seatUserId }, to: move.to });
  return { popUp: { enterpriseId: e.enterpriseId, userId: record.seatUserId, callId: e.callId, id: record.id, customerId: record.customerId } };
}
