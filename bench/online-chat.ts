/**
 * Online chat latency (issue 41): a WeChat customer's message from the fake open platform's kf
 * callback (encrypted event → kf/sync_msg pull → stored → pushed) to the reception staff's sockets,
 * with SESSIONS customers writing at once, ROUNDS messages each. STAFF=1: the demo account as seeded
 * (排队领取: the chats wait in the queue, each message goes to 孙接待's socket). STAFF=n: n receptionists
 * with a socket each and the account sharing by 空闲优先, so the warm-up's chats are shared out among them
 * and each message goes to its receptionist's socket only (the issue's "500 sessions, 100 staff
 * sockets"). Beside it, in the same run, the baseline: the same number of concurrent round trips
 * through an in-process WebSocket echo. Also counts that every message arrived exactly once.
 *
 *   SESSIONS=50 ROUNDS=5 node --import tsx bench/online-chat.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_chat SESSIONS=500 STAFF=100 ROUNDS=5 node --import tsx bench/online-chat.ts
 */
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { fmt, pct, startChatBench } from './chat-bench-app';

const SESSIONS = Number(process.env.SESSIONS ?? 50);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const STAFF = Number(process.env.STAFF ?? 1);

async function main() {
  const t = await startChatBench();
  const { base, cookie } = t;

  // The staff sockets: when each text arrived (at whichever socket), and how often.
  const cookies = STAFF > 1 ? await t.receptionists(STAFF, Math.ceil((2 * SESSIONS) / STAFF)) : [cookie];
  const arrived = new Map<string, number[]>();
  const sockets = await Promise.all(
    cookies.map(async (c, i) => {
      const socket = new WebSocket(`ws://${base}/api/kefu/user/socket?sessionid=bench${i}-${Date.now()}`, { headers: { cookie: c, origin: `http://${base}` } });
      socket.on('message', (raw) => {
        const m = JSON.parse(raw.toString()) as { type: string; data?: { content?: { text?: string } } };
        const text = m.type === 'send-message' ? m.data?.content?.text : undefined;
        if (text) arrived.set(text, [...(arrived.get(text) ?? []), performance.now()]);
      });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      return socket;
    }),
  );

  const waitFor = async (text: string) => {
    while (!arrived.has(text)) await new Promise((r) => setTimeout(r, 1));
    return arrived.get(text)![0];
  };

  // Warm-up: one message opens each customer's session (not measured).
  await Promise.all(Array.from({ length: SESSIONS }, (_, i) => t.customerWrites(`bench-${i}`, `warm-${i}`, `压测客户${i}`)));
  for (let i = 0; i < SESSIONS; i++) await waitFor(`warm-${i}`);

  const chat: number[] = [];
  for (let round = 0; round < ROUNDS; round++)
    await Promise.all(
      Array.from({ length: SESSIONS }, async (_, i) => {
        const text = `r${round}-c${i}`;
        const started = performance.now();
        await t.customerWrites(`bench-${i}`, text);
        chat.push((await waitFor(text)) - started);
      }),
    );
  const expected = SESSIONS * (ROUNDS + 1);
  const doubled = [...arrived.values()].filter((times) => times.length > 1).length;

  // Baseline: the same concurrency through an in-process WebSocket echo.
  const echoServer = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  echoServer.on('connection', (ws) => ws.on('message', (raw) => ws.send(raw.toString())));
  await new Promise((r) => echoServer.once('listening', r));
  const echo = new WebSocket(`ws://127.0.0.1:${(echoServer.address() as AddressInfo).port}`);
  const echoed = new Map<string, number>();
  echo.on('message', (raw) => echoed.set(raw.toString(), performance.now()));
  await new Promise((resolve) => echo.once('open', resolve));
  const baseline: number[] = [];
  for (let round = 0; round < ROUNDS; round++)
    await Promise.all(
      Array.from({ length: SESSIONS }, async (_, i) => {
        const text = `e${round}-${i}`;
        const started = performance.now();
        echo.send(text);
        while (!echoed.has(text)) await new Promise((r) => setTimeout(r, 1));
        baseline.push(echoed.get(text)! - started);
      }),
    );

  const row = {
    sessions: SESSIONS,
    staffSockets: STAFF,
    messages: chat.length,
    chatP50: pct(chat, 50),
    chatP99: pct(chat, 99),
    echoP50: pct(baseline, 50),
    echoP99: pct(baseline, 99),
    arrived: arrived.size,
    expected,
    doubled,
  };
  console.log(JSON.stringify(row));
  console.log(
    `callback → staff socket (${STAFF} receptionists), ${SESSIONS} concurrent sessions × ${ROUNDS}: p50 ${fmt(row.chatP50)} ms, p99 ${fmt(row.chatP99)} ms; ` +
      `in-process echo: p50 ${fmt(row.echoP50)} ms, p99 ${fmt(row.echoP99)} ms; ratio p50 ${fmt(row.chatP50 / row.echoP50)}×, p99 ${fmt(row.chatP99 / row.echoP99)}×; ` +
      `${row.arrived}/${expected} messages arrived, ${doubled} twice`,
  );
  for (const socket of sockets) socket.close();
  echo.close();
  echoServer.close();
  await t.close();
  process.exit(0);
}

void main();
