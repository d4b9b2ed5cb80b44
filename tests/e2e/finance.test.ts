import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInBrowser, eventually, seeMessage } from './support';

const FINANCE = '13800000008';
const ENGINEER = '13800000003';

const app = appInBrowser();

/** The 合计 cell of 张师傅's row on /personalCommission. */
const ownerTotal = (page: Page) => page.getByRole('row').filter({ hasText: '张师傅' }).getByRole('cell').nth(4);

/** Collects one payment item of the order's 收款项 tab (the dialog offers the item's fixed amount). */
async function collectItem(page: Page, item: string, amount?: string) {
  await page.getByRole('row').filter({ hasText: item }).getByRole('button', { name: '收款' }).click();
  const dialog = page.getByRole('dialog');
  if (amount) await dialog.getByRole('spinbutton', { name: '收款金额' }).fill(amount);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await seeMessage(page, '收款成功');
  await dialog.waitFor({ state: 'detached' });
}

describe('finance', () => {
  it('collects two payment items, reconciles the order (its fees freeze), approves a penalty, settles the month; the owner sees his figure', async () => {
    const page = await app.signedIn(FINANCE);
    await page.goto('/financeReconcile');
    // The open (not reconciled) completed demo orders; take the first.
    const firstRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^GD\d+/ }) }).first();
    await firstRow.waitFor();
    // Every column is wide enough for its heading (工单标题 was squeezed to "工.").
    const headings = await page.locator('th:has(.arco-table-th-item-title)').evaluateAll((cells) =>
      cells.map((th) => {
        const text = document.createRange();
        text.selectNodeContents(th.querySelector('.arco-table-th-item-title')!);
        const padding = parseFloat(getComputedStyle(th.firstElementChild!).paddingLeft) * 2;
        return { name: th.textContent, fits: text.getBoundingClientRect().width <= th.clientWidth - padding + 1 };
      }),
    );
    expect(headings.filter((h) => !h.fits)).toEqual([]);
    const link = firstRow.getByRole('link', { name: /^GD\d+/ });
    const orderNo = (await link.innerText()).trim();
    const href = (await link.getAttribute('href'))!;

    // Its type's payment template (the demo's 安装分期收款): both items collected.
    await page.goto(href);
    await page.getByRole('tab', { name: '收款项' }).click();
    await collectItem(page, '定金');
    await collectItem(page, '尾款', '120');
    await eventually(() => page.getByRole('row').filter({ hasText: '尾款' }).getByRole('cell', { name: '120.00' }).count()).toBe(1);

    // Reconciled in the list, with a difference note.
    await page.goto('/financeReconcile');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: orderNo, exact: true }) });
    await row.locator('.arco-checkbox').click();
    await page.getByRole('button', { name: /^对账/ }).click();
    await page.getByLabel('差异说明').fill('浏览器对账');
    await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
    await seeMessage(page, '对账成功');
    await eventually(() => page.getByRole('link', { name: orderNo, exact: true }).count()).toBe(0);

    // The order's payment items now say its fees are frozen, and offer no more collecting.
    await page.goto(href);
    await page.getByRole('tab', { name: '收款项' }).click();
    await page.getByText('工单已对账，费用已冻结').first().waitFor();
    expect(await page.getByRole('button', { name: '收款' }).count()).toBe(0);

    // The demo's pending penalty of 张师傅 is approved.
    await page.goto('/commission');
    await page.getByRole('row').filter({ hasText: '未按时上传完工照片' }).getByRole('button', { name: '通过' }).click();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await seeMessage(page, '审批通过');

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
  }, 180_000);
});
