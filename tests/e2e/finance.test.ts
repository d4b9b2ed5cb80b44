import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInBrowser, eventually, seeMessage } from './support';

const FINANCE = '13800000008';
const ENGINEER = '13800000003';

const app = appInBrowser();

/** The 合计 cell of 张师傅's row on /personalCommission. */
const ownerTotal = (page: Page) => page.getByRole('row').filter({ hasText: '张师傅' }).getByRole('cell').nth(4);

describe('finance', () => {
  it('reconciles a completed order (its fees freeze), sees the owner’s commission, settles the month; the owner sees his figure', async () => {
    const page = await app.signedIn(FINANCE);
    await page.goto('/financeReconcile');
    // The open (not reconciled) completed demo orders; take the first.
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^GD\d+/ }) }).first();
    await row.waitFor();
    const link = row.getByRole('link', { name: /^GD\d+/ });
    const orderNo = (await link.innerText()).trim();
    const href = (await link.getAttribute('href'))!;
    await row.locator('.arco-checkbox').click();
    await page.getByRole('button', { name: /^对账/ }).click();
    await page.getByLabel('差异说明').fill('浏览器对账');
    await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
    await seeMessage(page, '对账成功');
    await eventually(() => page.getByRole('link', { name: orderNo, exact: true }).count()).toBe(0);

    // The order's payment items now say its fees are frozen.
    await page.goto(href);
    await page.getByRole('tab', { name: '收款项' }).click();
    await page.getByText('工单已对账，费用已冻结').first().waitFor();

    // The owner's share of the month, then settling it.
    await page.goto('/personalCommission');
    await ownerTotal(page).waitFor();
    const total = (await ownerTotal(page).innerText()).trim();
    expect(Number(total)).toBeGreaterThan(0);
    await page.getByRole('button', { name: '结算本期' }).click();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await seeMessage(page, '结算成功');
    await page.getByText('已结算 · 查看结算单').waitFor();

    const engineer = await app.signedIn(ENGINEER);
    await engineer.goto('/personalCommission');
    await ownerTotal(engineer).waitFor();
    await eventually(async () => (await ownerTotal(engineer).innerText()).trim()).toBe(total);
    await engineer.getByText('已结算 · 查看结算单').waitFor();
  }, 120_000);
});
