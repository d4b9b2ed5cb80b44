import type { UA as JsSipUA } from 'jssip';
import type { ReferEvent, RTCSession } from 'jssip/lib/RTCSession';
import { CallType, type CallTypeValue } from '@domain/call-center/call-center.constants';
import type { SipAccount, SipEventInput } from '@domain/call-center/call-center.schemas';
import { Consultation, end, holdInPage, playOn, type ConsultCall } from './consultation';
import { browserLocks, claimTab, type TabLocks } from './tab-lock';

/** `elsewhere`: another tab of this browser has the seat's softphone; this one waits for it to let go. */
export type RegistrationState = 'registering' | 'registered' | 'failed' | 'stopped' | 'elsewhere';
/** What the registration shows, on the PC top bar and the phone's seat line. */
export const REGISTRATION: Record<RegistrationState, { text: string; color: string }> = {
  registering: { text: 'SIP 注册中', color: 'gray' },
  registered: { text: 'SIP 已注册', color: 'green' },
  failed: { text: 'SIP 注册失败', color: 'red' },
  stopped: { text: 'SIP 未注册', color: 'gray' },
  elsewhere: { text: 'SIP 已在其他标签页注册', color: 'orange' },
};
export const ANOTHER_TAB = '本坐席的软电话已在本浏览器的另一个标签页注册，来电只在那里响铃；关闭那个标签页或在那里签出后，此页自动注册';
export interface SoftphoneCall {
  /** The app's id of the call: `sip-<Call-ID>` when it rang in, the id the server gave a dial-out. */
  callId: string;
  type: CallTypeValue;
  /** The far end: the caller, or the number dialled. */
  phone: string;
  state: 'ringing' | 'talking';
}
export interface SoftphoneView {
  registration: RegistrationState;
  /** Why the registration failed (JsSIP's cause). */
  error: string;
  call: SoftphoneCall | null;
  /** While the caller waits on hold, the seat's call to the transfer target. */
  consult: ConsultCall | null;
}

/** The call as the softphones show it (「来电 0755…」 / 「去电 139…」), and whether 接听 is offered. */
export const callLine = (call: SoftphoneCall) => `${call.type === CallType.inbound ? '来电' : '去电'} ${call.phone}`;
export const answerable = (call: SoftphoneCall) => call.state === 'ringing' && call.type === CallType.inbound;

const AUDIO_ONLY = { mediaConstraints: { audio: true, video: false } };
/** The app's call ids allow letters, digits and . : @ - _ (a Call-ID may hold more). */
const appCallId = (sipCallId: string) => `sip-${sipCallId.replace(/[^\w.:@-]/g, '_')}`.slice(0, 100);
const farUser = (session: RTCSession) => session.remote_identity.uri.user ?? '';
/** Whole seconds talked since the answer (0 when never answered). */
const talkSeconds = (answeredAt: number) => (answeredAt ? Math.round((Date.now() - answeredAt) / 1000) : 0);

/**
 * The seat's WebRTC softphone (JsSIP): registers to the enterprise's PBX over WebSocket, answers,
 * dials and hangs up in the page, and reports each call's SIP events to the server in order (INVITE →
 * ringing, 200 OK → answered, BYE or failure → ended with the talk seconds). One call at a time: a
 * second INVITE, or any while the seat is not idle, is answered 486 Busy Here and reported as a missed
 * call (a transfer's consulting call aside, and the caller another seat hands over in its place). One tab of the browser registers for the seat (a Web Lock): a second tab waits and says why.
 */
export class SipSoftphone {
  private ua: JsSipUA | null = null;
  private session: RTCSession | null = null;
  /** The session handed on by a transfer: its end is reported transferred. */
  private transferred: RTCSession | null = null;
  private consultation: Consultation | null = null;
  /** Set while a call of this seat is being replaced (INVITE with Replaces): the next session is its replacement. */
  private replacing: RTCSession | null = null;
  /** Reports the current call's end and lets it go. */
  private endCurrent: (() => void) | null = null;
  private answeredAt = 0;
  private view: SoftphoneView = { registration: 'stopped', error: '', call: null, consult: null };
  private readonly listeners = new Set<() => void>();
  private reports: Promise<unknown> = Promise.resolve();
  private readonly audio = new Audio();
  private letGo: (() => void) | null = null;

  constructor(
    private readonly account: SipAccount,
    private readonly report: (event: SipEventInput) => Promise<unknown>,
    /** Whether the seat takes calls now (idle). */
    private readonly takesCalls: () => boolean,
    private readonly locks: TabLocks | null = browserLocks(),
  ) {
    this.audio.autoplay = true;
  }

