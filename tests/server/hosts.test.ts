import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { loadHostsConfig, type HostsConfig } from '@server/modules/hosts/hosts.config';
import { createPlatforms } from '@server/modules/hosts/hosts.module';
import { wecomSignature } from '@server/modules/hosts/signature';
import { startFakeOpenPlatform, type FakeOpenPlatform } from '../../container-mocks/fake-open-platform';
import { Client } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

const APP_ORIGIN = 'https://fsm.example.test';
let wecom: FakeOpenPlatform;
let dingtalk: FakeOpenPlatform;
let app: FastifyInstance;
let config: HostsConfig;

const env = (w: FakeOpenPlatform, d: FakeOpenPlatform) => ({
  WECOM_CORP_ID: 'wwmockcorp0001',
  WECOM_AGENT_ID: '1000002',
  WECOM_SECRET: 'wecom-mock-secret',
  WECOM_API_BASE: w.url,
  WECOM_OAUTH_BASE: w.url,
  DINGTALK_CORP_ID: 'dingmockcorp0001',
  DINGTALK_AGENT_ID: '2000001',
  DINGTALK_APP_KEY: 'dingmockappkey',
  DINGTALK_APP_SECRET: 'dingtalk-mock-secret',
  DINGTALK_OAPI_BASE: d.url,
  APP_URL: `${APP_ORIGIN}/`,
});

