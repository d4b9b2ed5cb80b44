import { EventEmitter } from 'node:events';
import { CallType, type CallTypeValue } from '@domain/call-center/call-center.constants';
import type { CallEventKind } from '@domain/call-center/call-events';
import { seatAccount, TelephonyRefused, type TelephonyAdapter, type TelephonyEvent, type TelephonySeat, type TransferTarget } from '@server/modules/call-center/telephony';

type SeatStatus = 'offline' | 'free' | 'notReady';
interface FakeCall {
  callId: string;
  enterpriseId: number;
  extension: string;
  type: CallTypeValue;
  caller: string;
  callee: string;
  answeredAt: number | null;
}

/** The refusals of the real provider the fake reproduces (TCCC's error codes). */
export const FakeRefusal = {
  offline: 'FailedOperation.StaffOffline',
  inCall: 'FailedOperation.SeatStatusBusy',
  badNumber: 'InvalidParameterValue.Callee',
  noCall: 'FailedOperation.SessionNotExist',
  notFree: 'FailedOperation.StaffNotFree',
} as const;

/**
 * The fake contact-centre provider of dev and tests: seats sign in and out and go free or not ready,
 * a simulated caller rings a free seat (`ring`), a simulated callee answers the seat's dial-out
 * (`answer`), either end hangs up (`hangUp`). It refuses what TCCC refuses: commands of an offline seat,
 * a dial or a ring while the seat is on a call, a malformed number, an unknown call, a transfer to a seat
 * that is not free. Events are sent after the command returns, as a provider's push comes later.
 */
export class FakeTelephony implements TelephonyAdapter {
  readonly name = 'fake';
  private readonly events = new EventEmitter().setMaxListeners(50);
  private readonly seats = new Map<string, SeatStatus>();
  private readonly calls = new Map<string, FakeCall>();
  private next = 0;

  constructor(private readonly clock: () => number = () => Date.now()) {}

  async check() {}

  private status(seat: Pick<TelephonySeat, 'enterpriseId' | 'extension'>): SeatStatus {
    return this.seats.get(seatAccount(seat)) ?? 'offline';
  }

  private callOf(enterpriseId: number, extension: string) {
    for (const c of this.calls.values()) if (c.enterpriseId === enterpriseId && c.extension === extension) return c;
    return undefined;
  }

  private online(seat: TelephonySeat) {
    if (this.status(seat) === 'offline') throw new TelephonyRefused(FakeRefusal.offline, 'staff is offline');
  }

  async signIn(seat: TelephonySeat) {
    this.seats.set(seatAccount(seat), 'free');
  }

  async signOut(seat: TelephonySeat) {
    if (this.callOf(seat.enterpriseId, seat.extension)) throw new TelephonyRefused(FakeRefusal.inCall, 'staff is in a call');
    this.seats.set(seatAccount(seat), 'offline');
  }

  async setState(seat: TelephonySeat, state: 'idle' | 'busy') {
    this.online(seat);
    this.seats.set(seatAccount(seat), state === 'idle' ? 'free' : 'notReady');
  }

  async dialOut(seat: TelephonySeat, callee: string) {
    this.online(seat);
    if (!/^\+?\d{3,20}$/.test(callee)) throw new TelephonyRefused(FakeRefusal.badNumber, 'callee is not a phone number');
    if (this.callOf(seat.enterpriseId, seat.extension)) throw new TelephonyRefused(FakeRefusal.inCall, 'staff is in a call');
    const call = this.open(seat.enterpriseId, seat.extension, CallType.outbound, seat.line, callee);
    return { callId: call.callId };
  }

  async hangUp(seat: TelephonySeat, callId: string) {
    const call = this.calls.get(callId);
    if (!call || call.enterpriseId !== seat.enterpriseId || call.extension !== seat.extension) throw new TelephonyRefused(FakeRefusal.noCall, 'session does not exist');
    this.end(call);
  }

