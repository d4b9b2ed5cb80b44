import { CallPhase, CallType, Pickup, type CallPhaseValue, type CallTypeValue, type PickupValue } from './call-center.constants';

/** What a telephony provider tells about a call (the adapter's events, spec part 2 section 4's call life). */
export type CallEventKind = 'ringing' | 'answered' | 'ended';
export interface CallEvent {
  kind: CallEventKind;
  /** The provider's id of the call: one record per id, whatever arrives twice or out of order. */
  callId: string;
  type: CallTypeValue;
  /** The customer's number on an inbound call, the seat's line on an outbound one. */
  caller: string;
  callee: string;
  /** The seat's extension the call rings or was dialled from. */
  extension: string;
  at: Date;
  /** Talk seconds (ended). */
  durationSec?: number;
  /** Where the recording is played from (ended). */
  recordingUrl?: string;
  /** Why it ended (ended): refused because the seat was busy (the SIP path's 486), or transferred. */
  endReason?: 'busy' | 'transferred';
}

/** The call's facts as its record keeps them. */
export interface CallFacts {
  phase: CallPhaseValue;
  type: CallTypeValue;
  caller: string;
  callee: string;
  extension: string;
  ringAt: Date;
  answeredAt: Date | null;
  endedAt: Date | null;
  /** Talk seconds. */
  duration: number;
  /** Seconds from ringing to answer (or to hang-up when missed). */
  wait: number;
  pickup: PickupValue;
  recordingUrl: string;
}

const seconds = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

function fresh(e: CallEvent): CallFacts {
  return { phase: CallPhase.ringing, type: e.type, caller: e.caller, callee: e.callee, extension: e.extension, ringAt: e.at, answeredAt: null, endedAt: null, duration: 0, wait: 0, pickup: Pickup.missed, recordingUrl: '' };
}

/**
 * The call's facts after one more event, or null when the event changes nothing (a repeat). Events
 * may come twice and in any order: the ring time is the earliest time heard, the answer and the end
 * are taken once, and the wait is derived again from what is known, so the same events in any order
 * give the same facts. Pure, so the order-and-duplicates table tests it without a database.
 */
export function foldCallEvent(current: CallFacts | null, e: CallEvent): CallFacts | null {
  const next: CallFacts = { ...(current ?? fresh(e)) };
  if (e.at < next.ringAt) next.ringAt = e.at;
  if (e.kind === 'answered' && next.answeredAt === null) {
    next.answeredAt = e.at;
    next.pickup = Pickup.answered;
    if (next.phase === CallPhase.ringing) next.phase = CallPhase.talking;
  }
  if (e.kind === 'ended' && next.phase !== CallPhase.ended) {
    next.phase = CallPhase.ended;
    next.endedAt = e.at;
    next.duration = e.durationSec ?? (next.answeredAt ? seconds(next.answeredAt, e.at) : 0);
    if (next.duration > 0) next.pickup = Pickup.answered;
    next.recordingUrl = e.recordingUrl ?? next.recordingUrl;
  }
  next.wait = next.answeredAt ? seconds(next.ringAt, next.answeredAt) : next.endedAt ? Math.max(0, seconds(next.ringAt, next.endedAt) - next.duration) : 0;
  return current && sameFacts(current, next) ? null : next;
}

const sameFacts = (a: CallFacts, b: CallFacts) =>
  (Object.keys(a) as (keyof CallFacts)[]).every((k) => {
    const x = a[k];
    const y = b[k];
    return x instanceof Date && y instanceof Date ? x.getTime() === y.getTime() : x === y;
  });

/** The seat's side of a call event: true when the call is the seat's outbound call. */
export const isOutbound = (e: Pick<CallEvent, 'type'>) => e.type === CallType.outbound;
