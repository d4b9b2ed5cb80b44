// The customer portal's first screen (issue 37): headless Chromium at 390×844 on the built client
// (`npm run build` first), a fresh browser context each run (a cold HTTP cache). Measured, medians of RUNS:
// - the portal's sign-in screen (/portal/demo000001, not signed in) and its signed-in home: JS and CSS
//   bytes as transferred (CDP encodedDataLength) and the time from the address to the screen's heading;
// - the staff app's /login on the same machine in the same run, as the baseline the ratios are read against.
// Each unthrottled and on a slow phone network (1.6 Mbit/s each way, 150 ms latency, as bench/mobile.ts).
// Targets: under 150 KB of JS and CSS, rendered under 1.5 s.
// Run: node --import tsx bench/portal.ts
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '@tests/support/browser';
import { startE2eServer } from '@tests/support/e2e-server';
import { median, printTable, saveResult } from './lib';

const RUNS = 5;
const PHONE = { width: 390, height: 844 };
const SLOW = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };
const TARGETS = { kb: 150, ms: 1500 };
const PORTAL = '/portal/demo000001';
const CUSTOMER = '13900000001';

type Screen = 'portal sign-in' | 'portal home' | 'staff /login (baseline)';
interface Figure {
  kb: number;
  ms: number;
}

async function measure(context: BrowserContext, slow: boolean, path: string, ready: (page: Page) => Promise<unknown>): Promise<Figure> {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (slow) await cdp.send('Network.emulateNetworkConditions', SLOW);
  const kinds = new Map<string, string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (e) => kinds.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const kind = kinds.get(e.requestId);
    if (kind === 'Script' || kind === 'Stylesheet') bytes += e.encodedDataLength;
  });
  const started = performance.now();
  await page.goto(path);
  await ready(page);
  const ms = performance.now() - started;
  await page.waitForLoadState('networkidle');
  await page.close();
  return { kb: bytes / 1024, ms };
}

async function main() {
  const [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  const fresh = (b: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) =>
    b.newContext({ baseURL: server.origin, viewport: PHONE, locale: 'zh-CN', isMobile: true, hasTouch: true, storageState });
  try {
    // One portal sign-in (codes are limited per phone and hour); each run starts a new context from its cookie.
    const signIn = await fresh(browser);
    const known = server.smsCodes(CUSTOMER).length;
    await signIn.request.post('/api/portal/c/code', { data: { portal: 'demo000001', mobile: CUSTOMER } });
    const code = await server.nextSmsCode(CUSTOMER, known);
    const res = await signIn.request.post('/api/portal/c/login', { data: { portal: 'demo000001', mobile: CUSTOMER, code } });
    if (!res.ok()) throw new Error(`portal sign-in failed: ${res.status()} ${await res.text()}`);
    const signedIn = await signIn.storageState();
    await signIn.close();

    const screens: Record<Screen, { path: string; signedIn: boolean; ready: (p: Page) => Promise<unknown> }> = {
      'portal sign-in': { path: PORTAL, signedIn: false, ready: (p) => p.getByRole('button', { name: '登录' }).waitFor() },
      'portal home': { path: PORTAL, signedIn: true, ready: (p) => p.getByRole('heading', { name: /您好/ }).waitFor() },
      'staff /login (baseline)': { path: '/login', signedIn: false, ready: (p) => p.getByPlaceholder(/手机号/).waitFor() },
    };
    const results: Record<string, Figure[]> = {};
    for (let run = 0; run <= RUNS; run++)
      for (const slow of [false, true])
        for (const [name, s] of Object.entries(screens)) {
          const context = await fresh(browser, s.signedIn ? signedIn : undefined);
          const figure = await measure(context, slow, s.path, s.ready);
          await context.close();
          if (run > 0) (results[`${name}|${slow ? 'slow' : 'fast'}`] ??= []).push(figure); // run 0 warms the server
        }
    const med = (key: string, pick: (f: Figure) => number) => Math.round(median(results[key].map(pick)) * 10) / 10;
    const base = (net: string, pick: (f: Figure) => number) => med(`staff /login (baseline)|${net}`, pick);
    const rows = (Object.keys(screens) as Screen[]).flatMap((name) =>
      ['fast', 'slow'].map((net) => ({
        screen: name,
        network: net === 'slow' ? '1.6 Mbit/s, 150 ms' : 'unthrottled',
        'JS+CSS KB': med(`${name}|${net}`, (f) => f.kb),
        'KB / baseline': Math.round((med(`${name}|${net}`, (f) => f.kb) / base(net, (f) => f.kb)) * 100) / 100,
        'render ms': med(`${name}|${net}`, (f) => f.ms),
        'ms / baseline': Math.round((med(`${name}|${net}`, (f) => f.ms) / base(net, (f) => f.ms)) * 100) / 100,
      })),
    );
    saveResult('portal', { runs: RUNS, network: SLOW, targets: TARGETS, results });
    console.log(`customer portal first screen at 390×844, cold cache; ${RUNS} runs (medians); targets < ${TARGETS.kb} KB, < ${TARGETS.ms} ms`);
    printTable(rows);
    const portal = rows.filter((r) => r.screen.startsWith('portal'));
    const missed = portal.filter((r) => r['JS+CSS KB'] >= TARGETS.kb || (r.network === 'unthrottled' && r['render ms'] >= TARGETS.ms));
    console.log(missed.length === 0 ? 'targets met' : `MISSED: ${missed.map((r) => `${r.screen} (${r.network})`).join(', ')}`);
    process.exitCode = missed.length === 0 ? 0 : 1;
  } finally {
    await Promise.all([browser.close(), server.stop()]);
  }
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