beforeAll(async () => {
  [wecom, dingtalk] = await Promise.all([startFakeOpenPlatform('wecom'), startFakeOpenPlatform('dingtalk')]);
  config = loadHostsConfig(env(wecom, dingtalk));
  app = await buildApp({
    database: await openTestDatabase({ seeded: true }),
    config: { dataDir: await mkdtemp(path.join(os.tmpdir(), 'fsm-hosts-')), hotline: '400', appDownloadUrl: 'https://a.test', paymentUrl: 'https://p.test' },
    hosts: config,
    runWorker: false,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await Promise.all([wecom?.close(), dingtalk?.close()]);
});

async function hostSignIn(host: 'wecom' | 'dingtalk', code: string, corpId?: string) {
  const client = new Client(app);
  const res = await client.post('/hosts/signIn', { host, code, corpId });
  return { client, res };
}

async function waitForDeploy(client: Client) {
  for (let i = 0; i < 100; i++) {
    const { json } = await client.get('/schema/progress');
    if (json.data.done || json.data.error) return json.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('quick deploy did not finish');
}

describe('DingTalk: a new corp signs in and is deployed from the directory', () => {
  it('the first member creates the enterprise as its administrator, and the directory is imported with progress', async () => {
    const { client, res } = await hostSignIn('dingtalk', dingtalk.mintCode('dingmockcorp0001', 'manager001'), 'dingmockcorp0001');
    expect(res.statusCode).toBe(200);
    const quick = await client.get('/schema/isQuickDeploy');
    expect(quick.json.data.is_quick_deploy === 0 || quick.json.data.is_quick_deploy === 1).toBe(true);
    expect(await waitForDeploy(client)).toMatchObject({ progress: 100, done: true, error: null });
    expect((await client.get('/schema/isQuickDeploy')).json.data.is_quick_deploy).toBe(0);

    const me = await client.get('/v2/sessionUser/info');
    expect(me.json.data).toMatchObject({ name: '钱经理', host: 'dingtalk', admin: true, enterpriseName: '钉钉示例电梯维保有限公司' });
    const list = await client.get('/v2/user/list?pageIndex=0&pageSize=50');
    const names = JSON.stringify(list.json);
    for (const name of ['钱经理', '孙技师', '李技师']) expect(names).toContain(name);
    expect((await client.get('/schema/isNoviceGuide')).json.data.is_novice_guide).toBe(1);
  });

  it('a second member signs into the same enterprise as the user imported for them', async () => {
    const { client, res } = await hostSignIn('dingtalk', dingtalk.mintCode('dingmockcorp0001', 'tech002'), 'dingmockcorp0001');
    expect(res.statusCode).toBe(200);
    const me = (await client.get('/v2/sessionUser/info')).json.data;
    expect(me).toMatchObject({ name: '李技师', enterpriseName: '钉钉示例电梯维保有限公司', admin: false });
  });

  it('a reused, expired or forged code gets a clear error and no session', async () => {
    const code = dingtalk.mintCode('dingmockcorp0001', 'tech001');
    expect((await hostSignIn('dingtalk', code)).res.statusCode).toBe(200);
    for (const bad of [code, dingtalk.mintCode('dingmockcorp0001', 'tech001', -1), 'forged-code']) {
      const { client, res } = await hostSignIn('dingtalk', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toContain('授权码无效或已过期');
      expect((await client.get('/v2/sessionUser/info')).statusCode).toBe(401);
    }
  });

  it('a code of another corp never signs into this enterprise', async () => {
    const other = await hostSignIn('dingtalk', dingtalk.mintCode('dingothercorp0002', 'outsider'));
    expect(other.res.statusCode).toBe(400);
    const wrongCorp = await hostSignIn('dingtalk', dingtalk.mintCode('dingmockcorp0001', 'tech001'), 'dingothercorp0002');
    expect(wrongCorp.res.statusCode).toBe(400);
    expect((await wrongCorp.client.get('/v2/sessionUser/info')).statusCode).toBe(401);
  });

  it('bad input names the field', async () => {
    const { res } = await hostSignIn('dingtalk', '');
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toMatch(/^code/);
    const c = new Client(app);
    expect((await c.post('/hosts/signIn', { host: 'feishu', code: 'x' })).json.message).toMatch(/^host/);
  });
});

describe('WeCom', () => {
  let admin: Client;
  beforeAll(async () => {
    ({ client: admin } = await hostSignIn('wecom', wecom.mintCode('wwmockcorp0001', 'ZhouGuanli')));
    await waitForDeploy(admin);
  });

  it('signs members in; a member without a mobile gets a stand-in phone, departments are imported', async () => {
    const { client, res } = await hostSignIn('wecom', wecom.mintCode('wwmockcorp0001', 'WangXiaoshou'));
    expect(res.statusCode).toBe(200);
    expect((await client.get('/v2/sessionUser/info')).json.data).toMatchObject({ name: '王销售', host: 'wecom' });
    const depts = JSON.stringify((await admin.get('/stand/dept')).json);
    expect(depts).toContain('售后服务部');
  });

  it('a code from another corp is refused (40029 from the host) and reused codes too', async () => {
    expect((await hostSignIn('wecom', wecom.mintCode('wwothercorp0002', 'Outsider'))).res.statusCode).toBe(400);
    const code = wecom.mintCode('wwmockcorp0001', 'WuShifu');
    expect((await hostSignIn('wecom', code)).res.statusCode).toBe(200);
    const again = await hostSignIn('wecom', code);
    expect(again.res.statusCode).toBe(400);
    expect(again.res.json.message).toBe('企业微信登录码无效或已过期，请重新进入应用');
  });

  it('caches the access token: many calls, one token fetch', async () => {
    const before = wecom.stats.tokenFetches;
    for (const user of ['ZhengShifu', 'WuShifu']) await hostSignIn('wecom', wecom.mintCode('wwmockcorp0001', user));
    expect(wecom.stats.tokenFetches).toBe(before);
    expect(before).toBe(1);
  });

  it('signs this app’s own page with the cached ticket, and refuses other sites', async () => {
    const url = `${APP_ORIGIN}/allOrder?x=1`;
    const first = await admin.post('/jsapi/cfg', { host: 'wecom', url: `${url}#frag`, type: 'agent' });
    expect(first.statusCode).toBe(200);
    const { corpId, agentId, timeStamp, nonceStr, signature } = first.json.data;
    expect({ corpId, agentId }).toEqual({ corpId: 'wwmockcorp0001', agentId: '1000002' });
    const { ticket } = (await (await fetch(`${wecom.url}/__mock/ticket?corpId=wwmockcorp0001&type=agent`)).json()) as { ticket: string };
    expect(signature).toBe(wecomSignature({ ticket, nonceStr, timestamp: timeStamp, url }));
    const tickets = wecom.stats.ticketFetches;
    await admin.post('/jsapi/cfg', { host: 'wecom', url, type: 'agent' });
    expect(wecom.stats.ticketFetches).toBe(tickets);

    const foreign = await admin.post('/jsapi/cfg', { host: 'wecom', url: 'https://evil.example/page' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json.message).toMatch(/^url/);
    expect((await new Client(app).post('/jsapi/cfg', { host: 'wecom', url })).statusCode).toBe(401);
  });

  it('the fake WeCom authorize page redirects only into the app’s trusted domain, as WeCom does (50001)', async () => {
    wecom.trustDomain(new URL(APP_ORIGIN).host);
    const authorize = (redirect: string) =>
      fetch(`${wecom.url}/connect/oauth2/authorize?appid=wwmockcorp0001&redirect_uri=${encodeURIComponent(redirect)}&response_type=code&scope=snsapi_base&state=s1&agentid=1000002`, { redirect: 'manual' });
    const trusted = await authorize(`${APP_ORIGIN}/allOrder`);
    expect(trusted.status).toBe(302);
    const back = new URL(trusted.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${APP_ORIGIN}/allOrder`);
    expect(back.searchParams.get('state')).toBe('s1');
    for (const foreign of ['https://evil.example/', 'https://fsm.example.test.evil.example/', 'http://fsm.example.test:8080/']) {
      const refused = await authorize(foreign);
      expect(refused.status, foreign).toBe(400);
      expect(await refused.json()).toMatchObject({ errcode: 50001 });
    }
  });

  it('never signs a foreign site, whatever Host or X-Forwarded-Host the request names', async () => {
    // A member signed in through WeCom (the signature route wants a WeCom session).
    const signIn = await app.inject({ method: 'POST', url: '/api/hosts/signIn', payload: { host: 'wecom', code: wecom.mintCode('wwmockcorp0001', 'WuShifu') } });
    const cookie = `fsm_sid=${signIn.cookies.find((c) => c.name === 'fsm_sid')!.value}`;
    const ctoken = signIn.json().data.csrfToken;
    const askAs = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/jsapi/cfg', headers: { cookie, ...headers }, payload: { host: 'wecom', url: 'https://evil.example/page', ctoken } });
    const spoofs: Record<string, string>[] = [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }];
    for (const headers of spoofs) {
      const res = await askAs(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(400);
      expect(res.json().message).toBe('url: 只能为本应用的页面签名');
    }
    // The configured origin is signed whatever the request's Host says.
    const own = await app.inject({ method: 'POST', url: '/api/jsapi/cfg', headers: { cookie, host: 'evil.example' }, payload: { host: 'wecom', url: `${APP_ORIGIN}/home`, ctoken } });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('INVITE gives the share card for the caller’s own corp and id only', async () => {
    const me = (await admin.get('/v2/sessionUser/info')).json.data;
    const ok = await admin.post('/hosts/invite', { type: 'INVITE', corpId: 'wwmockcorp0001', id: me.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json.data).toMatchObject({ title: '周管理邀请你使用服务工单' });
    expect(ok.json.data.url).toBe(`${APP_ORIGIN}/`);
    for (const body of [
      { type: 'INVITE', corpId: 'wwothercorp0002', id: me.id },
      { type: 'INVITE', corpId: 'wwmockcorp0001', id: me.id + 1000 },
    ]) {
      const bad = await admin.post('/hosts/invite', body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json.message).toBe('异常参数');
    }
  });

  it('maps host users picked in the contact picker to product users of the same enterprise', async () => {
    const res = await admin.post('/hosts/users/resolve', { host: 'wecom', userIds: ['WuShifu', 'manager001', 'nobody'] });
    expect(res.json.data.users.map((u: { name: string }) => u.name)).toEqual(['吴师傅']);
  });

  it('turns a picked department into its members, sub-departments included; unknown departments are left out', async () => {
    const res = await admin.post('/hosts/users/resolve', { host: 'wecom', departmentIds: ['2', '1', '99'] });
    expect(res.statusCode).toBe(200);
    const names = (id: string) =>
      res.json.data.departments.find((d: { hostDepartmentId: string }) => d.hostDepartmentId === id)?.members.map((m: { name: string }) => m.name);
    expect(names('2')).toEqual(['吴师傅', '郑师傅']);
    expect(names('1')).toEqual(expect.arrayContaining(['周管理', '吴师傅', '郑师傅', '王销售']));
    expect(res.json.data.departments).toHaveLength(2);
    // Another host's department ids mean nothing here (DingTalk's 10 is not this enterprise's).
    expect((await admin.post('/hosts/users/resolve', { host: 'dingtalk', departmentIds: ['10'] })).json.data.departments).toEqual([]);
  });

  it('refuses an empty pick, naming the field', async () => {
    const res = await admin.post('/hosts/users/resolve', { host: 'wecom' });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('userIds: 至少选择一个人员或部门');
  });

  it('a standalone enterprise cannot re-run a quick deploy; WeCom admins can', async () => {
    const standalone = await Client.signIn(app, '13800000001');
    expect((await standalone.post('/schema/install', {})).statusCode).toBe(400);
    expect((await standalone.get('/schema/isQuickDeploy')).json.data.is_quick_deploy).toBe(0);
    expect((await admin.post('/schema/install', {})).statusCode).toBe(200);
    expect(await waitForDeploy(admin)).toMatchObject({ done: true });
  });
});

describe('configuration and other sign-ins', () => {
  it('a missing or malformed host variable fails the start, naming it', () => {
    expect(() => loadHostsConfig({ WECOM_CORP_ID: 'ww1', WECOM_AGENT_ID: '1' })).toThrow(/WECOM_SECRET/);
    expect(() => loadHostsConfig({ ...env(wecom, dingtalk), DINGTALK_OAPI_BASE: 'not a url' })).toThrow(/DINGTALK_OAPI_BASE/);
    expect(loadHostsConfig({})).toEqual({ wecom: undefined, dingtalk: undefined, appOrigins: [] });
    const { APP_URL: _, ...noAppUrl } = env(wecom, dingtalk);
    expect(() => loadHostsConfig(noAppUrl)).toThrow(/APP_URL/);
    expect(loadHostsConfig({ ...env(wecom, dingtalk), APP_ORIGINS: 'https://b.test:8443/x' }).appOrigins).toEqual([APP_ORIGIN, 'https://b.test:8443']);
  });

  it('a wrong secret shows when the platforms are checked at start', async () => {
    const wrong = createPlatforms(loadHostsConfig({ ...env(wecom, dingtalk), WECOM_SECRET: 'wrong' }));
    await expect(wrong.wecom!.check()).rejects.toThrow(/40001/);
    await expect(wrong.dingtalk!.check()).resolves.toBeUndefined();
  });

  it('/getPcAuthCode signs a PC browser in by host code and goes to the app; a bad code sets nothing', async () => {
    const ok = await app.inject({ method: 'GET', url: `/api/getPcAuthCode?host=dingtalk&code=${dingtalk.mintCode('dingmockcorp0001', 'tech001')}` });
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe('/');
    expect(ok.cookies.some((c) => c.name === 'fsm_sid' && c.value)).toBe(true);
    const bad = await app.inject({ method: 'GET', url: '/api/getPcAuthCode?host=dingtalk&code=forged' });
    expect(bad.statusCode).toBe(400);
    expect(bad.cookies).toHaveLength(0);
  });

  it('/yonSuite refuses plainly: no YonSuite integration', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/yonSuite?code=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('YonSuite');
  });
});
