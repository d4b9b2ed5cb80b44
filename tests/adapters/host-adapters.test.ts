// The host adapters with the real SDKs, inside the mock host bridges (container-mocks/bridge), talking
// to the real server, whose host apps are the fake open platforms. Each test loads the adapter afresh,
// as a page load does: the SDKs decide the host and read the bridge when they load.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DetachedWindowAPI } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '@server/app';
import { loadHostsConfig } from '@server/modules/hosts/hosts.config';
import { startFakeOpenPlatform, type FakeHost, type FakeOpenPlatform } from '../../container-mocks/fake-open-platform';
import { bridgeScript, type BridgeOptions } from '../../container-mocks/host-page';
import { mockServerEnv } from '../../container-mocks/mock-env';
import { freePort } from '../support/server-process';
import { openTestDatabase } from '../support/test-database';
import { waitUntil } from '../support/wait-until';

interface BridgeLog {
  shared: unknown[];
  chat: unknown[];
  opened: string[];
  openedInHost: string[];
  copied: string[];
}

const happyDOM = () => (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM;
const mockHost = () => (window as unknown as { __MOCK_HOST__: { log: BridgeLog } }).__MOCK_HOST__;

let app: FastifyInstance;
let origin: string;
const platforms = {} as Record<FakeHost, FakeOpenPlatform>;

beforeAll(async () => {
  [platforms.wecom, platforms.dingtalk] = await Promise.all([startFakeOpenPlatform('wecom'), startFakeOpenPlatform('dingtalk')]);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  app = await buildApp({
    database: await openTestDatabase({ seeded: true }),
    config: { dataDir: await mkdtemp(path.join(os.tmpdir(), 'fsm-adapters-')), hotline: '400', appDownloadUrl: 'https://a.test', paymentUrl: 'https://p.test' },
    hosts: loadHostsConfig({ ...mockServerEnv('wecom', platforms.wecom.url), ...mockServerEnv('dingtalk', platforms.dingtalk.url), APP_URL: origin }),
    runWorker: false,
  });
  await app.listen({ port, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await Promise.all(Object.values(platforms).map((p) => p.close()));
});

/**
 * A fresh page load at `pagePath` inside the mock host, signed in as the corp's first member (the
 * session cookie of an earlier visit): the bridge goes in first, then the app's modules load anew.
 */
async function loadPage(host: FakeHost, pagePath: string, bridge: Partial<BridgeOptions> = {}) {
  happyDOM().setURL(`${origin}${pagePath}`);
  const platform = platforms[host];
  const corp = platform.corps[0];
  (0, eval)(bridgeScript({ host, platform: platform.url, corp, ...bridge }));
  vi.resetModules();
  (await import('@adapters/landing-url')).rememberLandingUrl(); // as main.tsx does
  const signIn = await fetch('/api/hosts/signIn', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ host, code: platform.mintCode(corp.corpId, corp.users[0].userId), corpId: corp.corpId }),
  });
  const { data } = (await signIn.json()) as { data: { csrfToken: string } };
  (await import('@adapters/session-token')).setCsrfToken(data.csrfToken);
  return { corp, log: () => mockHost().log };
}

/** The route changes as the app's router does (history API). */
const navigate = (to: string) => window.history.pushState(null, '', to);

/** Presses a button of the mock host's sheet (share sheet, picker) once it is shown. */
async function pressInSheet(name: string) {
  const button = await waitUntil(
    async () => [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === name) as HTMLButtonElement | undefined,
    (b) => b !== undefined,
  );
  button!.click();
}

async function sessionUser() {
  const res = await fetch('/api/v2/sessionUser/info');
  return ((await res.json()) as { data: { id: number; cropId: string } }).data;
}

async function jsapiSignature(host: FakeHost, url: string, type: 'corp' | 'agent' = 'corp') {
  const { getCsrfToken } = await import('@adapters/session-token');
  const res = await fetch('/api/jsapi/cfg', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ host, url, type, ctoken: getCsrfToken() }),
  });
  return ((await res.json()) as { data: { corpId: string; agentId: string; timeStamp: string; nonceStr: string; signature: string } }).data;
}

/** Calls the mock client's native bridge directly, as the SDK would on that platform. */
function dingtalkNative(method: string, params: Record<string, unknown>): Promise<unknown> {
  const nuva = (window as unknown as { nuva: { require(): (ok: (r: unknown) => void, fail: (e: unknown) => void, service: string, action: string, params: unknown) => void } }).nuva;
  const at = method.lastIndexOf('.');
  return new Promise((resolve, reject) => nuva.require()(resolve, reject, method.slice(0, at), method.slice(at + 1), params));
}

function wecomNative(name: string, params: Record<string, unknown>): Promise<{ err_msg: string }> {
  const bridge = (window as unknown as { WeixinJSBridge: { invoke(name: string, params: unknown, cb: (r: { err_msg: string }) => void): void } }).WeixinJSBridge;
  return new Promise((resolve) => bridge.invoke(name, params, resolve));
}

