import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Trigger } from '@domain/notifications/triggers';
import { buildApp } from '@server/app';
import { loadHostsConfig } from '@server/modules/hosts/hosts.config';
import { sendDueDigests } from '@server/modules/reports/digest.job';
import { startFakeOpenPlatform, type FakeOpenPlatform } from '../../container-mocks/fake-open-platform';
import { Client } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';
import { waitUntil } from '@tests/support/wait-until';

// The daily digests as host work messages: a WeCom-installed enterprise switches them on for the
// digest trigger, and the fake open platform's message endpoint receives the member's digest once.

let wecom: FakeOpenPlatform;
let app: FastifyInstance;

beforeAll(async () => {
  wecom = await startFakeOpenPlatform('wecom');
  const hosts = loadHostsConfig({
    WECOM_CORP_ID: 'wwmockcorp0001',
    WECOM_AGENT_ID: '1000002',
    WECOM_SECRET: 'wecom-mock-secret',
    WECOM_API_BASE: wecom.url,
    WECOM_OAUTH_BASE: wecom.url,
    APP_URL: 'https://fsm.example.test',
  });
  app = await buildApp({
    database: await openTestDatabase({ seeded: true }),
    config: { dataDir: await mkdtemp(path.join(os.tmpdir(), 'fsm-digest-hosts-')), hotline: '400', appDownloadUrl: 'https://a.test', paymentUrl: 'https://p.test' },
    hosts,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await wecom?.close();
});

describe('the daily digests in WeCom', () => {
  it('reach a subscribed member as a work message once, when the enterprise switched work messages on for them', async () => {
    const admin = new Client(app);
    const signedIn = await admin.post('/hosts/signIn', { host: 'wecom', code: wecom.mintCode('wwmockcorp0001', 'ZhouGuanli'), corpId: 'wwmockcorp0001' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    await waitUntil(async () => (await admin.get('/schema/progress')).json.data, (p) => p.done || p.error);
    const saved = await admin.post('/enterprise/objnotifysetting/dingTalk', { trigger: Trigger.digestTodo, recipients: [902], template: '待办（{{订阅日期}}）：{{订阅内容}}', enabled: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await admin.put('/subscribe/updateSubscribeStatus', { type: 1, state: 1 })).statusCode).toBe(200);

    const at800 = new Date('2026-12-01T08:00:00+08:00');
    const sent = await Promise.all([sendDueDigests({ db: app.db, notifications: app.notifications }, at800), sendDueDigests({ db: app.db, notifications: app.notifications }, at800)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const messages = await waitUntil(async () => wecom.messages.filter((m) => m.content.includes('待办（2026-12-01）')), (m) => m.length > 0);
    expect(messages).toEqual([{ corpId: 'wwmockcorp0001', userId: 'ZhouGuanli', content: expect.stringMatching(/^【今日待办】待办（2026-12-01）：待受理工单：\d+个/) }]);
    // The delivery is listed as sent, and the in-app notice came too (its rule is the default).
    await waitUntil(
      async () => (await admin.get('/notification/delivery/list?pageSize=100')).json.data as { channel: string; trigger: string; state: string }[],
      (d) => d.some((x) => x.channel === 'host' && x.trigger === Trigger.digestTodo && x.state === 'sent'),
    );
    expect(await sendDueDigests({ db: app.db, notifications: app.notifications }, new Date('2026-12-01T08:01:00+08:00'))).toBe(0);
    expect(wecom.messages.filter((m) => m.content.includes('待办（2026-12-01）'))).toHaveLength(1);
  });
});
