import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { appInBrowser, eventually, seeMessage } from './support';

const ADMIN = '13800000001';

const app = appInBrowser();
let page: Page;

beforeAll(async () => {
  page = await app.signedIn(ADMIN);
});

describe('a return visit', () => {
  it('is planned for completed orders, shows up as a task and is passed with its answers', async () => {
    await page.goto('/returnVisitPlan/edit/0');
    await page.getByPlaceholder('例如：完工次日回访').fill('浏览器回访计划');
    await page.getByRole('spinbutton', { name: '回访时间' }).fill('0');
    await page.getByRole('button', { name: '保存' }).click();
    await seeMessage(page, '保存成功');
    await eventually(() => page.getByRole('cell', { name: '浏览器回访计划' }).count()).toBe(1);

    // The plan's first look (10 s after the save) goes back over the demo's completed orders.
    await page.goto('/ReturnVisitTask');
    // The demo's own plans have tasks too: take one of this plan.
    const task = page.getByRole('row').filter({ hasText: '浏览器回访计划' }).getByRole('link', { name: /^GD\d+/ }).first();
    for (let i = 0; i < 50 && (await task.count()) === 0; i++) {
      await page.waitForTimeout(1500);
      await page.reload();
    }
    await eventually(() => task.count()).toBe(1);
    await task.click();

    await page.getByText('您对本次服务满意吗？').waitFor();
    await page.getByLabel('您对本次服务满意吗？').locator('.arco-rate-character').nth(4).click();
    await page.getByRole('button', { name: '回访通过' }).click();
    await seeMessage(page, '提交成功');
    await eventually(() => page.getByText('回访通过', { exact: true }).count()).toBeGreaterThan(0);
  }, 120_000);
});
