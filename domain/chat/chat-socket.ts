import { ChatPaths } from './chat.paths';

/**
 * The chat socket (spec part 1 section 7 "Transport", part 2 "Chat socket"): opened at the kefu user
 * socket path with a random sessionid query; every message is JSON `{ type, event, data? }` where
 * `type` is one of the spec's event kinds and `event` what happened (access, assign, close, ping, pong …).
 */
export const CHAT_SOCKET_PATH = `/api${ChatPaths.socket}`;

export const ChatEventKind = { manage: 'manage', sendMessage: 'send-message', heartbeat: 'heartbeat' } as const;
export type ChatEventKindValue = (typeof ChatEventKind)[keyof typeof ChatEventKind];

/**
 * Events under `manage`: the spec's chat-session events, `notice` (a new in-app notice for the user), `call` (a call
 * rings the user's seat), `seat` (the seat moved) and `dispatch` (the enterprise's dispatch board changed; no data).
 */
export const ManageEvent = { access: 'access', assign: 'assign', close: 'close', notice: 'notice', call: 'call', seat: 'seat', dispatch: 'dispatch', error: 'error' } as const;
export const HeartbeatEvent = { ping: 'ping', pong: 'pong' } as const;

export interface ChatSocketMessage {
  type: ChatEventKindValue;
  event: string;
  data?: unknown;
}

/** Spec part 1 section 8: sending while the socket is not open. */
export const CHAT_SOCKET_NOT_OPEN = 'websocket is not open';

/** A board change nudges each enterprise's pages (manage/dispatch) at most once in this window. */
export const DISPATCH_NUDGE_MS = 1_000;

/** The client pings this often; the server drops a socket silent for three of these. */
export const HEARTBEAT_MS = 30_000;
