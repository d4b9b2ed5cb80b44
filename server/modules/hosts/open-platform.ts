import type { HostName } from './hosts.config';

export interface HostUser {
  userId: string;
  name: string;
  mobile?: string;
  departmentIds: string[];
}

export interface HostDepartment {
  id: string;
  name: string;
  parentId: string | null;
}

export interface JsapiTicketKind {
  /** WeCom has a corp ticket (config) and an app ticket (agentConfig); DingTalk one ticket. */
  type: 'corp' | 'agent';
}

/** What the server needs from a host's open platform; DingTalk and WeCom each implement it. */
export interface OpenPlatform {
  readonly host: HostName;
  readonly corpId: string;
  readonly agentId: string;
  /** Exchanges a single-use auth code for the member it was issued to; rejects forged/used/expired codes. */
  userByCode(code: string): Promise<HostUser>;
  user(userId: string): Promise<HostUser>;
  directory(): Promise<{ departments: HostDepartment[]; users: HostUser[] }>;
  jsapiTicket(type: JsapiTicketKind['type']): Promise<string>;
  /** Signs a page URL for the host's JSAPI config. */
  sign(url: string, type: JsapiTicketKind['type']): Promise<{ timeStamp: string; nonceStr: string; signature: string }>;
  /** Fetches an access token now: a wrong configuration shows at start, not at the first sign-in. */
  check(): Promise<void>;
  /**
   * Sends a work message from the app to one member; rejects with the host's error when it is refused.
   * Resolves the host's task id when the host only accepts now and delivers later (DingTalk), else
   * null: the answer was the outcome (WeCom).
   */
  sendWorkMessage(userId: string, text: string): Promise<string | null>;
  /** The outcome of an accepted task: resolves once delivered, rejects when dropped or not yet known. */
  confirmWorkMessage?(taskId: string, userId: string): Promise<void>;
}

/** A code the host refused (forged, used or expired): the caller gets this message and no session. */
export class HostCodeRejected extends Error {}

/** The host answered with an error (configuration, permission, outage). */
export class HostCallFailed extends Error {}
