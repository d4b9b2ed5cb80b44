import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { ShareRule } from '@domain/online-chat/online-chat.constants';
import { Role } from '@domain/shell/roles';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/database';
import { seedDemoIfEmpty } from '@server/db/seed/demo';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { chatAccounts } from '@server/db/schema/online-chat';
import { accounts, users } from '@server/db/schema/tenancy';
import { DEMO_KF } from '@server/modules/online-chat/online-chat.public';
import { saveReceptionPerson } from '@server/modules/reception/reception.public';
import { addMember } from '@server/modules/users/add-member';
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
  // Each from an address of its own: the sign-in's per-address limit is for people, not for a bench's hundred.
  const signIn = async (mobile: string, i = 0) => {
    const session = await app.inject({ method: 'POST', url: '/api/stand/pwdLogin', payload: { mobile, password: DEMO_PASSWORD }, remoteAddress: `10.41.${i >> 8}.${i & 255}` });
    const sid = session.cookies.find((c) => c.name === 'fsm_sid');
    if (!sid) throw new Error(`${mobile} could not sign in: ${session.body}`);
    return `fsm_sid=${sid.value}`;
  };
  const cookie = await signIn('13800000006');
  const info = await app.inject({ method: 'GET', url: '/api/v2/sessionUser/info', headers: { cookie } });
  const { enterpriseId, id: userId } = (info.json() as { data: { enterpriseId: number; id: number } }).data;
  fake.kf.setup({ corpId: DEMO_KF.corpId, openKfid: DEMO_KF.openKfid, token: DEMO_KF.callbackToken, encodingAesKey: DEMO_KF.encodingAesKey, callbackUrl: `http://${base}/api/kefu/wecom/callback/${enterpriseId}` });
  /** A WeChat customer writes a text to the demo kf account (the fake sends the encrypted callback). */
  const customerWrites = (externalUserId: string, text: string, nickname?: string) => fake.kf.customerWrites({ openKfid: DEMO_KF.openKfid, externalUserId, nickname, msgtype: 'text', body: { content: text } });
  /**
   * `count` receptionists signed in (孙接待 and colleagues made for the bench, 手机 139100xxxxx), each
   * with room for `room` chats, and the demo kf account sharing its new chats among them by 空闲优先 at
   * any hour: a chat goes to one of them, and its messages only to that one's sockets. Answers their cookies.
   */
  const receptionists = async (count: number, room: number): Promise<string[]> => {
    const [{ passwordHash }] = await database.system.select({ passwordHash: accounts.passwordHash }).from(accounts).where(eq(accounts.phone, '13800000006'));
    const [{ departmentId }] = await database.system.select({ departmentId: users.departmentId }).from(users).where(eq(users.id, userId));
    const phones = Array.from({ length: count - 1 }, (_, i) => `139100${String(i).padStart(5, '0')}`);
    const ids = [userId];
    await database.system.transaction(async (tx) => {
      for (const [i, phone] of phones.entries()) ids.push(await addMember(tx, { enterpriseId, departmentId: departmentId!, name: `压测接待${i + 1}`, phone, roles: [Role.reception] }));
      await tx.update(accounts).set({ passwordHash }).where(inArray(accounts.phone, phones));
      for (const id of ids) await saveReceptionPerson(tx, enterpriseId, { userId: id, maxConcurrent: room, enabled: true });
      await tx.update(chatAccounts).set({ shareRule: ShareRule.leastBusy, staffUserIds: ids, workHours: null }).where(and(eq(chatAccounts.enterpriseId, enterpriseId), eq(chatAccounts.openKfid, DEMO_KF.openKfid)));
    });
    return [cookie, ...(await Promise.all(phones.map((phone, i) => signIn(phone, i + 1))))];
  };
  const close = async () => {
    await app.close();
    await fake.close();
  };
  return { app, base, cookie, customerWrites, receptionists, close };
}

export const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
export const fmt = (n: number) => n.toFixed(1);
