// What a first visit costs on the wire: the JavaScript and CSS bytes Chromium actually receives
// (CDP Network.loadingFinished encodedDataLength: compressed bodies plus headers) on a cold cache for the
// sign-in page and for 全部工单 (/allOrder), and the time to each page's first useful paint: the sign-in
// form's button, and the first row of the order table. Run on the built client: `npm run build` first.
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { launchBrowser, openPage } from '@tests/support/browser';
import { startE2eServer } from '@tests/support/e2e-server';
import { median, printTable, saveResult } from './lib';

const RUNS = Number(process.env.RUNS ?? 5);
// A round trip's delay added to every request (Chromium's network emulation), as on a phone or a remote office's
// network; 0 (loopback) by default, where waves of requests one after another cost only the server's time.
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 0);
const PHONE = '13800000001';
const TARGETS = { signInKb: 250, allOrderKb: 400, firstRowRatio: 1.5 };

interface Visit {
  jsBytes: number;
  cssBytes: number;
  requests: number;
  ms: number;
}

/** What marks a page as ready: an element matching `selector` whose text matches `text`. */
interface Ready {
  selector: string;
  text: RegExp;
}

/** Notes in the page, from the navigation's start, when the first element matching `ready` enters the document. */
function noteReady(ready: { selector: string; text: string }) {
  const w = window as unknown as { readyAt?: number };
  const text = new RegExp(ready.text);
  const observer = new MutationObserver(() => {
    if ([...document.querySelectorAll(ready.selector)].some((e) => text.test(e.textContent ?? ''))) {
      w.readyAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

/** Opens `path` in a fresh context (empty cache), counting script and stylesheet bytes until it is ready and the network settles. */
async function coldVisit(page: Page, path: string, ready: Ready): Promise<Visit> {
  await page.addInitScript(noteReady, { selector: ready.selector, text: ready.text.source });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  if (LATENCY_MS > 0) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
  const kinds = new Map<string, string>();
  const totals = { js: 0, css: 0, requests: 0 };
  cdp.on('Network.responseReceived', (event) => kinds.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const kind = kinds.get(event.requestId);
    totals.requests++;
    if (kind === 'Script') totals.js += event.encodedDataLength;
    if (kind === 'Stylesheet') totals.css += event.encodedDataLength;
  });
  await page.goto(path);
  await page.waitForFunction(() => (window as unknown as { readyAt?: number }).readyAt !== undefined);
  const ms = await page.evaluate(() => (window as unknown as { readyAt: number }).readyAt);
  // Lazy chunks the page fetches right after its first paint count too.
  await page.waitForLoadState('networkidle');
  await page.context().close();
  return { jsBytes: totals.js, cssBytes: totals.css, requests: totals.requests, ms };
}

const signInReady: Ready = { selector: 'button', text: /^\s*登\s*录\s*$/ };
const firstOrderRow: Ready = { selector: 'tr', text: /GD\d{14}/ };

async function signedInPage(browser: Browser, origin: string): Promise<Page> {
  const page = await openPage(browser, origin);
  // Signed in through the API, so that the browser's cache stays empty for the measured visit.
  const res = await page.context().request.post('/api/stand/pwdLogin', { data: { mobile: PHONE, password: DEMO_PASSWORD } });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  return page;
}

const kb = (bytes: number) => bytes / 1024;

async function main() {
  const [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  try {
    // One visit of each, not measured: the server's first queries and file reads.
    await coldVisit(await openPage(browser, server.origin), '/login', signInReady);
    await coldVisit(await signedInPage(browser, server.origin), '/allOrder', firstOrderRow);
    const signIn: Visit[] = [];
    const allOrder: Visit[] = [];
    for (let i = 0; i < RUNS; i++) {
      signIn.push(await coldVisit(await openPage(browser, server.origin), '/login', signInReady));
      allOrder.push(await coldVisit(await signedInPage(browser, server.origin), '/allOrder', firstOrderRow));
    }
    const summary = (visits: Visit[]) => ({
      js: kb(median(visits.map((v) => v.jsBytes))),
      css: kb(median(visits.map((v) => v.cssBytes))),
      total: kb(median(visits.map((v) => v.jsBytes + v.cssBytes))),
      requests: median(visits.map((v) => v.requests)),
      ms: median(visits.map((v) => v.ms)),
    });
    const login = summary(signIn);
    const orders = summary(allOrder);
    const ratio = orders.ms / login.ms;
    console.log(`cold visits, ${RUNS} runs each (medians); bytes as transferred (encodedDataLength); added latency ${LATENCY_MS} ms`);
    printTable([
      { page: '/login', 'JS KB': login.js, 'CSS KB': login.css, 'JS+CSS KB': login.total, target: `< ${TARGETS.signInKb}`, requests: login.requests, 'ready ms': Math.round(login.ms) },
      { page: '/allOrder', 'JS KB': orders.js, 'CSS KB': orders.css, 'JS+CSS KB': orders.total, target: `< ${TARGETS.allOrderKb}`, requests: orders.requests, 'ready ms': Math.round(orders.ms) },
    ]);
    const met = login.total < TARGETS.signInKb && orders.total < TARGETS.allOrderKb && ratio <= TARGETS.firstRowRatio;
    console.log(`first order row / sign-in form: ${ratio.toFixed(2)} (target <= ${TARGETS.firstRowRatio}) -> ${met ? 'all met' : 'MISSED'}`);
    saveResult('page-weight', { runs: RUNS, latencyMs: LATENCY_MS, targets: TARGETS, signIn, allOrder, medians: { signIn: login, allOrder: orders }, ratio });
    if (!met) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
