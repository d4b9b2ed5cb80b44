// The real server whose host apps are the fake open platforms, and page loads inside the mock host
// bridges (container-mocks/bridge), for the host adapters' tests with the real SDKs.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DetachedWindowAPI } from 'happy-dom';
import { afterAll, beforeAll, vi } from 'vitest';
import { buildApp } from '@server/app';
import { loadHostsConfig } from '@server/modules/hosts/hosts.config';
import { startFakeOpenPlatform, type FakeHost, type FakeOpenPlatform } from '../../container-mocks/fake-open-platform';
import { bridgeScript, type BridgeOptions } from '../../container-mocks/host-page';
import { mockServerEnv } from '../../container-mocks/mock-env';
import { freePort } from '../support/server-process';
import { openTestDatabase } from '../support/test-database';
import { waitUntil } from '../support/wait-until';
import type { BridgeLog } from '../support/mock-host-log';


/** The mock client's settings in the page; a test sets `scanCode`, the code its camera "sees" next. */
export const mockHost = () => (window as unknown as { __MOCK_HOST__: { log: BridgeLog; scanCode?: string | null } }).__MOCK_HOST__;

const happyDOM = () => (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM;

/** Starts the fake platforms and the server before the calling file's tests; `loadPage` opens a page in a host. */
export function useMockHostServer() {
  let app: FastifyInstance;
  let origin = '';
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

  return { loadPage, origin: () => origin };
}

/** Presses a button of the mock host's sheet (share sheet, picker) once it is shown. */
export async function pressInSheet(name: string) {
  const button = await waitUntil(
    async () => [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === name) as HTMLButtonElement | undefined,
    (b) => b !== undefined,
  );
  button!.click();
}

/** The server's JSAPI signature for `url`, as the adapters ask for it. */
export async function jsapiSignature(host: FakeHost, url: string, type: 'corp' | 'agent' = 'corp') {
  const { getCsrfToken } = await import('@adapters/session-token');
  const res = await fetch('/api/jsapi/cfg', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ host, url, type, ctoken: getCsrfToken() }),
  });
  return ((await res.json()) as { data: { corpId: string; agentId: string; timeStamp: string; nonceStr: string; signature: string } }).data;
}

/** Calls the mock client's native bridge directly, as the SDK would on that platform. */
export function dingtalkNative(method: string, params: Record<string, unknown>): Promise<unknown> {
  const nuva = (window as unknown as { nuva: { require(): (ok: (r: unknown) => void, fail: (e: unknown) => void, service: string, action: string, params: unknown) => void } }).nuva;
  const at = method.lastIndexOf('.');
  return new Promise((resolve, reject) => nuva.require()(resolve, reject, method.slice(0, at), method.slice(at + 1), params));
}

export function wecomNative(name: string, params: Record<string, unknown>): Promise<{ err_msg: string }> {
  const bridge = (window as unknown as { WeixinJSBridge: { invoke(name: string, params: unknown, cb: (r: { err_msg: string }) => void): void } }).WeixinJSBridge;
  return new Promise((resolve) => bridge.invoke(name, params, resolve));
}

