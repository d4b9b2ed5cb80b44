import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatSocket, type ChatSocketState } from '@/lib/chat-socket';

/** A socket the test drives: the server accepts, fails or closes it when the test says so. */
class FakeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  readonly sent: unknown[] = [];
  closedByClient = false;
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closedByClient = true;
  }
  accept() {
    this.onopen?.();
  }
  fail() {
    this.onerror?.();
    this.onclose?.({ code: 1006 });
  }
  serverClose(code = 1000) {
    this.onclose?.({ code });
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

let sockets: FakeSocket[];
let states: ChatSocketState[];
let received: unknown[];
let chat: ChatSocket;
const latest = () => sockets[sockets.length - 1];

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  states = [];
  received = [];
  chat = new ChatSocket({
    url: () => 'ws://app.test/api/kefu/user/socket',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    onState: (s) => states.push(s),
    onMessage: (m) => received.push(m),
  });
});
afterEach(() => {
  chat.close();
  vi.useRealTimers();
});

/** Advances to just before `ms` and checks nothing new was opened, then to `ms`. */
function expectReconnectAfter(ms: number) {
  const before = sockets.length;
  vi.advanceTimersByTime(ms - 1);
  expect(sockets).toHaveLength(before);
  vi.advanceTimersByTime(1);
  expect(sockets).toHaveLength(before + 1);
}

describe('ChatSocket', () => {
  it('opens at the kefu user socket path with a new random sessionid each time', () => {
    chat.open();
    latest().accept();
    latest().serverClose();
    vi.advanceTimersByTime(1000);
    const ids = sockets.map((s) => new URL(s.url).searchParams.get('sessionid'));
    expect(sockets.map((s) => new URL(s.url).pathname)).toEqual(['/api/kefu/user/socket', '/api/kefu/user/socket']);
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('after a close reconnects after 2^n seconds, n counting the attempts', () => {
    chat.open();
    latest().accept();
    latest().serverClose();
    expectReconnectAfter(1000);
    latest().fail();
    expectReconnectAfter(2000);
    latest().fail();
    expectReconnectAfter(4000);
    latest().fail();
    expectReconnectAfter(8000);
  });

  it('starts counting again after a successful open', () => {
    chat.open();
    latest().fail();
    expectReconnectAfter(1000);
    latest().fail();
    expectReconnectAfter(2000);
    latest().accept();
    latest().serverClose();
    expectReconnectAfter(1000);
  });

  it('waits at most 64 s between attempts', () => {
    chat.open();
    for (let i = 0; i < 10; i++) {
      latest().fail();
      vi.advanceTimersByTime(64_000);
    }
    latest().fail();
    expectReconnectAfter(64_000);
  });

  it('refuses to send while not open with "websocket is not open", and sends JSON once open', () => {
    expect(() => chat.send('send-message', 'text')).toThrow('websocket is not open');
    chat.open();
    expect(() => chat.send('send-message', 'text')).toThrow('websocket is not open');
    latest().accept();
    chat.send('send-message', 'text', { content: '你好' });
    expect(latest().sent).toEqual([{ type: 'send-message', event: 'text', data: { content: '你好' } }]);
    latest().serverClose();
    expect(() => chat.send('send-message', 'text')).toThrow('websocket is not open');
  });

  it('pings every 30 s while open and hands incoming events on', () => {
    chat.open();
    latest().accept();
    vi.advanceTimersByTime(60_000);
    expect(latest().sent).toEqual([
      { type: 'heartbeat', event: 'ping' },
      { type: 'heartbeat', event: 'ping' },
    ]);
    latest().receive({ type: 'heartbeat', event: 'pong' });
    latest().receive({ type: 'manage', event: 'notice' });
    expect(received).toEqual([
      { type: 'heartbeat', event: 'pong' },
      { type: 'manage', event: 'notice' },
    ]);
  });

  it('goes through open, error and close, and stays closed after close() or a sign-out close', () => {
    chat.open();
    latest().accept();
    latest().fail();
    expect(states).toEqual(['connecting', 'open', 'error', 'close']);
    vi.advanceTimersByTime(1000);
    latest().accept();
    chat.close();
    expect(latest().closedByClient).toBe(true);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(2);

    chat.open();
    latest().accept();
    latest().serverClose(4401);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(3);
  });
});
