import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatSocketMessage } from '@domain/chat/chat-socket';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { users } from '@server/db/schema';
import { createNotices } from '@server/modules/notices/notices.service';
import { useTestApp } from '@tests/support/test-app';

const t = useTestApp();
let base: string;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

/** Signs a demo user in and returns the session cookie and csrf token the browser would hold. */
async function signIn(mobile: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/stand/pwdLogin', payload: { mobile, password: DEMO_PASSWORD } });
  const sid = res.cookies.find((c) => c.name === 'fsm_sid')!.value;
  const [user] = await t.app.db.system.select({ id: users.id, enterpriseId: users.enterpriseId }).from(users).where(eq(users.phone, mobile)).limit(1);
  return { cookie: `fsm_sid=${sid}`, csrfToken: (res.json() as { data: { csrfToken: string } }).data.csrfToken, ...user };
}

const socketUrl = (sessionid = `s${Math.random().toString(36).slice(2, 12)}`) => `ws://${base}/api/kefu/user/socket?sessionid=${sessionid}`;

/** A connected socket that keeps what it hears. */
class Probe {
  readonly heard: ChatSocketMessage[] = [];
  closed?: number;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => this.heard.push(JSON.parse(raw.toString()) as ChatSocketMessage));
    ws.on('close', (code) => (this.closed = code));
  }

  static open(cookie: string, sessionid?: string): Promise<Probe> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(socketUrl(sessionid), { headers: { cookie, origin: `http://${base}` } });
      ws.once('open', () => resolve(new Probe(ws)));
      ws.once('error', reject);
    });
  }

  async until<T>(read: () => T | undefined, ms = 5000): Promise<T> {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) {
      const value = read();
      if (value !== undefined) return value;
    }
    throw new Error(`nothing arrived; heard ${JSON.stringify(this.heard)}`);
  }

  /** Ping, then wait for the pong: anything pushed before it has arrived by then. */
  async roundTrip() {
    const before = this.heard.length;
    this.ws.send(JSON.stringify({ type: 'heartbeat', event: 'ping' }));
    await this.until(() => this.heard.slice(before).find((m) => m.event === 'pong'));
  }

  notices = () => this.heard.filter((m) => m.type === 'manage' && m.event === 'notice');
}

/** The HTTP status that refused an upgrade. */
function refusal(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('unexpected-response', (req, res) => {
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    ws.on('error', () => undefined); // the aborted handshake
    ws.once('open', () => reject(new Error('the socket opened')));
  });
}

describe('GET /api/kefu/user/socket', () => {
  it('refuses a socket without a session, from another site, or without a proper sessionid', async () => {
    const a = await signIn('13800000002');
    expect(await refusal(socketUrl(), { origin: `http://${base}` })).toBe(401);
    expect(await refusal(socketUrl(), { cookie: 'fsm_sid=forged', origin: `http://${base}` })).toBe(401);
    expect(await refusal(socketUrl(), { cookie: a.cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await refusal(`ws://${base}/api/kefu/user/socket`, { cookie: a.cookie })).toBe(400);
    expect(await refusal(socketUrl('a b'), { cookie: a.cookie })).toBe(400);
  });

  it('answers a heartbeat ping with pong, and a message it does not take with an error event', async () => {
    const a = await Probe.open((await signIn('13800000002')).cookie);
    await a.roundTrip();
    expect(a.heard).toEqual([{ type: 'heartbeat', event: 'pong' }]);
    a.ws.send('not json');
    a.ws.send(JSON.stringify({ type: 'send-message', event: 'text', data: { content: '你好' } }));
    const errors = await a.until(() => {
      const found = a.heard.filter((m) => m.event === 'error');
      return found.length === 2 ? found : undefined;
    });
    expect(errors.map((e) => (e.data as { message: string }).message)).toEqual(['消息必须是 JSON', '暂不支持 send-message/text']);
    a.ws.close();
  });

  it('pushes manage/notice to every open socket of the user a notice is for, and to nobody else', async () => {
    const [userA, userB, other] = await Promise.all([signIn('13800000002'), signIn('13800000003'), signIn('13800000011')]);
    const [a1, a2, b, c] = await Promise.all([Probe.open(userA.cookie), Probe.open(userA.cookie), Probe.open(userB.cookie), Probe.open(other.cookie)]);

    await t.app.db.tenant(userA.enterpriseId, (tx) => createNotices(tx, { enterpriseId: userA.enterpriseId, userIds: [userA.id], title: '派单提醒', content: '有新工单待派' }));
    await a1.until(() => a1.notices()[0]);
    await a2.until(() => a2.notices()[0]);
    expect(a1.notices()).toEqual([{ type: 'manage', event: 'notice' }]);
    // The same user id in another enterprise, and a colleague, hear nothing.
    await t.app.db.tenant(other.enterpriseId, (tx) => createNotices(tx, { enterpriseId: other.enterpriseId, userIds: [userA.id], title: '别家', content: '不是 A 的' }));
    await Promise.all([b.roundTrip(), c.roundTrip(), a1.roundTrip()]);
    expect(b.notices()).toEqual([]);
    expect(c.notices()).toEqual([]);
    expect(a1.notices()).toHaveLength(1);

    for (const p of [a1, a2, b, c]) p.ws.close();
  });

  it('coalesces a burst of board changes: one manage/dispatch at once and one when the second ends, per enterprise', async () => {
    const [dispatcher, other] = await Promise.all([signIn('13800000002'), signIn('13800000011')]);
    const [mine, theirs] = await Promise.all([Probe.open(dispatcher.cookie), Probe.open(other.cookie)]);
    const boards = (p: Probe) => p.heard.filter((m) => m.type === 'manage' && m.event === 'dispatch');
    // Twenty commits' announcements in a row (an accepted optimisation, a burst of drops) and one of the other enterprise.
    for (let i = 0; i < 20; i++) t.app.bus.publish('dispatch-changed', { enterpriseId: dispatcher.enterpriseId });
    t.app.bus.publish('dispatch-changed', { enterpriseId: other.enterpriseId });
    await mine.until(() => boards(mine)[0]);
    await theirs.until(() => boards(theirs)[0]);
    // The trailing nudge carries the rest of the burst; nothing follows it (a round trip after it brings no third).
    await mine.until(() => boards(mine)[1]);
    await Promise.all([mine.roundTrip(), theirs.roundTrip()]);
    expect(boards(mine)).toHaveLength(2);
    expect(boards(theirs)).toHaveLength(1);
    for (const p of [mine, theirs]) p.ws.close();
  });

  it('says nothing of a notice whose transaction rolled back', async () => {
    const userA = await signIn('13800000002');
    const a = await Probe.open(userA.cookie);
    await expect(
      t.app.db.tenant(userA.enterpriseId, async (tx) => {
        await createNotices(tx, { enterpriseId: userA.enterpriseId, userIds: [userA.id], title: '撤回', content: '回滚' });
        throw new Error('the operation failed');
      }),
    ).rejects.toThrow('the operation failed');
    await a.roundTrip();
    expect(a.notices()).toEqual([]);
    a.ws.close();
  });

  it('closes the socket when its session signs out', async () => {
    const userA = await signIn('13800000002');
    const a = await Probe.open(userA.cookie);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: userA.cookie }, payload: { ctoken: userA.csrfToken } });
    expect(await a.until(() => a.closed)).toBe(4401);
  });
});
