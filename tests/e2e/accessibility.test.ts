import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { walkMenu } from '@domain/shell/menu-catalogue';
import { seriousViolations } from './axe';
import type { SettlementDocument } from '@domain/finance/commission.schemas';
import { FINANCE_SCREENS } from '@domain/finance/finance.screens';
import { api, appInBrowser, formItem, type Envelope } from './support';

/*
 * Every PC screen of the menu and every phone screen, each checked by axe-core at zero critical and
 * serious violations, in one browser against one server: one signed-in page per version walks them all.
 */
const app = appInBrowser();
const ADMIN = '13800000001';
const STAFF = '13800000003';
/** The administrator of the demo enterprise installed from DingTalk's market (钉钉市场示例公司). */
const MARKET_ADMIN = '13800000041';

/**
 * Every screen the menu offers (the administrator is granted them all), but those only an app-market
 * corp is offered (`onlyIn`): the standalone demo enterprise refuses them; the market demo's walks them.
 */
const PC_ROUTES = [
  ...new Set([...walkMenu()].flatMap((entry) => (entry.route && !entry.onlyIn ? [entry.route] : []))),
  // Reached from a menu screen: the online chat's accounts tab and the demo WeCom account's reception group.
  '/customerservice?tab=accounts',
  '/customerservice/CustomerServiceGroupSet/wkDemoKf000001',
];
const MARKET_ROUTES = [...new Set([...walkMenu()].flatMap((entry) => (entry.route && entry.onlyIn ? [entry.route] : [])))];
const PHONE_ROUTES = ['/m', '/m/orders', '/m/pool', '/m/assign', '/m/events', '/m/customers', '/m/messages', '/m/more', '/m/scan', '/m/newOrder', '/m/newEvent'];

const inFlight = new WeakMap<Page, Set<object>>();

/** Keeps count of the page's requests not yet answered (a client-side navigation has no load state to wait for). */
function countRequests(page: Page): Page {
  const open = new Set<object>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return page;
}

/**
 * Waits until the page has its data: no request in flight and no spinner turning, still so a frame later
 * (a screen starts its queries once rendered). Much shorter than the network-idle state's 500 ms quiet.
 */
async function settled(page: Page) {
  const open = inFlight.get(page);
  if (!open) throw new Error('countRequests(page) before settled(page)');
  const quiet = async () =>
    open.size === 0 &&
    (await page.evaluate(() => new Promise<boolean>((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn(!document.querySelector('.arco-spin-loading, .arco-skeleton, .m-loading'))))))) &&
    open.size === 0;
  await expect.poll(quiet, { timeout: 30_000, interval: 50 }).toBe(true);
}

/** Opens a screen as the app's own links do (wouter listens to pushState): the shell, its session and axe stay loaded. */
async function openScreen(page: Page, path: string) {
  await page.evaluate((to) => history.pushState(null, '', to), path);
}

/** Opens a menu screen and checks it: one <main>, one <h1>, no serious violation. */
async function checkScreen(page: Page, path: string) {
  await openScreen(page, path);
  await settled(page);
  await page.locator('main h1').waitFor({ state: 'attached' });
  expect(await page.locator('main').count()).toBe(1);
  expect(await page.locator('h1').count()).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
}

/** Headings whose level is more than one below the heading before them (an h1 followed by an h3). */
const skippedHeadings = (page: Page) =>
  page.evaluate(() => {
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    return levels.flatMap((level, i) => (i > 0 && level > levels[i - 1] + 1 ? [`h${levels[i - 1]} → h${level}`] : []));
  });