  async transfer(seat: TelephonySeat, callId: string, to: TransferTarget) {
    const call = this.calls.get(callId);
    if (!call || call.extension !== seat.extension || call.enterpriseId !== seat.enterpriseId) throw new TelephonyRefused(FakeRefusal.noCall, 'session does not exist');
    // As TCCC's seat-to-seat transfer: a seat only.
    if ('phone' in to) throw new TelephonyRefused(FakeRefusal.badNumber, 'transfer to a number is not supported');
    if (this.status(to) !== 'free' || this.callOf(to.enterpriseId, to.extension)) throw new TelephonyRefused(FakeRefusal.notFree, 'target staff is not free');
    // The far end stays on the line; the call is now the other seat's (its record keeps the first seat).
    call.extension = to.extension;
  }

  onEvent(listener: (event: TelephonyEvent) => void) {
    this.events.on('event', listener);
    return () => void this.events.off('event', listener);
  }

  /** The simulated caller: `phone` rings the seat at `extension`; refused unless the seat is free and off the phone. */
  ring(enterpriseId: number, phone: string, extension: string): string {
    if (this.status({ enterpriseId, extension }) !== 'free') throw new TelephonyRefused(FakeRefusal.notFree, 'staff is not free');
    if (this.callOf(enterpriseId, extension)) throw new TelephonyRefused(FakeRefusal.inCall, 'staff is in a call');
    return this.open(enterpriseId, extension, CallType.inbound, phone, extension).callId;
  }

  /** The other end picks up: the seat answering an inbound call, or the callee an outbound one. */
  answer(callId: string) {
    const call = this.calls.get(callId);
    if (!call) throw new TelephonyRefused(FakeRefusal.noCall, 'session does not exist');
    if (call.answeredAt !== null) return;
    call.answeredAt = this.clock();
    this.emit(call, 'answered');
  }

  /** The far end hangs up. */
  farHangUp(callId: string) {
    const call = this.calls.get(callId);
    if (!call) throw new TelephonyRefused(FakeRefusal.noCall, 'session does not exist');
    this.end(call);
  }

  /** Sends a raw event as a provider may: twice, or out of order (the ordering tests). */
  push(event: TelephonyEvent) {
    setImmediate(() => this.events.emit('event', event));
  }

  /** The calls still on. */
  openCalls(): string[] {
    return [...this.calls.keys()];
  }

  private open(enterpriseId: number, extension: string, type: CallTypeValue, caller: string, callee: string): FakeCall {
    const call: FakeCall = { callId: `fake-${process.pid}-${++this.next}-${this.clock()}`, enterpriseId, extension, type, caller, callee, answeredAt: null };
    this.calls.set(call.callId, call);
    this.emit(call, 'ringing');
    return call;
  }

  private end(call: FakeCall) {
    this.calls.delete(call.callId);
    const now = this.clock();
    const durationSec = call.answeredAt === null ? 0 : Math.round((now - call.answeredAt) / 1000);
    this.emit(call, 'ended', { durationSec, recordingUrl: call.answeredAt === null ? undefined : `${FAKE_RECORDING_BASE}?callId=${encodeURIComponent(call.callId)}` });
  }

  private emit(call: FakeCall, kind: CallEventKind, extra: Partial<TelephonyEvent> = {}) {
    const event: TelephonyEvent = { kind, callId: call.callId, type: call.type, caller: call.caller, callee: call.callee, extension: call.extension, enterpriseId: call.enterpriseId, at: new Date(this.clock()), ...extra };
    setImmediate(() => this.events.emit('event', event));
  }
}

/** Where the app serves the fake's recordings (a short tone; the app's provider route answers it in dev). */
export const FAKE_RECORDING_BASE = '/api/call/provider/recording';

/** A short WAV (8 kHz, 8-bit, mono, a 440 Hz tone): the fake's recording, playable in the browser. */
export function toneWav(seconds = 1): Buffer {
  const rate = 8000;
  const n = Math.round(rate * seconds);
  const buf = Buffer.alloc(44 + n);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + n, 4);
  buf.write('WAVEfmt ', 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate, 28);
  buf.writeUInt16LE(1, 32);
  buf.writeUInt16LE(8, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(n, 40);
  for (let i = 0; i < n; i++) buf[44 + i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return buf;
}
