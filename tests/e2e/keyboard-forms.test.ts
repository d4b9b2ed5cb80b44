import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { appInBrowser, formItem } from './support';

const app = appInBrowser();

/** Presses Tab until the focus is on (or inside) `target`, as a keyboard user would; fails if it never gets there. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((el) => !!el && (el === document.activeElement || el.contains(document.activeElement)), handle)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

describe('the main forms can be completed by keyboard alone', () => {
  it('sign-in with the password', async () => {
    const page = await app.newPage();
    await page.goto('/login');
    await tabTo(page, page.getByRole('tab', { name: '密码登录' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByPlaceholder(/手机号/));
    await page.keyboard.type('13800000001');
    await tabTo(page, page.getByPlaceholder(/密码/));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/login');
  });

  // The service item (a tree select) and the appointment (a date-time picker) cannot yet be filled from
  // the keyboard; this covers the steps before them.
  it('new order: the order-type card is reached and opened by keyboard, and the customer picked by typing', async () => {
    const page = await app.atHome('13800000001');
    await page.goto('/createOrder');
    await tabTo(page, page.getByRole('button', { name: '默认工单' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/order\/createExternal\/\d+/);
    const form = page.locator('.arco-card');
    await tabTo(page, formItem(form, '客户名称'));
    await page.keyboard.type('华润');
    await page.getByRole('option', { name: /华润/ }).first().waitFor();
    await page.keyboard.press('Enter');
    // The chosen customer's default contact fills the order's.
    await expect.poll(() => formItem(form, '联系人').locator('input').inputValue()).not.toBe('');
  });
});
