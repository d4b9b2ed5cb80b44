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
 * The call's facts after one more event, or null when the event changes nothing (a repeat, or a
 * ringing after the call already rang). Events may come twice and out of order: an answered after
 * the end only fills the answer time; an end is taken once. Pure, so the order-and-duplicates table
 * tests it without a database.
 */
export function foldCallEvent(current: CallFacts | null, e: CallEvent): CallFacts | null {
  const base = current ?? fresh(e);
  if (e.kind === 'ringing') return current ? null : base;
  if (e.kind === 'answered') {
    if (current?.answeredAt) return null;
    const answeredAt = e.at < base.ringAt ? base.ringAt : e.at;
    const ended = base.phase === CallPhase.ended;
    return { ...base, phase: ended ? CallPhase.ended : CallPhase.talking, answeredAt, pickup: Pickup.answered, wait: seconds(base.ringAt, answeredAt) };
  }
  if (current?.phase === CallPhase.ended) return null;
  const endedAt = e.at;
  const answered = base.answeredAt !== null || (e.durationSec ?? 0) > 0;
  const duration = e.durationSec ?? (base.answeredAt ? seconds(base.answeredAt, endedAt) : 0);
  return {
    ...base,
    phase: CallPhase.ended,
    endedAt,
    duration,
    pickup: answered ? Pickup.answered : Pickup.missed,
    wait: base.answeredAt ? base.wait : answered ? Math.max(0, seconds(base.ringAt, endedAt) - duration) : seconds(base.ringAt, endedAt),
    recordingUrl: e.recordingUrl ?? base.recordingUrl,
  };
}

/** The seat's side of a call event: true when the call is the seat's outbound call. */
export const isOutbound = (e: Pick<CallEvent, 'type'>) => e.type === CallType.outbound;
