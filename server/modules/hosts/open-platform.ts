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
  /** DingTalk only: a DING (urgent reminder) from one member to others; resolves DingTalk's ding id. */
  sendDing?(ding: DingRemind): Promise<string>;
  /** DingTalk only: puts the cool app's group panel card (the group's top card) in a group chat. */
  openGroupCard?(card: GroupCard): Promise<void>;
  /** DingTalk only: new data for a group panel card put there before (by its outTrackId). */
  updateGroupCard?(card: Pick<GroupCard, 'outTrackId' | 'params'>): Promise<void>;
  /** DingTalk only: where DingTalk calls back when a card's button is pressed (registered under a route key the cards name). */
  registerCardCallback?(callback: CardCallbackRoute): Promise<void>;
}

/** A card callback address registered with DingTalk: the cards naming `routeKey` call `url`, signed with `apiSecret`. */
export interface CardCallbackRoute {
  routeKey: string;
  url: string;
  apiSecret: string;
}

/** A cool app's card in a group chat: DingTalk's card data is a map of strings (lists as JSON text). */
export interface GroupCard {
  outTrackId: string;
  openConversationId: string;
  templateId: string;
  params: Record<string, string>;
  /** The registered callback route its buttons call (none: buttons that only open links). */
  callbackRouteKey?: string;
}

/** A DING: remind type 1 in-app, 2 SMS, 3 phone (DingTalk's remind_type). */
export interface DingRemind {
  creatorId: string;
  receiverIds: string[];
  kind: 1 | 2 | 3;
  text: string;
}

/**
 * Where a client gets its access token: its own app secret (in-house app), or the corp token a
 * third-party suite holds for an authorised corp (app market). `forget` says the host refused it.
 */
export interface TokenSource {
  get(): Promise<string>;
  forget(): void;
}

/** A code the host refused (forged, used or expired): the caller gets this message and no session. */
export class HostCodeRejected extends Error {}

/** The host answered with an error (configuration, permission, outage). */
export class HostCallFailed extends Error {}
