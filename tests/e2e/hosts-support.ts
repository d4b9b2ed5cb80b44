import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Frame, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { startFakeOpenPlatform, type FakeHost, type FakeOpenPlatform } from '../../container-mocks/fake-open-platform';
import { MOCK_USER_AGENTS } from '../../container-mocks/host-page';
import { hostPageUrl, mockServerEnv } from '../../container-mocks/mock-env';
import { launchBrowser } from '@tests/support/browser';
import { startE2eServer, type E2eServer } from '@tests/support/e2e-server';
import { REPO_ROOT } from '@tests/support/server-process';
import { eventually } from './support';
import type { BridgeLog } from '../support/mock-host-log';

export interface MockHostRun {
  platform: FakeOpenPlatform;
  server: E2eServer;
  stop(): Promise<void>;
}

/** The app's real server configured for a host whose open platform is the fake one. */
export async function startMockHost(host: FakeHost, extraEnv: (platformUrl: string) => Record<string, string> = () => ({})): Promise<MockHostRun> {
  const platform = await startFakeOpenPlatform(host);
  // A snapshot of the build: the static server knows its files at start, and others may rebuild dist/ meanwhile.
  const staticDir = await mkdtemp(path.join(os.tmpdir(), 'fsm-dist-'));
  await cp(path.join(REPO_ROOT, 'dist'), staticDir, { recursive: true });
  const server = await startE2eServer({ seededDataDir: inject('e2eSeededDataDir'), serverEntry: inject('e2eServerEntry'), env: { ...mockServerEnv(host, platform.url), ...extraEnv(platform.url), STATIC_DIR: staticDir } });
  platform.trustDomain(new URL(server.origin).host); // the app's address, as set in the host's admin console
  return {
    platform,
    server,
    stop: async () => {
      await Promise.all([server.stop(), platform.close()]);
      await rm(staticDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app in a mock host with one Chromium, started before the calling test file's tests and stopped
 * after them; `open()` opens the host page (a fresh browser context each time).
 */
export function mockHostInBrowser(host: FakeHost, extraEnv?: (platformUrl: string) => Record<string, string>) {
  let run: MockHostRun | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [run, browser] = await Promise.all([startMockHost(host, extraEnv), launchBrowser()]);
  }, 400_000); // two servers start; seeding the demo data is slow on a busy machine
  afterAll(async () => {
    await browser?.close();
    await run?.stop();
  });
  const started = () => {
    if (!run || !browser) throw new Error('the mock host starts in beforeAll: use it inside a test');
    return { run, browser };
  };
  return {
    get run() {
      return started().run;
    },
    open: (viewport?: { width: number; height: number }, at?: MockHostPage) => openInMockHost(started().browser, started().run, host, viewport, at),
  };
}

/** Where in the mock host the app opens, when not its usual place (the first corp; WeCom: a customer chat's toolbar). */
export interface MockHostPage {
  /** The corp the host client is open in. */
  corpId?: string;
  /** WeCom: 'normal' is the workbench (full width), as a third-party app opens from it. */
  entry?: string;
  /** The app's address inside the host, from its origin (may carry $CORPID$, which the host fills in). */
  appPath?: string;
}

/**
 * Opens the mock host page framing the app, with the host's user agent and the in-page bridge
 * installed in every frame before any script (as the real client has its bridge before the page).
 */
export async function openInMockHost(
  browser: Browser,
  run: MockHostRun,
  host: FakeHost,
  viewport = { width: 1440, height: 900 },
  at: MockHostPage = {},
): Promise<{ page: Page; app: FrameLocator }> {
  const pageUrl = new URL(hostPageUrl(host, run.platform.url, `${run.server.origin}${at.appPath ?? '/'}`));
  if (at.corpId) pageUrl.searchParams.set('corpId', at.corpId);
  if (at.entry) {
    pageUrl.searchParams.set('entry', at.entry);
    pageUrl.searchParams.delete('external');
  }
  const bridgeUrl = new URL('/__mock/bridge.js', run.platform.url);
  bridgeUrl.search = pageUrl.search;
  bridgeUrl.searchParams.delete('app');
  const bridge = await (await fetch(bridgeUrl)).text();
  const context = await browser.newContext({ userAgent: MOCK_USER_AGENTS[host], viewport, locale: 'zh-CN' });
  // Only the app's frame is the host's webview; the host page itself stays a plain page.
  await context.addInitScript({ content: `if (location.origin === ${JSON.stringify(run.server.origin)}) {\n${bridge}\n}` });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  if (process.env.HOSTS_E2E_DEBUG) {
    page.on('console', (m) => console.log('console:', m.type(), m.text()));
    page.on('framenavigated', (f) => console.log('nav:', f.url()));
  }
  await page.goto(pageUrl.toString());
  return { page, app: page.frameLocator('iframe#app') };
}

/** What the bridge recorded (shares, opened links, toasts) in the app's frame. */
export async function bridgeLog(page: Page, origin: string): Promise<BridgeLog> {
  const frame = page.frames().find((f) => f.url().startsWith(origin));
  if (!frame) throw new Error('app frame not found');
  return frame.evaluate(() => (window as unknown as { __MOCK_HOST__: { log: BridgeLog } }).__MOCK_HOST__.log);
}


/** How far the quick deploy of the signed-in user's enterprise has come (100: done). */
export const deployProgress = (frame: Frame) =>
  frame.evaluate(async () => ((await (await fetch('/api/schema/progress')).json()) as { data: { progress: number } }).data.progress);

/**
 * On 我的事件, fills the 负责人 filter (a multiple user picker) from the host's contact picker by
 * choosing one department there; resolves the filter field, whose tags name the members filled in.
 */
export async function pickDepartmentIntoFilter(page: Page, app: FrameLocator, origin: string, pickerTitle: string, department: string) {
  const frame = page.frames().find((f) => f.url().startsWith(origin));
  if (!frame) throw new Error('app frame not found');
  await eventually(() => deployProgress(frame)).toBe(100); // the directory is in
  await frame.goto(`${origin}/Myevent`);
  const field = app.getByRole('form', { name: '筛选' }).locator('.arco-col').filter({ hasText: '负责人' });
  await field.getByRole('button', { name: '从通讯录选择' }).click();
  const picker = app.getByRole('dialog', { name: pickerTitle });
  await picker.getByText(`部门 ${department}`, { exact: true }).click();
  await picker.getByRole('button', { name: '确定' }).click();
  return field;
}
