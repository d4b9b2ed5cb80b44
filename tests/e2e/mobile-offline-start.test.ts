import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneSignedIn, PHONE } from './mobile-support';
import { appInBrowser, screenshot } from './support';

const app = appInBrowser();
const ENGINEER = '13800000003';

/** Whether the service worker controls the page and holds every asset the page has loaded. */
const assetsKept = (page: Page) =>
  page.evaluate(async () => {
    if (!navigator.serviceWorker.controller) return false;
    const assets = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith('/assets/'));
    const kept = await Promise.all(assets.map((url) => caches.match(url)));
    return assets.length > 0 && kept.every(Boolean);
  });

describe('the mobile version opened cold without a connection (service worker), 390×844', () => {
  it('opens at /m offline in a new page and shows the orders and the order detail stored before', async () => {
    const page = await phoneSignedIn(app, ENGINEER);
    await page.waitForURL('**/m');
    // The worker's own file is asked for again on every visit, like index.html: a new build is seen at once.
    expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache, no-store, must-revalidate');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的工单' }).click();
    const first = page.locator('.m-main article h2').first();
    const title = await first.textContent();
    await first.click();
    await page.waitForURL(/\/m\/order\/\d+$/);
    await page.getByRole('heading', { name: title! }).waitFor();
    const detailPath = new URL(page.url()).pathname;
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的工单' }).click();
    await first.waitFor();
    await expect.poll(() => assetsKept(page), { timeout: 30_000 }).toBe(true);
    // One cache, the running build's.
    expect(await page.evaluate(() => caches.keys())).toEqual([expect.stringMatching(/^fsm-app-[0-9a-f]{16}$/)]);

    await page.context().setOffline(true);
    const cold = await page.context().newPage();
    await cold.setViewportSize(PHONE);
    await cold.goto('/m');
    await cold.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的工单' }).click();
    await cold.getByText('离线：显示上次加载的工单').waitFor();
    await cold.getByRole('heading', { name: title! }).click();
    expect(new URL(cold.url()).pathname).toBe(detailPath);
    await cold.getByRole('heading', { name: title! }).waitFor();
    await cold.getByText(/当前离线/).waitFor();
    await screenshot(cold, 'mobile-offline-cold-start');

    // At a landing address the session check gets no answer: the phone's width picks the mobile version.
    const landing = await page.context().newPage();
    await landing.setViewportSize(PHONE);
    await landing.goto('/');
    await landing.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的工单' }).click();
    await landing.getByText('离线：显示上次加载的工单').waitFor();
  });
});
