import type { RTCSession } from 'jssip/lib/RTCSession';

/** The consulting call of an attended transfer as the softphones show it: the target as the seat chose it. */
export interface ConsultCall {
  target: string;
  state: 'ringing' | 'talking';
}

/** The consultation as the softphones show it (「咨询 8002 周回访（呼叫中）」). */
export const consultLine = (consult: ConsultCall) => `咨询 ${consult.target}（${consult.state === 'talking' ? '通话中，来电保持中' : '呼叫中'}）`;

/** Ends a session unless it has ended (JsSIP throws on a second terminate). */
export const end = (session: RTCSession) => {
  if (!session.isEnded()) session.terminate();
};

/** Plays what the session's far end says through `audio`. */
export function playOn(session: RTCSession, audio: HTMLAudioElement): void {
  const play = (pc: RTCPeerConnection) => pc.addEventListener('track', (t) => (audio.srcObject = t.streams[0] ?? new MediaStream([t.track])));
  if (session.connection) play(session.connection);
  else session.on('peerconnection', (e: { peerconnection: RTCPeerConnection }) => play(e.peerconnection));
}

/**
 * The caller waits while the seat consults, held in the page (no re-INVITE): the seat's microphone is muted to them
 * and they are not heard. A re-INVITE hold is refused by some far ends' answers (baresip 1.0's), and JsSIP ends a
 * call whose hold fails; the caller hears silence rather than the PBX's music on hold.
 */
export function holdInPage(session: RTCSession, heard: HTMLAudioElement, held: boolean): void {
  if (held) session.mute({ audio: true });
  else session.unmute({ audio: true });
  heard.muted = held;
}

/**
 * The seat's call to a transfer target while its caller waits on hold (attended transfer). It shows itself
 * ringing, then talking; when the target declines or hangs up (or the seat cancels) it is over and the seat goes
 * back to the caller, unless the transfer is completing (the target may end it itself on taking the caller).
 */
export class Consultation {
  /** The REFER with Replaces is out. */
  completing = false;
  private done = false;
  private readonly audio = new Audio();

  constructor(
    readonly leg: RTCSession,
    readonly referTo: string,
    target: string,
    show: (consult: ConsultCall | null) => void,
    backToCaller: () => void,
  ) {
    this.audio.autoplay = true;
    show({ target, state: 'ringing' });
    playOn(leg, this.audio);
    leg.on('accepted', () => {
      if (!this.done) show({ target, state: 'talking' });
    });
    const over = () => {
      if (this.done) return;
      this.close();
      show(null);
      if (!this.completing) backToCaller();
    };
    leg.on('ended', over);
    leg.on('failed', over);
  }

  /** The target has left, or the consultation was let go. */
  get over(): boolean {
    return this.done;
  }

  /** Lets the consultation go: its leg's end, if it comes later, changes nothing. */
  close(): void {
    this.done = true;
    this.audio.srcObject = null;
  }
}
