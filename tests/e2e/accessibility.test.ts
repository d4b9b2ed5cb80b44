import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { appInBrowser } from './support';

const app = appInBrowser();

/** The main pages, each with what shows once it has loaded. */
const SIGNED_IN_PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/guideOne', ready: (page) => page.getByRole('tab', { name: '首页' }).first().waitFor() },
  { path: '/allOrder', ready: (page) => page.getByRole('row').filter({ hasText: /GD\d{14}/ }).first().waitFor() },
  { path: '/createOrder', ready: (page) => page.getByText('安装工单').first().waitFor() },
  { path: '/allCustomer', ready: (page) => page.getByRole('row').nth(1).waitFor() },
  { path: '/Myevent', ready: (page) => page.getByRole('tablist').last().waitFor() },
  { path: '/templateCenter', ready: (page) => page.getByRole('tab', { name: '工单类型' }).waitFor() },
];

describe('axe-core finds no critical or serious violation on the main pages', () => {
  it('on the sign-in page', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: /^登\s*录$/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it.each(SIGNED_IN_PAGES)('on $path', async ({ path, ready }) => {
    const page = await app.atHome('13800000001');
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on an order detail page', async () => {
    const page = await app.atHome('13800000001');
    await page.goto('/allOrder');
    await page.getByRole('link', { name: /^GD\d{14}$/ }).first().click();
    await page.waitForURL(/\/allOrder\/orderDetail\/\d+/);
    await page.getByText('工单详情').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
