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
    // The chat area's place in the portal's menu is there when the function is on (the demo leaves it off).
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
