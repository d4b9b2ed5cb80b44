import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { businessDay } from '@domain/cycle-plans/cycle';
import { CyclePlanPaths } from '@domain/cycle-plans/cycle-plans.paths';
import type { CyclePlanDetail } from '@domain/cycle-plans/cycle-plans.schemas';
import { api, appInBrowser, eventually, formItem, seeMessage } from './support';

const ADMIN = '13800000001';
const CUSTOMER = '盐田港冷链仓';

const app = appInBrowser();
let page: Page;

beforeAll(async () => {
  page = await app.signedIn(ADMIN);
});

/** Chooses an option of the Select inside a form item by typing part of its text. */
async function choose(scope: Locator, label: string, typed: string, option: RegExp): Promise<void> {
  const select = formItem(scope, label).locator('.arco-select').first();
  await select.click();
  await select.locator('input').fill(typed);
  await scope.page().getByRole('option', { name: option }).first().click();
}

describe('a customer service plan', () => {
  it('starting today makes its order at once, and the order opens from the plan', async () => {
    await page.goto('/cyclePlan');
    await page.getByRole('button', { name: '新建计划' }).click();
    const dialog = page.locator('.arco-modal').filter({ hasText: '新建客户服务计划' });
    await formItem(dialog, '计划名称').locator('input').fill('冷链仓月度保养');
    await choose(dialog, '客户', '冷链', new RegExp(CUSTOMER));
    await eventually(() => formItem(dialog, '客户').getByText(CUSTOMER).count()).toBe(1);
    await choose(dialog, '工单类型', '默认', /默认工单/);
    await formItem(dialog, '工单标题').locator('input').fill('冷库月度保养');
    const start = formItem(dialog, '开始日期').locator('input');
    await start.click();
    await start.fill(businessDay(new Date()));
    await start.press('Enter');
    await dialog.locator('.arco-modal-footer').getByRole('button', { name: /^确\s*定$/ }).click();
    await seeMessage(page, '保存成功');

    await page.getByRole('link', { name: '冷链仓月度保养' }).click();
    await page.getByText('生成记录').waitFor();
    // The worker runs a plan whose occurrence is due at once: wait for the order it made, then the detail shows it.
    const planId = Number(new URL(page.url()).pathname.split('/').pop());
    const plan = () => api<CyclePlanDetail>(page, `${CyclePlanPaths.detail}?id=${planId}`);
    await eventually(async () => (await plan()).runs.filter((run) => run.orderId !== null).length).toBe(1);
    await page.reload();
    const orderLink = page.getByRole('link', { name: /^GD\d+/ });
    await eventually(() => orderLink.count()).toBe(1);
    await orderLink.click();
    await eventually(() => page.getByText('冷库月度保养').count()).toBeGreaterThan(0);
    await eventually(() => page.getByText(CUSTOMER).count()).toBeGreaterThan(0);
  });
});