describe('axe-core finds no critical or serious violation', () => {
  it('on the sign-in page', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: /^登\s*录$/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  describe('on every PC screen of the menu', () => {
    let page: Page;
    beforeAll(async () => {
      page = countRequests(await app.atHome(ADMIN));
    });

    it.each(PC_ROUTES)('%s, which has one <main> and one <h1>', (path) => checkScreen(page, path));

    describe('of an enterprise installed from DingTalk’s market', () => {
      let market: Page;
      beforeAll(async () => {
        market = countRequests(await app.atHome(MARKET_ADMIN));
      });

      it.each(MARKET_ROUTES)('%s, which has one <main> and one <h1>', (path) => checkScreen(market, path));
    });

    it('an order detail', async () => {
      await page.goto('/allOrder');
      await page.getByRole('link', { name: /^GD\d{14}$/ }).first().click();
      await page.waitForURL(/\/allOrder\/orderDetail\/\d+/);
      await page.getByText('工单详情').first().waitFor();
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    it('a settlement document', async () => {
      const document_ = await api<Envelope<SettlementDocument>>(page, '/v2/settlement/settle', { period: '2025-06' });
      expect(document_.success, document_.message).toBe(true);
      await page.goto(`${FINANCE_SCREENS.settlementDocument}/${document_.data.id}`);
      await page.locator('main h1').waitFor({ state: 'attached' });
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    it('a table with expandable rows, opened (/groupCommission)', async () => {
      await page.goto('/groupCommission');
      await settled(page);
      const expand = page.getByRole('button', { name: '展开' }).first();
      if (await expand.count()) {
        await expand.click();
        await page.getByRole('button', { name: '收起' }).first().waitFor();
        await settled(page);
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  describe('on every phone screen', () => {
    let page: Page;
    beforeAll(async () => {
      page = countRequests(await app.atHome(STAFF));
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(PHONE_ROUTES[0]);
    });

    it.each(PHONE_ROUTES)('%s, whose headings skip no level', async (path) => {
      await openScreen(page, path);
      await settled(page);
      await page.locator('main').waitFor();
      expect(await skippedHeadings(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    });

    it('the first order listed on /m/orders', async () => {
      await page.goto('/m/orders');
      await page.locator('a[href^="/m/order/"]').first().click();
      await page.locator('main h2').first().waitFor();
      await settled(page);
      expect(await skippedHeadings(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});

describe('Arco selects by keyboard', () => {
  it('↓ opens 来源仓库 on /spareGet, Enter chooses, and the focus stays on the select', async () => {
    const page = await app.atHome(STAFF);
    await page.goto('/spareGet');
    const select = page.getByRole('combobox', { name: '来源仓库' });
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: '浦西分仓' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => select.innerText()).not.toContain('请选择仓库');
    expect(await select.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('on a new order, 客户名称 keeps the focus after a choice by keyboard', async () => {
    const page = await app.atHome(ADMIN);
    await page.goto('/createOrder');
    await page.getByRole('button', { name: /^默认工单/ }).click();
    await page.waitForURL(/\/order\/createExternal\/\d+/);
    const form = page.locator('.arco-card');
    const customer = formItem(form, '客户名称').getByRole('combobox');
    await customer.focus();
    await page.keyboard.type('华润');
    await page.getByRole('option', { name: /华润/ }).first().waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => formItem(form, '联系人').locator('input').inputValue()).not.toBe('');
    expect(await customer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  });

  it('on a new order, 预约时间 keeps the focus after a time typed and chosen with Enter', async () => {
    const page = await app.atHome(ADMIN);
    await page.goto('/createOrder');
    await page.getByRole('button', { name: /^默认工单/ }).click();
    await page.waitForURL(/\/order\/createExternal\/\d+/);
    const input = formItem(page.locator('.arco-card'), '预约时间').locator('input');
    await input.focus();
    await page.keyboard.type('2030-06-01 14:00');
    await page.keyboard.press('Enter');
    await expect.poll(() => input.inputValue()).toBe('2030-06-01 14:00');
    // Arco blurs the input again once its popup has closed: the focus must come back each time.
    await page.locator('.arco-picker-container').waitFor({ state: 'hidden' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    // Focused again by the page, not by the user: the popup stays closed.
    expect(await page.locator('.arco-picker-container:visible').count()).toBe(0);
    await page.keyboard.press('Tab');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(false);
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });
});
