import type { CallEvent } from '@domain/call-center/call-events';

/** A seat as the provider knows it: the enterprise's user, their line (the number shown) and extension. */
export interface TelephonySeat {
  enterpriseId: number;
  userId: number;
  line: string;
  extension: string;
  /** The seat's account at the enterprise's own PBX: its commands then run in its softphone (the SIP path). */
  sipUser?: string | null;
}

/** Where a call is transferred: another seat, or a number (the SIP path). */
export type TransferTarget = TelephonySeat | { phone: string };

/** A provider event with the enterprise whose seat it concerns. */
export interface TelephonyEvent extends CallEvent {
  enterpriseId: number;
}

/** The provider refused (its words kept for the log): the caller gets 409 with the app's own text. */
export class TelephonyRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The one interface every telephony path implements (the cloud provider TCCC, the fake provider of
 * dev and tests, and the SIP/WebRTC path of an enterprise's own PBX): the seat's commands, and the call events it reports.
 * Commands resolve when the provider took them; what follows (ringing, answered, ended) comes as events,
 * possibly twice and out of order.
 */
export interface TelephonyAdapter {
  readonly name: string;
  /** At start: the configuration works (a bad secret fails here, not at the first call). */
  check(): Promise<void>;
  signIn(seat: TelephonySeat): Promise<void>;
  signOut(seat: TelephonySeat): Promise<void>;
  setState(seat: TelephonySeat, state: 'idle' | 'busy'): Promise<void>;
  /** Rings the seat's line, then the callee; the provider's call id. */
  dialOut(seat: TelephonySeat, callee: string): Promise<{ callId: string }>;
  hangUp(seat: TelephonySeat, callId: string): Promise<void>;
  /** Hands the seat's call to another seat or a number; a path that cannot refuses (TelephonyRefused). */
  transfer(seat: TelephonySeat, callId: string, to: TransferTarget): Promise<void>;
  onEvent(listener: (event: TelephonyEvent) => void): () => void;
}

/** The seat's account at the provider: its extension within its enterprise (`1001@e3`), read back from events. */
export const seatAccount = (seat: Pick<TelephonySeat, 'enterpriseId' | 'extension'>) => `${seat.extension}@e${seat.enterpriseId}`;
export function parseSeatAccount(account: string): { enterpriseId: number; extension: string } | null {
  const m = /^(\d{2,10})@e(\d{1,15})$/.exec(account);
  return m ? { extension: m[1], enterpriseId: Number(m[2]) } : null;
}
