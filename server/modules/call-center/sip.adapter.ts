import { randomUUID } from 'node:crypto';
import { TelephonyRefused, type TelephonyAdapter, type TelephonyEvent, type TelephonySeat, type TransferTarget } from './telephony';

/**
 * The SIP path: the seat's softphone in the browser registers to the enterprise's own PBX and does the
 * signalling itself, so the server side only agrees. Signing in, out and choosing idle or busy change
 * the seat's state, which the page follows (it registers while signed in and answers busy while not
 * idle); a dial-out is given its call id here and dialled by the page. The page reports the call's SIP
 * events to /call/sip/events, which fold them like a provider's.
 */
export class SipTelephony implements TelephonyAdapter {
  readonly name = 'sip';
  async check() {}
  async signIn() {}
  async signOut() {}
  async setState() {}
  async dialOut(): Promise<{ callId: string }> {
    return { callId: `sip-${randomUUID()}` };
  }
  async hangUp(): Promise<void> {
    throw new TelephonyRefused('SIP_IN_PAGE', 'a SIP seat hangs up in its softphone');
  }
  /** The page REFERs the far end (blind transfer): a seat target must have a SIP account at the same PBX. */
  async transfer(_seat: TelephonySeat, _callId: string, to: TransferTarget): Promise<void> {
    if (!('phone' in to) && !to.sipUser) throw new TelephonyRefused('SIP_TARGET_NOT_SIP', 'the target seat has no SIP account');
  }
  onEvent(_listener: (event: TelephonyEvent) => void) {
    return () => {};
  }
}

/** Each seat's commands to its own path: a seat with a SIP account to the SIP path, the others to the provider. */
export class SeatRoutedTelephony implements TelephonyAdapter {
  constructor(
    private readonly provider: TelephonyAdapter,
    private readonly sip: TelephonyAdapter = new SipTelephony(),
  ) {}
  get name() {
    return this.provider.name;
  }
  private of(seat: TelephonySeat) {
    return seat.sipUser ? this.sip : this.provider;
  }
  check = () => this.provider.check();
  signIn = (seat: TelephonySeat) => this.of(seat).signIn(seat);
  signOut = (seat: TelephonySeat) => this.of(seat).signOut(seat);
  setState = (seat: TelephonySeat, state: 'idle' | 'busy') => this.of(seat).setState(seat, state);
  dialOut = (seat: TelephonySeat, callee: string) => this.of(seat).dialOut(seat, callee);
  hangUp = (seat: TelephonySeat, callId: string) => this.of(seat).hangUp(seat, callId);
  transfer = (seat: TelephonySeat, callId: string, to: TransferTarget) => this.of(seat).transfer(seat, callId, to);
  onEvent = (listener: (event: TelephonyEvent) => void) => this.provider.onEvent(listener);
}
