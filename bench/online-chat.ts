/**
 * Online chat latency (issue 41): a WeChat customer's message from the fake open platform's kf
 * callback (encrypted event → kf/sync_msg pull → stored → pushed) to the reception staff's sockets,
 * with SESSIONS customers writing at once, ROUNDS messages each. STAFF=1: the demo account as seeded
 * (排队领取: the chats wait in the queue, each message goes to 孙接待's socket). STAFF=n: n receptionists
 * with a socket each and the account sharing by 空闲优先, so the warm-up's chats are shared out among them
 * and each message goes to its receptionist's socket only (the issue's "500 sessions, 100 staff
 * sockets"). Two loads on the SESSIONS open chats: the burst (every customer writes at the same instant,
 * ROUNDS times: the worst case, 500 messages in one pull) and the steady part (each customer writes again
 * after a random pause of mean PACE seconds, for SECONDS: the issue's "500 concurrent sessions" as people
 * write, PACE=5 is 100 messages/s). Beside it, in the same run, the baseline: the burst's concurrent round
 * trips through an in-process WebSocket echo. Also counts that every message arrived exactly once. The
 * fake platform and the staff sockets run in this process too: their work is inside every figure.
 *
 *   SESSIONS=50 ROUNDS=5 node --import tsx bench/online-chat.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_chat SESSIONS=500 STAFF=100 ROUNDS=5 PACE=5 SECONDS=30 node --import tsx bench/online-chat.ts
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import WebSocket, { WebSocketServer } from 'ws';
import { fmt, pct, startChatBench } from './chat-bench-app';

const SESSIONS = Number(process.env.SESSIONS ?? 50);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const STAFF = Number(process.env.STAFF ?? 1);
/** The steady part: each customer's mean pause between messages (s), and how long it runs (s). */
const PACE = Number(process.env.PACE ?? 5);
const SECONDS = Number(process.env.SECONDS ?? 30);

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

  // Steady: every customer writes again after a random pause (exponential, mean PACE s), for SECONDS.
  const steady: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const loadBefore = os.loadavg()[0];
  await Promise.all(
    Array.from({ length: SESSIONS }, async (_, i) => {
      for (let n = 0; ; n++) {
        await new Promise((r) => setTimeout(r, -Math.log(1 - Math.random()) * PACE * 1000));
        if (performance.now() >= until) return;
        const text = `s${n}-c${i}`;
        const started = performance.now();
        await t.customerWrites(`bench-${i}`, text);
        steady.push((await waitFor(text)) - started);
      }
    }),
  );
  const expected = SESSIONS * (ROUNDS + 1) + steady.length;
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
    steadyMessages: steady.length,
    steadyRate: steady.length / SECONDS,
    steadyP50: pct(steady, 50),
    steadyP99: pct(steady, 99),
    steadyLoad: [loadBefore, os.loadavg()[0]],
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
      `${row.arrived}/${expected} messages arrived, ${doubled} twice\n` +
      `steady, each customer writing every ${PACE} s on average for ${SECONDS} s (${fmt(row.steadyRate)} messages/s): p50 ${fmt(row.steadyP50)} ms, p99 ${fmt(row.steadyP99)} ms`,
  );
  for (const socket of sockets) socket.close();
  echo.close();
  echoServer.close();
  await t.close();
  process.exit(0);
}

void main();
