import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/database';
import { seedDemoIfEmpty } from '@server/db/seed/demo';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { DEMO_KF } from '@server/modules/online-chat/online-chat.public';
import { startFakeOpenPlatform } from '../container-mocks/fake-open-platform';

/**
 * The online chat benchmarks' set-up: the fake open platform's kf side, the app in this process with
 * the demo enterprises (an in-memory PGlite, or the PostgreSQL database DATABASE_URL names: create it
 * empty for each run, the fake platform starts afresh), listening on loopback, the demo receptionist
 * 孙接待 signed in, and the demo kf account's callback pointed at the app.
 */
export async function startChatBench() {
  const fake = await startFakeOpenPlatform('wecom');
  process.env.WEIXIN_KF_API_BASE = fake.url;
  const database = await openDatabase({ url: process.env.DATABASE_URL });
  await seedDemoIfEmpty(database);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fsm-bench-chat-'));
  const app = await buildApp({ database, logger: false, runWorker: false, config: { dataDir, hotline: '400-800-6688', appDownloadUrl: 'https://app.example.invalid', paymentUrl: 'https://pay.example.invalid' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const session = await app.inject({ method: 'POST', url: '/api/stand/pwdLogin', payload: { mobile: '13800000006', password: DEMO_PASSWORD } });
  const cookie = `fsm_sid=${session.cookies.find((c) => c.name === 'fsm_sid')!.value}`;
  const info = await app.inject({ method: 'GET', url: '/api/v2/sessionUser/info', headers: { cookie } });
  const enterpriseId = (info.json() as { data: { enterpriseId: number } }).data.enterpriseId;
  fake.kf.setup({ corpId: DEMO_KF.corpId, openKfid: DEMO_KF.openKfid, token: DEMO_KF.callbackToken, encodingAesKey: DEMO_KF.encodingAesKey, callbackUrl: `http://${base}/api/kefu/wecom/callback/${enterpriseId}` });
  /** A WeChat customer writes a text to the demo kf account (the fake sends the encrypted callback). */
  const customerWrites = (externalUserId: string, text: string, nickname?: string) => fake.kf.customerWrites({ openKfid: DEMO_KF.openKfid, externalUserId, nickname, msgtype: 'text', body: { content: text } });
  const close = async () => {
    await app.close();
    await fake.close();
  };
  return { app, base, cookie, customerWrites, close };
}

export const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
export const fmt = (n: number) => n.toFixed(1);