// dingtalk-jsapi is one SDK per test process (dd.config once), so these tests share one page load.
describe('DingTalk (Android client)', () => {
  it('signs the URL the page was loaded with, once, whatever route is showing when a JSAPI is first needed', async () => {
    const { log } = await loadPage('dingtalk', `/?corpid=dingmockcorp0001&from=%E5%B7%A5%E4%BD%9C%E5%8F%B0`);
    const { dingtalkAdapter } = await import('@adapters/dingtalk');
    navigate('/allOrder?tab=2'); // the router moved on before the first JSAPI call
    expect(await dingtalkAdapter.openInBrowser('https://example.com/report')).toBe('copied');
    navigate('/Myevent');
    expect(await dingtalkAdapter.openInBrowser('https://example.com/second')).toBe('copied');
    // A phone has no way into the system browser: the link is copied, never opened inside DingTalk.
    expect(log().copied).toEqual(['https://example.com/report', 'https://example.com/second']);
    expect(log().openedInHost).toEqual([]);

    // The mock client refuses what dd.config did not declare.
    const { pickConversation$ } = await import('dingtalk-jsapi/api/biz/chat/pickConversation');
    await expect(pickConversation$({ corpId: 'dingmockcorp0001', isConfirm: false } as never)).rejects.toMatchObject({ errorCode: '7' });
  });

  it('the mock client refuses a signature over another URL than the landing URL, and APIs before dd.config', async () => {
    await loadPage('dingtalk', '/?corpid=dingmockcorp0001');
    await expect(dingtalkNative('biz.clipboardData.setData', { text: 'x' })).rejects.toMatchObject({ errorCode: '7' });
    const jsApiList = ['biz.clipboardData.setData'];
    navigate('/allOrder');
    const route = await jsapiSignature('dingtalk', `${origin}/allOrder`);
    await expect(dingtalkNative('runtime.permission.requestJsApis', { ...route, type: 0, jsApiList })).rejects.toMatchObject({ errorCode: '52013' });
    const landing = await jsapiSignature('dingtalk', `${origin}/?corpid=dingmockcorp0001`);
    await expect(dingtalkNative('runtime.permission.requestJsApis', { ...landing, type: 0, jsApiList })).resolves.toEqual({});
    await expect(dingtalkNative('biz.clipboardData.setData', { text: 'x' })).resolves.toEqual({});
  });
});

// @wecom/jssdk is one SDK per test process too; each page load has its own address, so it registers anew.
describe('WeCom', () => {
  const fromCustomerChat = { entry: 'single_chat_tools', externalUserId: 'wmMockCustomer0001' };

  it('invites colleagues from a customer chat through the share sheet, never into the chat with the customer', async () => {
    const { log } = await loadPage('wecom', '/', fromCustomerChat);
    const { wecomAdapter } = await import('@adapters/wecom');
    const me = await sessionUser();
    const invited = wecomAdapter.invite({ corpId: me.cropId, id: me.id });
    await pressInSheet('发送');
    expect(await invited).toBe('sent');
    expect(log().shared).toHaveLength(1);
    expect(log().chat).toEqual([]);
  });

  it('opens links in the system browser on WeCom PC; on phones, which lack openDefaultBrowser, copies them', async () => {
    const pc = await loadPage('wecom', '/pc');
    expect(await (await import('@adapters/wecom')).wecomAdapter.openInBrowser('https://example.com/a')).toBe('opened');
    expect(pc.log().opened).toEqual(['https://example.com/a']);

    const phone = await loadPage('wecom', '/phone', { phone: true });
    expect(await (await import('@adapters/wecom')).wecomAdapter.openInBrowser('https://example.com/b')).toBe('copied');
    expect(phone.log()).toMatchObject({ opened: [], copied: ['https://example.com/b'] });
  });

  it('the mock client refuses APIs missing from jsApiList', async () => {
    await loadPage('wecom', '/declared', fromCustomerChat);
    const { wecomAdapter } = await import('@adapters/wecom');
    expect(await wecomAdapter.currentExternalContact()).toBe('wmMockCustomer0001');
    const ww = await import('@wecom/jssdk');
    await expect(ww.openEnterpriseChat({ userIds: ['WuShifu'] })).rejects.toMatchObject({ errMsg: 'openEnterpriseChat:fail no permission' });
  });

  it('the mock client refuses sidebar APIs without agentConfig (the corp config alone is not the app identity)', async () => {
    await loadPage('wecom', '/corp-only', fromCustomerChat);
    const corp = await jsapiSignature('wecom', `${origin}/corp-only`);
    const config = await wecomNative('preVerifyJSAPI', {
      appId: corp.corpId,
      verifyJsApiList: ['getContext', 'getCurExternalContact'],
      verifyTimestamp: corp.timeStamp,
      verifyNonceStr: corp.nonceStr,
      verifySignature: corp.signature,
    });
    expect(config.err_msg).toBe('config:ok');
    expect((await wecomNative('getContext', {})).err_msg).toBe('getContext:fail no permission');
    expect((await wecomNative('getCurExternalContact', {})).err_msg).toBe('getCurExternalContact:fail no permission');
  });
});
