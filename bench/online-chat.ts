/**
 * Online chat latency (issue 41): a WeChat customer's message from the fake open platform's kf
 * callback (encrypted event → kf/sync_msg pull → stored → pushed) to the reception staff's sockets,
 * with SESSIONS customers writing at once, ROUNDS messages each; beside it, in the same run, the
 * baseline: the same number of concurrent round trips through an in-process WebSocket echo.
 * Also counts that every message arrived exactly once at every staff socket.
 *
 *   SESSIONS=50 ROUNDS=5 node --import tsx bench/online-chat.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_push SESSIONS=500 ROUNDS=5 node --import tsx bench/online-chat.ts
 */
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { DEMO_KF } from '@server/modules/online-chat/online-chat.public';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/database';
import { seedDemoIfEmpty } from '@server/db/seed/demo';
import { startFakeOpenPlatform } from '../container-mocks/fake-open-platform';

const SESSIONS = Number(process.env.SESSIONS ?? 50);
const ROUNDS = Number(process.env.ROUNDS ?? 5);

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const fmt = (n: number) => n.toFixed(1);

async function main() {
  const fake = await startFakeOpenPlatform('wecom');
  process.env.WEIXIN_KF_API_BASE = fake.url;
  // The app in this process with the demo enterprises (seeding takes a while): an in-memory PGlite, or
  // the PostgreSQL database DATABASE_URL names (create it empty for each run: the fake platform starts afresh).
  const database = await openDatabase({ url: process.env.DATABASE_URL });
  await seedDemoIfEmpty(database);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fsm-bench-chat-'));
  const app = await buildApp({ database, logger: false, runWorker: false, config: { dataDir, hotline: '400-800-6688', appDownloadUrl: 'https://app.example.invalid', paymentUrl: 'https://pay.example.invalid' } });
  const t = { app, close: () => app.close() };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const session = await t.app.inject({ method: 'POST', url: '/api/stand/pwdLogin', payload: { mobile: '13800000006', password: DEMO_PASSWORD } });
  const cookie = `fsm_sid=${session.cookies.find((c) => c.name === 'fsm_sid')!.value}`;
  const info = await t.app.inject({ method: 'GET', url: '/api/v2/sessionUser/info', headers: { cookie } });
  const enterpriseId = (info.json() as { data: { enterpriseId: number } }).data.enterpriseId;
  fake.kf.setup({ corpId: DEMO_KF.corpId, openKfid: DEMO_KF.openKfid, token: DEMO_KF.callbackToken, encodingAesKey: DEMO_KF.encodingAesKey, callbackUrl: `http://${base}/api/kefu/wecom/callback/${enterpriseId}` });

  // The staff socket: when each text arrived, and how often.
  const arrived = new Map<string, number[]>();
  const staff = new WebSocket(`ws://${base}/api/kefu/user/socket?sessionid=bench${Date.now()}`, { headers: { cookie, origin: `http://${base}` } });
  staff.on('message', (raw) => {
    const m = JSON.parse(raw.toString()) as { type: string; data?: { content?: { text?: string } } };
    const text = m.type === 'send-message' ? m.data?.content?.text : undefined;
    if (text) arrived.set(text, [...(arrived.get(text) ?? []), performance.now()]);
  });
  await new Promise((resolve, reject) => staff.once('open', resolve).once('error', reject));

  const waitFor = async (text: string) => {
    while (!arrived.has(text)) await new Promise((r) => setTimeout(r, 1));
    return arrived.get(text)![0];
  };

  // Warm-up: one message opens each customer's session (not measured).
  await Promise.all(Array.from({ length: SESSIONS }, (_, i) => fake.kf.customerWrites({ openKfid: DEMO_KF.openKfid, externalUserId: `bench-${i}`, nickname: `压测客户${i}`, msgtype: 'text', body: { content: `warm-${i}` } })));
  for (let i = 0; i < SESSIONS; i++) await waitFor(`warm-${i}`);

  const chat: number[] = [];
  for (let round = 0; round < ROUNDS; round++)
    await Promise.all(
      Array.from({ length: SESSIONS }, async (_, i) => {
        const text = `r${round}-c${i}`;
        const started = performance.now();
        await fake.kf.customerWrites({ openKfid: DEMO_KF.openKfid, externalUserId: `bench-${i}`, msgtype: 'text', body: { content: text } });
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
    `callback → staff socket, ${SESSIONS} concurrent sessions × ${ROUNDS}: p50 ${fmt(row.chatP50)} ms, p99 ${fmt(row.chatP99)} ms; ` +
      `in-process echo: p50 ${fmt(row.echoP50)} ms, p99 ${fmt(row.echoP99)} ms; ratio p50 ${fmt(row.chatP50 / row.echoP50)}×, p99 ${fmt(row.chatP99 / row.echoP99)}×; ` +
      `${row.arrived}/${expected} messages arrived, ${doubled} twice`,
  );
  staff.close();
  echo.close();
  echoServer.close();
  await t.close();
  await fake.close();
  process.exit(0);
}

void main();
