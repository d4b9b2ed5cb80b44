// The mobile version on a slow phone network (issue 21): headless Chromium at 390×844, the network
// throttled by CDP to 1.6 Mbit/s each way (200,000 bytes/s) with 150 ms latency, on the built client
// (`npm run build` first). Measures, each a median of RUNS:
// - the JS and CSS bytes of a cold first screen after sign-in (as transferred: encodedDataLength);
// - the time until that screen is interactive (the to-do home's lines are on screen and can be tapped);
// - an order detail opened from the list, warm (the app and the list are loaded): tap to the detail's buttons;
// - completing an order with three photos (compressed in the browser) and the customer's signature:
//   from 提交回执 until the server has the receipt and the order is completed.
// The same figures without throttling are printed beside them as the baseline of this run.
import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { launchBrowser } from '@tests/support/browser';
import { startE2eServer } from '@tests/support/e2e-server';
import { median, printTable, saveResult } from './lib';

const RUNS = 3;
const PHONE = { width: 390, height: 844 };
const SLOW = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };
const TARGETS = { firstScreenKb: 170, interactiveMs: 3000, detailWarmMs: 500, completeMs: 5000 };
const DISPATCHER = '13800000002';
const ENGINEER = '13800000003';

/** A photo-like picture (smooth gradients with sensor noise): what a phone camera's JPEG compresses like. */
function photo(width: number, height: number, seed: number): Buffer {
  let state = seed;
  const noise = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) % 17) - 8;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const base = [(x * 255) / width, (y * 255) / height, ((x + y) * 127) / (width + height) + 64];
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.max(0, Math.min(255, base[c] + noise()));
    }
    rows.push(row);
  }
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = table[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 1 })), chunk('IEND', Buffer.alloc(0))]);
}

interface Run {
  jsBytes: number;
  cssBytes: number;
  interactiveMs: number;
  detailWarmMs: number;
  completeMs: number;
}

async function phoneContext(browser: Browser, origin: string, phone: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin, viewport: PHONE, locale: 'zh-CN', isMobile: true, hasTouch: true });
  const res = await context.request.post('/api/stand/pwdLogin', { data: { mobile: phone, password: DEMO_PASSWORD } });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  return context;
}

/** An API call as the context's user (the csrf token on writes). */
async function call<T>(context: BrowserContext, path: string, body?: object): Promise<T> {
  if (!body) return ((await (await context.request.get(`/api${path}`)).json()) as { data: T }).data;
  const me = (await (await context.request.get('/api/v2/sessionUser/info')).json()) as { data: { csrfToken: string } };
  const res = (await (await context.request.post(`/api${path}`, { data: { ...body, ctoken: me.data.csrfToken } })).json()) as { success: boolean; message: string; data: T };
  if (!res.success) throw new Error(`${path}: ${res.message}`);
  return res.data;
}

/** An order assigned to the engineer and already in service (received, appointed, started). */
async function orderInService(dispatcher: BrowserContext, engineer: BrowserContext, engineerId: number, title: string): Promise<number> {
  const [type] = await call<{ id: number }[]>(dispatcher, '/orderTypeTemplate/list');
  const [customer] = await call<{ id: number }[]>(dispatcher, '/v2/customer/list?pageIndex=0&pageSize=10');
  const items = await call<{ id: number }[] | { list: { id: number }[] }>(dispatcher, '/v2/serverItem/getItemList?pageIndex=0&pageSize=10');
  const [item] = Array.isArray(items) ? items : items.list;
  const { id } = await call<{ id: number }>(dispatcher, '/v2/order/add', { templateId: type.id, customerId: customer.id, serviceItemId: item.id, appointmentTime: '2030-06-01 14:00:00', title, address: '上海市浦东新区张江路1号', description: '测速' });
  await call(dispatcher, '/worker/batchDesignate', { ids: [id], ownerId: engineerId });
  await call(engineer, '/order/accept', { id });
  await call(engineer, '/order/startService', { id });
  return id;
}

async function throttle(page: Page, slow: boolean) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (slow) await cdp.send('Network.emulateNetworkConditions', SLOW);
  const kinds = new Map<string, string>();
  const totals = { js: 0, css: 0 };
  cdp.on('Network.responseReceived', (event) => kinds.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const kind = kinds.get(event.requestId);
    if (kind === 'Script') totals.js += event.encodedDataLength;
    if (kind === 'Stylesheet') totals.css += event.encodedDataLength;
  });
  return totals;
}

