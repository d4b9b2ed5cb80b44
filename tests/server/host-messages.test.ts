import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Trigger } from '@domain/notifications/triggers';
import { buildApp } from '@server/app';
import { jobs, users } from '@server/db/schema';
import { loadHostsConfig } from '@server/modules/hosts/hosts.config';
import { startFakeOpenPlatform, type FakeOpenPlatform } from '../../container-mocks/fake-open-platform';
import { Client } from '../support/test-app';
import { waitUntil } from '@tests/support/wait-until';
import { openTestDatabase } from '../support/test-database';

let wecom: FakeOpenPlatform;
let dingtalk: FakeOpenPlatform;
let app: FastifyInstance;

beforeAll(async () => {
  [wecom, dingtalk] = await Promise.all([startFakeOpenPlatform('wecom'), startFakeOpenPlatform('dingtalk')]);
  const config = loadHostsConfig({
    WECOM_CORP_ID: 'wwmockcorp0001',
    WECOM_AGENT_ID: '1000002',
    WECOM_SECRET: 'wecom-mock-secret',
    WECOM_API_BASE: wecom.url,
    WECOM_OAUTH_BASE: wecom.url,
    DINGTALK_CORP_ID: 'dingmockcorp0001',
    DINGTALK_AGENT_ID: '2000001',
    DINGTALK_APP_KEY: 'dingmockappkey',
    DINGTALK_APP_SECRET: 'dingtalk-mock-secret',
    DINGTALK_OAPI_BASE: dingtalk.url,
    APP_URL: 'https://fsm.example.test',
  });
  app = await buildApp({
    database: await openTestDatabase({ seeded: true }),
    config: { dataDir: await mkdtemp(path.join(os.tmpdir(), 'fsm-host-messages-')), hotline: '400', appDownloadUrl: 'https://a.test', paymentUrl: 'https://p.test' },
    hosts: config,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await Promise.all([wecom?.close(), dingtalk?.close()]);
});

/** Signs a host member in (the first one deploys the corp) and waits for the directory import. */
async function hostAdmin(host: 'wecom' | 'dingtalk', platform: FakeOpenPlatform, corpId: string, userId: string) {
  const client = new Client(app);
  const res = await client.post('/hosts/signIn', { host, code: platform.mintCode(corpId, userId), corpId });
  expect(res.statusCode, res.body).toBe(200);
  await waitUntil(async () => (await client.get('/schema/progress')).json.data, (p) => p.done || p.error);
  return client;
}

const rule = { trigger: Trigger.orderAccepted, recipients: [101], template: '工单{{订单编号}}已接单', enabled: true };
const userId = async (enterpriseId: number, name: string) =>
  (await app.db.system.select({ id: users.id }).from(users).where(and(eq(users.enterpriseId, enterpriseId), eq(users.name, name))))[0].id;
/** What an order operation does at its trigger moment. */
const accepted = (enterpriseId: number, userIds: number[], orderNo: string) =>
  app.db.tenant(enterpriseId, (tx) => app.notifications.notify(tx, { enterpriseId, trigger: Trigger.orderAccepted, context: { recipients: { 101: userIds }, values: { orderNo } } }));
const deliveries = async (admin: Client, orderNo: string) =>
  ((await admin.get('/notification/delivery/list?pageSize=100')).json.data as any[]).filter((d) => d.channel === 'host' && d.content.includes(orderNo));
/** Skips the backoff of waiting send retries, as if their time had come. */
const retryNow = () => app.db.system.update(jobs).set({ runAt: new Date() }).where(and(eq(jobs.kind, 'notify.send'), eq(jobs.state, 'queued')));

describe('WeCom work messages', () => {
  let admin: Client;
  let enterpriseId: number;
  beforeAll(async () => {
    admin = await hostAdmin('wecom', wecom, 'wwmockcorp0001', 'ZhouGuanli');
    enterpriseId = (await admin.get('/v2/sessionUser/info')).json.data.enterpriseId;
  });

  it('can be enabled for an enterprise installed from WeCom', async () => {
    expect((await admin.get('/enterprise/objnotifysetting/dingTalk')).json.data.connected).toBe(true);
    const saved = await admin.post('/enterprise/objnotifysetting/dingTalk', rule);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("reach the member in WeCom through the app, and the delivery shows as sent", async () => {
    await accepted(enterpriseId, [await userId(enterpriseId, '吴师傅')], 'GD-WX-1');
    await waitUntil(async () => wecom.messages, (m) => m.some((x) => x.content.includes('GD-WX-1')));
    expect(wecom.messages.find((m) => m.content.includes('GD-WX-1'))).toEqual({ corpId: 'wwmockcorp0001', userId: 'WuShifu', content: '【工单已接单】工单GD-WX-1已接单' });
    const [delivery] = await waitUntil(() => deliveries(admin, 'GD-WX-1'), (d) => d[0]?.state === 'sent');
    expect(delivery).toMatchObject({ userName: '吴师傅', attempts: 1, lastError: null });
  });

  it('are retried after a host outage; the operation that caused them is not held up', async () => {
    wecom.failMessages(1);
    await accepted(enterpriseId, [await userId(enterpriseId, '郑师傅')], 'GD-WX-2');
    const [pending] = await waitUntil(() => deliveries(admin, 'GD-WX-2'), (d) => d[0]?.lastError != null);
    expect(pending).toMatchObject({ state: 'pending', lastError: expect.stringContaining('system busy') });
    await retryNow();
    const [sent] = await waitUntil(() => deliveries(admin, 'GD-WX-2'), (d) => d[0]?.state === 'sent');
    expect(sent.attempts).toBe(2);
    expect(wecom.messages.filter((m) => m.content.includes('GD-WX-2'))).toHaveLength(1);
  });

  it('to a user with no WeCom account fail after the last attempt, with the reason for the administrator', async () => {
    const departmentId = (await admin.get('/stand/dept')).json.data[0].id;
    const res = await admin.post('/stand/user', { name: '本地新人', mobile: '13700009999', departmentId, roles: [2] });
    expect(res.statusCode, res.body).toBe(200);
    await accepted(enterpriseId, [res.json.data.id], 'GD-WX-3');
    const [failed] = await waitUntil(
      async () => {
        await retryNow();
        return deliveries(admin, 'GD-WX-3');
      },
      (d) => d[0]?.state === 'failed',
    );
    expect(failed).toMatchObject({ userName: '本地新人', attempts: 3, lastError: '该成员没有企业微信账号' });
    expect((await admin.get('/notification/delivery/count?state=failed')).json.data).toBe(1);
  });
});

describe('DingTalk work notices', () => {
  it('count as sent only once DingTalk confirms the accepted task; a notice it drops is listed as failed', async () => {
    const admin = await hostAdmin('dingtalk', dingtalk, 'dingmockcorp0001', dingtalk.corps[0].users[0].userId);
    const enterpriseId = (await admin.get('/v2/sessionUser/info')).json.data.enterpriseId;
    expect((await admin.post('/enterprise/objnotifysetting/dingTalk', rule)).statusCode).toBe(200);
    const member = dingtalk.corps[0].users[1];
    await accepted(enterpriseId, [await userId(enterpriseId, member.name)], 'GD-DD-1');
    await waitUntil(async () => dingtalk.messages, (m) => m.length > 0);
    expect(dingtalk.messages).toEqual([{ corpId: 'dingmockcorp0001', userId: member.userId, content: '【工单已接单】工单GD-DD-1已接单' }]);
    expect(wecom.messages.some((m) => m.content.includes('GD-DD-1'))).toBe(false);
    // Sent only once DingTalk's progress and send result confirm the accepted task.
    const [sent] = await waitUntil(() => deliveries(admin, 'GD-DD-1'), (d) => d[0]?.state === 'sent');
    expect(sent).toMatchObject({ userName: member.name, attempts: 1, lastError: null });

    // The same notice again: DingTalk answers ok, then its send result lists the member as forbidden
    // (the same content reaches a member once a day). That delivery fails at once, with the reason.
    await accepted(enterpriseId, [await userId(enterpriseId, member.name)], 'GD-DD-1');
    const dropped = await waitUntil(() => deliveries(admin, 'GD-DD-1'), (d) => d.length === 2 && d[0].state !== 'pending');
    expect(dropped[0]).toMatchObject({ state: 'failed', attempts: 1, lastError: expect.stringContaining('钉钉未送达：超出发送限制') });
    expect(dingtalk.messages.filter((m) => m.content.includes('GD-DD-1'))).toHaveLength(1);
    expect((await admin.get('/notification/delivery/count?state=failed')).json.data).toBe(1);
  });
});

describe('a standalone enterprise', () => {
  it('cannot turn host work messages on: it was not installed from a host', async () => {
    const admin = await Client.signIn(app, '13800000001');
    expect((await admin.get('/enterprise/objnotifysetting/dingTalk')).json.data.connected).toBe(false);
    const refused = await admin.post('/enterprise/objnotifysetting/dingTalk', rule);
    expect(refused.statusCode).toBe(400);
    expect(refused.json.message).toBe('尚未接入企业微信/钉钉，暂不能开启工作消息通知');
  });
});