  get snapshot(): SoftphoneView {
    return this.view;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(change: Partial<SoftphoneView>) {
    this.view = { ...this.view, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Registers once no other tab of this browser has the seat's softphone (both would ring otherwise). */
  start(): void {
    if (this.letGo) return;
    const { user, domain } = this.account;
    this.letGo = claimTab(
      this.locks,
      `call-center-softphone:${user}@${domain}`,
      () => void this.register(),
      () => this.set({ registration: 'elsewhere', error: ANOTHER_TAB }),
    );
  }

  /** JsSIP is loaded only for seats on the SIP path. */
  private async register(): Promise<void> {
    this.set({ registration: 'registering', error: '' });
    const { UA, WebSocketInterface } = await import('jssip');
    if (!this.letGo) return; // stopped meanwhile
    const { wsUrl, domain, user } = this.account;
    // With the PBX's realm known the server gives HA1, not the password: JsSIP answers that realm's digest with it.
    const secret = this.account.realm ? { realm: this.account.realm, ha1: this.account.ha1 } : { password: this.account.password };
    const ua = new UA({ sockets: [new WebSocketInterface(wsUrl)], uri: `sip:${user}@${domain}`, ...secret, register: true, session_timers: false });
    this.ua = ua;
    ua.on('registered', () => this.set({ registration: 'registered', error: '' }));
    ua.on('unregistered', () => this.set({ registration: this.ua ? 'registering' : 'stopped' }));
    ua.on('registrationFailed', (e: { cause?: string }) => this.set({ registration: 'failed', error: e.cause ?? '' }));
    ua.on('disconnected', () => this.set({ registration: this.ua ? 'failed' : 'stopped', error: this.ua ? '无法连接 PBX' : '' }));
    ua.on('newRTCSession', (e: { originator: string; session: RTCSession; request: { call_id: string } }) => {
      if (e.originator === 'remote') this.ringing(e.session, e.request.call_id);
    });
    ua.start();
  }

  /** Unregisters and closes the socket (the seat signed out). */
  stop(): void {
    this.letGo?.();
    this.letGo = null;
    const ua = this.ua;
    this.ua = null;
    this.session?.terminate();
    ua?.stop();
    this.set({ registration: 'stopped', error: '' });
  }

  private send(event: SipEventInput) {
    this.reports = this.reports.then(() => this.report(event)).catch(() => undefined);
  }

  private ringing(session: RTCSession, sipCallId: string) {
    const call = { callId: appCallId(sipCallId), type: CallType.inbound, phone: farUser(session), state: 'ringing' } as const;
    if (this.replacing && this.replacing === this.session) {
      // A consulting seat handed its caller over: the consulting call ends here, and the caller's is taken at once.
      this.replacing = null;
      this.endCurrent?.();
      this.follow(session, call);
      session.answer(AUDIO_ONLY);
      return;
    }
    if (this.session || !this.takesCalls()) {
      session.terminate({ status_code: 486, reason_phrase: 'Busy Here' });
      // A missed call in the records, noted refused busy: its end alone, so nothing rings and the seat stays as it is.
      this.send({ kind: 'ended', callId: appCallId(sipCallId), type: CallType.inbound, phone: farUser(session), durationSec: 0, endReason: 'busy' });
      return;
    }
    this.follow(session, call);
  }

  /** Dials a number for the call id the server gave the dial-out. */
  dial(callId: string, phone: string): void {
    if (!this.ua || this.session) return;
    const session = this.ua.call(`sip:${phone}@${this.account.domain}`, AUDIO_ONLY);
    this.follow(session, { callId, type: CallType.outbound, phone, state: 'ringing' });
  }

  answer(): void {
    if (this.session && this.view.call?.state === 'ringing' && this.view.call.type === CallType.inbound) this.session.answer(AUDIO_ONLY);
  }

  /** Hangs up, or declines a call still ringing. */
  hangUp(): void {
    this.session?.terminate();
  }

  /**
   * Blind transfer of the call being talked: REFERs the far end to `referTo` (a seat's SIP user or a number, in
   * the PBX's domain), and hangs up once the far end says its new call was answered (NOTIFY 200); the call's end
   * is then reported transferred. Refused (the REFER, or the new call failing), the seat stays on the call.
   */
  transfer(referTo: string): Promise<void> {
    const session = this.session;
    if (!session || this.view.call?.state !== 'talking') return Promise.reject(new Error('当前没有通话'));
    return new Promise<void>((resolve, reject) => {
      session.refer(referTo, {
        eventHandlers: {
          requestFailed: () => reject(new Error('对方不接受转接')),
          failed: () => reject(new Error('转接目标未接通，通话仍在本坐席')),
          accepted: () => {
            this.transferred = session;
            session.terminate();
            resolve();
          },
        },
      });
    });
  }

  /**
   * Attended transfer, first step: the caller is held (in the page) and the target (`referTo`: a seat's SIP user or a number) is
   * called, so the seat speaks to it first. Then `completeTransfer` hands the caller over, or `cancelConsult` (or
   * the target declining or hanging up) takes the seat back to the caller. The consulting call is a record of its
   * own when the server gave it `callId` (its answer and end are reported under it; the seat stays on the caller's
   * call), and the target's own softphone, if it is a seat, records it as a call it took.
   */
  consult(referTo: string, target = referTo, callId?: string): void {
    const session = this.session;
    const leg = callId ? ({ callId, type: CallType.outbound, phone: referTo } as const) : null;
    if (!this.ua || !session || this.view.call?.state !== 'talking' || this.consultation) {
      // The server wrote the consultation's record already: it ends unanswered.
      if (leg) this.send({ ...leg, kind: 'ended', durationSec: 0 });
      throw new Error('当前没有可转接的通话');
    }
    holdInPage(session, this.audio, true);
    const consulting = this.ua.call(`sip:${referTo}@${this.account.domain}`, AUDIO_ONLY);
    if (leg) this.reportLeg(consulting, leg);
    const consultation = new Consultation(consulting, referTo, target, (consult) => this.set({ consult }), () => {
      if (this.consultation === consultation) this.consultation = null;
      if (this.session === session) holdInPage(session, this.audio, false);
    });
    this.consultation = consultation;
  }

  /**
   * Attended transfer, second step: REFERs the caller to the target with Replaces (the consulting call's dialog), so
   * the caller's new call takes the consulting call's place at the target; once the caller says it is answered
   * (NOTIFY 200) the seat leaves both calls and the caller's end is reported transferred. Refused, the seat may
   * go on consulting or cancel back to the caller.
   */
  completeTransfer(): Promise<void> {
    const session = this.session;
    const consultation = this.consultation;
    if (!session || !consultation || this.view.consult?.state !== 'talking') return Promise.reject(new Error('转接目标尚未接听'));
    consultation.completing = true;
    return new Promise<void>((resolve, reject) => {
      const refused = (message: string) => () => {
        consultation.completing = false;
        // The target left meanwhile: the seat is back with its caller.
        if (consultation.over && this.consultation === consultation) {
          this.consultation = null;
          if (this.session === session) holdInPage(session, this.audio, false);
        }
        reject(new Error(message));
      };
      session.refer(consultation.referTo, {
        replaces: consultation.leg,
        eventHandlers: {
          requestFailed: refused('对方不接受转接'),
          failed: refused('转接目标未接通，通话仍在本坐席'),
          accepted: () => {
            this.transferred = session;
            this.dropConsultation();
            end(session);
            resolve();
          },
        },
      });
    });
  }

  /** A consulting call's answer and end (once, whichever of ended or failed comes), under the id the server gave it. */
  private reportLeg(leg: RTCSession, base: Pick<SipEventInput, 'callId' | 'type' | 'phone'>) {
    let answeredAt = 0;
    let over = false;
    leg.on('accepted', () => {
      answeredAt = Date.now();
      this.send({ ...base, kind: 'answered' });
    });
    const ended = () => {
      if (over) return;
      over = true;
      this.send({ ...base, kind: 'ended', durationSec: talkSeconds(answeredAt) });
    };
    leg.on('ended', ended);
    leg.on('failed', ended);
  }

  /** Ends the consulting call: the caller is taken off hold. */
  cancelConsult(): void {
    if (this.consultation) end(this.consultation.leg);
  }

  /** Ends the consulting call without taking anyone off hold (the caller was handed over, or hung up). */
  private dropConsultation() {
    const consultation = this.consultation;
    if (!consultation) return;
    this.consultation = null;
    consultation.close();
    this.set({ consult: null });
    end(consultation.leg);
  }

  private follow(session: RTCSession, call: SoftphoneCall) {
    this.session = session;
    this.answeredAt = 0;
    this.set({ call });
    const base = { callId: call.callId, type: call.type, phone: call.phone };
    this.send({ ...base, kind: 'ringing' });
    playOn(session, this.audio);
    // Another seat's consulting call to this one is being replaced by the caller it hands over.
    session.on('replaces', (e: ReferEvent) => {
      this.replacing = session;
      e.accept();
      this.replacing = null;
    });
    session.on('accepted', () => {
      this.answeredAt = Date.now();
      this.set({ call: { ...call, state: 'talking' } });
      this.send({ ...base, kind: 'answered' });
    });
    const ended = () => {
      if (this.session !== session) return;
      const durationSec = talkSeconds(this.answeredAt);
      this.session = null;
      this.endCurrent = null;
      this.audio.srcObject = null;
      this.set({ call: null });
      this.send({ ...base, kind: 'ended', durationSec, ...(this.transferred === session ? { endReason: 'transferred' as const } : {}) });
      // The caller hung up while the seat consulted: the consulting call was for them, it ends too.
      this.dropConsultation();
    };
    this.endCurrent = ended;
    session.on('ended', ended);
    session.on('failed', ended);
  }
}