async function oneRun(browser: Browser, origin: string, slow: boolean, photos: Buffer[], index: number): Promise<Run> {
  const dispatcher = await phoneContext(browser, origin, DISPATCHER);
  const engineer = await phoneContext(browser, origin, ENGINEER);
  const users = await call<{ id: number; name: string }[]>(dispatcher, '/v2/user/list?pageSize=100');
  await orderInService(dispatcher, engineer, users.find((u) => u.name === '张师傅')!.id, `测速工单${index}`);
  const page = await engineer.newPage();
  page.setDefaultTimeout(60_000);
  const totals = await throttle(page, slow);

  // Cold first screen: from the address to the to-do lines on screen.
  let started = performance.now();
  await page.goto('/');
  await page.getByRole('link', { name: /我的待办工单/ }).waitFor();
  const interactiveMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  const bytes = { ...totals };

  // Warm: the list is loaded; tap an order, until its buttons show.
  await page.getByRole('link', { name: '我的工单' }).click();
  await page.getByRole('button', { name: '服务中', exact: false }).click();
  const card = page.getByRole('heading', { name: `测速工单${index}` });
  await card.waitFor();
  await page.waitForLoadState('networkidle');
  started = performance.now();
  await card.click();
  await page.getByRole('button', { name: '填写回执' }).waitFor();
  const detailWarmMs = performance.now() - started;

  // The receipt: three photos from the camera, the customer's signature; then complete.
  await page.getByRole('button', { name: '填写回执' }).click();
  await page.getByLabel('拍照').setInputFiles(photos.map((buffer, i) => ({ name: `IMG_${i}.png`, mimeType: 'image/png', buffer })));
  await page.getByAltText('完成图片').nth(2).waitFor();
  await page.getByLabel('签名区域').scrollIntoViewIfNeeded();
  const box = (await page.getByLabel('签名区域').boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 20 + i * 25, box.y + 40 + (i % 2) * 40);
  await page.mouse.up();
  started = performance.now();
  await page.getByRole('button', { name: '提交回执' }).click();
  const finish = page.getByRole('button', { name: /^(完成工单|申请完成)$/ });
  await finish.click();
  await page.getByRole('strong').filter({ hasText: /^(已完成|待审批)$/ }).waitFor();
  const completeMs = performance.now() - started;

  await dispatcher.close();
  await engineer.close();
  return { jsBytes: bytes.js, cssBytes: bytes.css, interactiveMs, detailWarmMs, completeMs };
}

async function main() {
  const [server, browser] = await Promise.all([startE2eServer(), launchBrowser()]);
  const photos = [photo(3000, 2000, 1), photo(3000, 2000, 2), photo(2000, 3000, 3)];
  try {
    await oneRun(browser, server.origin, false, photos, 0); // warm-up: the server's first queries and file reads
    const runs: Record<'fast' | 'slow', Run[]> = { fast: [], slow: [] };
    for (let i = 1; i <= RUNS; i++) {
      runs.fast.push(await oneRun(browser, server.origin, false, photos, i * 2));
      runs.slow.push(await oneRun(browser, server.origin, true, photos, i * 2 + 1));
    }
    const med = (list: Run[], pick: (r: Run) => number) => median(list.map(pick));
    const row = (name: string, pick: (r: Run) => number, unit: string, target: number) => ({
      figure: name,
      throttled: Math.round(med(runs.slow, pick) * 10) / 10,
      unthrottled: Math.round(med(runs.fast, pick) * 10) / 10,
      unit,
      target: `< ${target}`,
    });
    const rows = [
      row('first screen JS+CSS', (r) => (r.jsBytes + r.cssBytes) / 1024, 'KB', TARGETS.firstScreenKb),
      row('first screen interactive', (r) => r.interactiveMs, 'ms', TARGETS.interactiveMs),
      row('order detail from the list, warm', (r) => r.detailWarmMs, 'ms', TARGETS.detailWarmMs),
      row('complete: 3 photos + signature', (r) => r.completeMs, 'ms', TARGETS.completeMs),
    ];
    saveResult('mobile', { runs: RUNS, network: SLOW, targets: TARGETS, ...runs });
    console.log(`mobile version at 390×844; throttled: 1.6 Mbit/s, 150 ms latency; ${RUNS} runs each (medians)`);
    printTable(rows);
    const slow = (pick: (r: Run) => number) => med(runs.slow, pick);
    const met =
      slow((r) => (r.jsBytes + r.cssBytes) / 1024) < TARGETS.firstScreenKb &&
      slow((r) => r.interactiveMs) < TARGETS.interactiveMs &&
      slow((r) => r.detailWarmMs) < TARGETS.detailWarmMs &&
      slow((r) => r.completeMs) < TARGETS.completeMs;
    console.log(met ? 'all targets met' : 'a target was MISSED');
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
