import {
  CHAT_SOCKET_NOT_OPEN,
  CHAT_SOCKET_PATH,
  ChatEventKind,
  HEARTBEAT_MS,
  HeartbeatEvent,
  type ChatEventKindValue,
  type ChatSocketMessage,
} from '@domain/chat/chat-socket';

/** Spec: the socket's states. */
export type ChatSocketState = 'connecting' | 'open' | 'close' | 'error';

/** The server closed it for good (signed out): reconnecting would only be refused. */
const SIGNED_OUT = 4401;
/**
 * Reconnects wait 2^n seconds, n counting the attempts since the last successful open (1, 2, 4 …).
 * The spec names no ceiling; n stops growing at 6 (64 s), so a long outage is not followed by an
 * hour of silence.
 */
const MAX_EXPONENT = 6;

export interface ChatSocketOptions {
  onMessage?: (message: ChatSocketMessage) => void;
  onState?: (state: ChatSocketState) => void;
  /** Where to connect; the app's own origin by default. */
  url?: () => string;
  /** Makes the socket (tests pass a fake). */
  createSocket?: (url: string) => WebSocket;
}

const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const defaultUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${CHAT_SOCKET_PATH}`;

/** The chat socket (spec part 1 section 4 and 7): one per signed-in page, with heartbeat and reconnect. */
export class ChatSocket {
  private socket: WebSocket | null = null;
  private current: ChatSocketState = 'close';
  private attempts = 0;
  private wanted = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly options: ChatSocketOptions = {}) {}

  get state(): ChatSocketState {
    return this.current;
  }

  /** The wait before the next reconnect, in ms. */
  get reconnectDelayMs(): number {
    return 2 ** Math.min(this.attempts, MAX_EXPONENT) * 1000;
  }

  open() {
    if (this.wanted) return;
    this.wanted = true;
    this.connect();
  }

  /** Closes for good (sign-out): no reconnect. */
  close() {
    this.wanted = false;
    clearTimeout(this.retryTimer);
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.setState('close');
  }

  /** Sends one event; throws 'websocket is not open' unless the socket is open. */
  send(type: ChatEventKindValue, event: string, data?: unknown) {
    if (!this.socket || this.current !== 'open') throw new Error(CHAT_SOCKET_NOT_OPEN);
    this.socket.send(JSON.stringify({ type, event, data } satisfies ChatSocketMessage));
  }

  private connect() {
    // A fresh random sessionid for every connection (spec: "opened with a random sessionid query").
    const url = `${(this.options.url ?? defaultUrl)()}?sessionid=${randomId()}`;
    const socket = (this.options.createSocket ?? ((u: string) => new WebSocket(u)))(url);
    this.socket = socket;
    this.setState('connecting');
    socket.onopen = () => {
      this.attempts = 0;
      this.setState('open');
      this.heartbeat = setInterval(() => {
        if (this.current === 'open') this.send(ChatEventKind.heartbeat, HeartbeatEvent.ping);
      }, HEARTBEAT_MS);
    };
    socket.onmessage = (e: MessageEvent) => {
      try {
        this.options.onMessage?.(JSON.parse(String(e.data)) as ChatSocketMessage);
      } catch {
        // Not JSON: nothing the app could act on.
      }
    };
    socket.onerror = () => this.setState('error');
    socket.onclose = (e: CloseEvent) => {
      if (this.socket !== socket) return; // an old socket closing after close() or a reconnect
      this.socket = null;
      this.stopHeartbeat();
      this.setState('close');
      if (this.wanted && e.code !== SIGNED_OUT) this.scheduleReconnect();
    };
  }

  private scheduleReconnect() {
    const delay = this.reconnectDelayMs;
    this.attempts++;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private stopHeartbeat() {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private setState(state: ChatSocketState) {
    if (state === this.current) return;
    this.current = state;
    this.options.onState?.(state);
  }
}
