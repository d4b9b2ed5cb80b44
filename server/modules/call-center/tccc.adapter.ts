import { createHash, createHmac } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { CallType } from '@domain/call-center/call-center.constants';
import type { CallEventKind } from '@domain/call-center/call-events';
import type { TcccConfig } from './call-center.config';
import { parseSeatAccount, seatAccount, TelephonyRefused, type TelephonyAdapter, type TelephonyEvent, type TelephonySeat } from './telephony';

const VERSION = '2020-02-10';
const SERVICE = 'ccc';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: Buffer | string, s: string) => createHmac('sha256', key).update(s).digest();

/**
 * The TC3-HMAC-SHA256 signature of a Tencent Cloud API 3.0 POST with a JSON body (the signed headers
 * are content-type, host and x-tc-action), as the "Making API Requests / Signature v3" page lays out.
 */
export function tc3Authorization(config: Pick<TcccConfig, 'secretId' | 'secretKey'>, host: string, action: string, body: string, timestamp: number): string {
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host;x-tc-action';
  const canonical = ['POST', '/', '', `content-type:application/json; charset=utf-8\nhost:${host}\nx-tc-action:${action.toLowerCase()}\n`, signedHeaders, sha256(body)].join('\n');
  const scope = `${date}/${SERVICE}/tc3_request`;
  const toSign = ['TC3-HMAC-SHA256', String(timestamp), scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(`TC3${config.secretKey}`, date), SERVICE), 'tc3_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${config.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** One row of TCCC's voice data push (the CDR pushed at a call's end, and the session pushes before it share these names). */
export interface TcccPush {
  SdkAppId?: number;
  SessionId?: string;
  /** 0 inbound, 1 outbound. */
  Direction?: number;
  Caller?: string;
  Callee?: string;
  RingTimestamp?: number;
  AcceptTimestamp?: number;
  EndedTimestamp?: number;
  Duration?: number;
  RecordURL?: string;
  SeatUser?: { UserId?: string };
}

/**
 * The app's events in a TCCC push: a push names what has happened so far by its timestamps (ringing,
 * answered when AcceptTimestamp is set, ended when EndedTimestamp is), so a CDR alone makes all three
 * and a repeat changes nothing (the records fold them). Null when the push is not a seat's call.
 */
export function eventsOfPush(push: TcccPush): TelephonyEvent[] | null {
  const seat = parseSeatAccount(push.SeatUser?.UserId ?? '');
  if (!seat || !push.SessionId || !push.Caller || !push.Callee || !push.RingTimestamp) return null;
  const type = push.Direction === 1 ? CallType.outbound : CallType.inbound;
  const base = { enterpriseId: seat.enterpriseId, extension: seat.extension, callId: push.SessionId, type, caller: push.Caller, callee: push.Callee };
  const event = (kind: CallEventKind, seconds: number): TelephonyEvent => ({ ...base, kind, at: new Date(seconds * 1000) });
  const events = [event('ringing', push.RingTimestamp)];
  if (push.AcceptTimestamp) events.push(event('answered', push.AcceptTimestamp));
  if (push.EndedTimestamp) events.push({ ...event('ended', push.EndedTimestamp), durationSec: push.Duration ?? 0, recordingUrl: push.RecordURL || undefined });
  return events;
}

type Fetch = typeof fetch;

/**
 * Tencent Cloud Contact Center through its API 3.0 (POST JSON, TC3 signature): SetStaffStatus for
 * sign-in, idle (free) and busy (notReady), ForceMemberOffline for sign-out, CreateCallOutSession to dial
 * (the platform rings the seat's line, then the customer), HangUpCall. Events arrive by TCCC's data push
 * to /api/call/provider/events, mapped by `eventsOfPush`.
 */
export class TcccTelephony implements TelephonyAdapter {
  readonly name = 'tccc';
  private readonly events = new EventEmitter();

  constructor(
    private readonly config: TcccConfig,
    private readonly http: Fetch = fetch,
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  async call<T>(action: string, params: Record<string, unknown>): Promise<T> {
    const url = new URL(this.config.apiBase);
    const body = JSON.stringify({ SdkAppId: this.config.sdkAppId, ...params });
    const timestamp = this.now();
    const headers: Record<string, string> = {
      'Content-Type': 'application/json; charset=utf-8',
      Host: url.host,
      'X-TC-Action': action,
      'X-TC-Version': VERSION,
      'X-TC-Timestamp': String(timestamp),
      Authorization: tc3Authorization(this.config, url.host, action, body, timestamp),
    };
    if (this.config.region) headers['X-TC-Region'] = this.config.region;
    const response = await this.http(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
    const json = (await response.json()) as { Response?: T & { Error?: { Code: string; Message: string } } };
    const error = json.Response?.Error;
    if (error) throw new TelephonyRefused(error.Code, error.Message);
    if (!response.ok || !json.Response) throw new TelephonyRefused('HttpError', `HTTP ${response.status}`);
    return json.Response;
  }

  async check(): Promise<void> {
    // A cheap read that needs the key and the instance: a wrong secret or SdkAppId fails the start.
    await this.call('DescribeStaffStatusMetrics', { StaffList: [] });
  }

  private async staffStatus(seat: TelephonySeat, status: 'free' | 'notReady') {
    const r = await this.call<{ StaffStatusList?: { ErrorCode?: string; ErrorMessage?: string }[] }>('SetStaffStatus', { StaffStatusList: [{ StaffUserId: seatAccount(seat), Status: status }] });
    const failed = r.StaffStatusList?.find((s) => s.ErrorCode);
    if (failed) throw new TelephonyRefused(failed.ErrorCode!, failed.ErrorMessage ?? '');
  }

  signIn(seat: TelephonySeat) {
    return this.staffStatus(seat, 'free');
  }

  async signOut(seat: TelephonySeat) {
    await this.call('ForceMemberOffline', { UserId: seatAccount(seat) });
  }

  setState(seat: TelephonySeat, state: 'idle' | 'busy') {
    return this.staffStatus(seat, state === 'idle' ? 'free' : 'notReady');
  }

  async dialOut(seat: TelephonySeat, callee: string) {
    const r = await this.call<{ SessionId: string }>('CreateCallOutSession', { UserId: seatAccount(seat), Callee: callee, Caller: seat.line, IsForceUseMobile: true });
    return { callId: r.SessionId };
  }

  async hangUp(_seat: TelephonySeat, callId: string) {
    await this.call('HangUpCall', { SessionId: callId });
  }

  async transfer(): Promise<void> {
    // TCCC's server API has no transfer of a live call: the seat transfers in TCCC's workbench.
    throw new TelephonyRefused('UnsupportedOperation', 'TCCC transfers from the agent workbench only');
  }

  /** A data push, already checked for its token: its events go to the listeners. */
  receivePush(push: TcccPush): number {
    if (push.SdkAppId !== undefined && push.SdkAppId !== this.config.sdkAppId) return 0;
    const events = eventsOfPush(push) ?? [];
    for (const e of events) this.events.emit('event', e);
    return events.length;
  }

  onEvent(listener: (event: TelephonyEvent) => void) {
    this.events.on('event', listener);
    return () => void this.events.off('event', listener);
  }
}
