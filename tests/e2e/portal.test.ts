import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser, eventually } from './support';
import { PHONE } from './mobile-support';

const PORTAL = '/portal/demo000001';
const CUSTOMER_PHONE = '13900000001';
const DISPATCHER = '13800000002';

const app = appInBrowser();
let customer: Page;

beforeAll(async () => {
  // The customer's own phone: a fresh context at 390 px, no staff session.
  const page = await app.newPage();
  const context = await page.context().browser()!.newContext({ baseURL: app.server.origin, viewport: PHONE, locale: 'zh-CN', isMobile: true, hasTouch: true });
  await page.context().close();
  customer = await context.newPage();
  customer.setDefaultTimeout(15_000);
});

describe('customer portal', () => {
  let eventNo = '';

  it('a customer signs in with a code at 390 px and reports a request', async () => {
    await customer.goto(PORTAL);
    await customer.getByRole('heading', { name: /服务门户/ }).waitFor();
    await customer.getByLabel('手机号').fill(CUSTOMER_PHONE);
    const known = app.server.smsCodes(CUSTOMER_PHONE).length;
    await customer.getByRole('button', { name: '获取验证码' }).click();
    await customer.getByLabel('验证码').fill(await app.server.nextSmsCode(CUSTOMER_PHONE, known));
    await customer.getByRole('button', { name: '登录' }).click();
    await customer.getByRole('heading', { name: '您好，陈客户' }).waitFor();
    // 在线客服 (the web chat) has its own path in tests/e2e/online-chat.test.ts.
    await customer.getByRole('link', { name: /服务申请/ }).click();
    await customer.getByLabel('问题描述').fill('空调外机异响，请安排检修');
    await customer.getByRole('button', { name: '提交' }).click();
    const card = customer.locator('article.request').first();
    await card.getByRole('heading', { name: /空调外机异响/ }).waitFor();
    await expect(card.getByText('待分配').count()).resolves.toBe(1);
    eventNo = (await card.locator('.muted').innerText()).split(' · ')[0];
    expect(eventNo).toMatch(/^SJ\d+/);
    // Nothing wider than the phone.
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('the dispatcher sees it among the events waiting for dispatch', async () => {
    const page = await app.signedIn(DISPATCHER);
    await page.goto('/eventassigned');
    await eventually(() => page.getByRole('row').filter({ hasText: eventNo }).count()).toBe(1);
    await page.close();
  });

  it('the customer cancels it while it waits, and it leaves the dispatcher’s list', async () => {
    customer.once('dialog', (d) => void d.accept());
    const card = customer.locator('article.request').filter({ hasText: eventNo });
    await card.getByRole('button', { name: '取消申请' }).click();
    await eventually(() => card.getByText('已关闭').count()).toBe(1);
  });
});

describe('service mall', () => {
  let orderNo = '';

  it('the customer buys two goods in the portal at 390 px', async () => {
    await customer.goto(`${PORTAL}#/mall`);
    await customer.getByRole('heading', { name: 'PP棉滤芯' }).waitFor();
    await customer.getByLabel('PP棉滤芯 数量').fill('2');
    await customer.getByLabel('净水器除垢剂 数量').fill('1');
    await customer.getByText('合计 ¥107.90').waitFor();
    await customer.getByLabel('收货地址').fill('上海市浦东新区张江路100号');
    await customer.getByRole('button', { name: '提交订单' }).click();
    const card = customer.locator('article.mall-order').first();
    await card.getByText('PP棉滤芯×2，净水器除垢剂×1').waitFor();
    await expect(card.getByText('待付款').count()).resolves.toBe(1);
    orderNo = await card.getByRole('heading').innerText();
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('staff record the payment, approve and ship it with a tracking number', async () => {
    const page = await app.signedIn(DISPATCHER);
    await page.goto('/mallOrder');
    await page.getByRole('link', { name: orderNo }).click();
    await page.getByRole('button', { name: '确认收款' }).click();
    await page.getByRole('button', { name: '审核通过' }).click();
    await page.getByRole('button', { name: '发货' }).click();
    await page.getByLabel('物流单号').fill('SF2026120601');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await eventually(() => page.getByText('运输中').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('the customer signs for it', async () => {
    // Still on 我的商城订单 since ordering: the page reads the orders again.
    await customer.reload();
    const card = customer.locator('article.mall-order').filter({ hasText: orderNo });
    await card.getByText('物流单号：SF2026120601').waitFor();
    customer.once('dialog', (d) => void d.accept());
    await card.getByRole('button', { name: '确认签收' }).click();
    await eventually(() => card.getByText('已签收').count()).toBe(1);
  });
});
