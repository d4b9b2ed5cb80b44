import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDay } from '@domain/cycle-plans/cycle';
import { api, appInBrowser, confirmDialog, eventually, formItem, openFromMenu, seeMessage } from './support';

const ADMIN = '13800000001';
const CUSTOMER = '沙井电子城';

const app = appInBrowser();
let page: Page;
let adminId: number;

beforeAll(async () => {
  page = await app.signedIn(ADMIN);
  // Two products of the customer the contract will cover.
  const customers = await api<{ id: number; name: string }[]>(page, `/v2/customer/list?name=${encodeURIComponent(CUSTOMER)}&pageSize=10`);
  const customerId = customers.find((c) => c.name === CUSTOMER)!.id;
  const model = await api<{ data: { id: number } }>(page, '/v2/product/save', { name: '冷水机组', model: 'CW-200' });
  for (const serial of ['CW-200-A', 'CW-200-B'])
    await api(page, '/v2/customer/production/save', { productId: model.data.id, customerId, name: '冷水机组', serialNumber: serial });
  adminId = (await api<{ id: number }>(page, '/v2/sessionUser/info')).id;
});

/** Chooses an option of the Select inside a form item by typing part of its text. */
async function choose(scope: Locator, label: string, typed: string, option: RegExp): Promise<void> {
  const select = formItem(scope, label).locator('.arco-select').first();
  await select.click();
  await select.locator('input').fill(typed);
  await scope.page().getByRole('option', { name: option }).first().click();
}

async function fillDate(scope: Locator, label: string, date: string): Promise<void> {
  const input = formItem(scope, label).locator('input');
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

describe('maintenance', () => {
  it('a contract with two products and a monthly plan: the task appears, becomes an order, and finishes with it', async () => {
    const today = businessDay(new Date());
    await openFromMenu(page, '首页', '客户管理', '维保合同');
    await page.getByRole('button', { name: '新增维保合同' }).click();
    const dialog = page.locator('.arco-modal').filter({ hasText: '新增维保合同' });
    await formItem(dialog, '合同名称').locator('input').fill('沙井冷水机组年度维保');
    await choose(dialog, '客户名称', '沙井', new RegExp(CUSTOMER));
    await fillDate(dialog, '服务开始日期', today);
    await fillDate(dialog, '服务结束日期', addDays(today, 364));
    await formItem(dialog, '合同金额').locator('input').fill('24000');
    const products = formItem(dialog, '维保产品').getByRole('combobox');
    await products.click();
    for (const serial of ['CW-200-A', 'CW-200-B']) await page.getByRole('option', { name: new RegExp(serial) }).click();
    await dialog.locator('.arco-modal-title').click();
    await confirmDialog(dialog);
    await seeMessage(page, '保存成功');

    await page.getByRole('link', { name: '沙井冷水机组年度维保' }).click();
    await page.getByRole('heading', { name: /维保产品/ }).waitFor();
    await eventually(() => page.getByRole('cell', { name: /CW-200-[AB]/ }).count()).toBe(2);
    await page.getByRole('button', { name: '新增维保计划' }).click();
    const planDialog = page.locator('.arco-modal').filter({ hasText: '新增维保计划' });
    await formItem(planDialog, '计划名称').locator('input').fill('冷水机组月度保养');
    await choose(planDialog, '工单类型', '默认', /默认工单/);
    await confirmDialog(planDialog);
    await seeMessage(page, '保存成功');

    // The plan makes the visit due today at once; it shows among the contract's tasks.
    await page.getByRole('link', { name: '冷水机组月度保养' }).waitFor();
    const taskLink = page.getByRole('link', { name: today });
    await eventually(() => taskLink.count()).toBe(1);
    await taskLink.click();
    await page.getByRole('button', { name: '生成工单' }).click();
    await seeMessage(page, '已生成工单');
    const orderLink = page.getByRole('link', { name: /^GD\d+/ });
    await eventually(() => orderLink.count()).toBe(1);
    await expect(page.getByRole('button', { name: '生成工单' }).count()).resolves.toBe(0);

    // The order is served and completed (the order screens have their own browser tests).
    const orderId = Number((await orderLink.getAttribute('href'))!.split('/').at(-1));
    const version = async () => (await api<{ version: number }>(page, `/order/orderDetail?id=${orderId}`)).version;
    const steps: [string, () => Promise<object>][] = [
      ['/worker/batchDesignate', async () => ({ ids: [orderId], ownerId: adminId, collaboratorIds: [] })],
      ['/order/accept', async () => ({ id: orderId, version: await version() })],
      ['/order/workerBespokeDate', async () => ({ id: orderId, appointmentTime: `${today} 10:00` })],
      ['/order/startService', async () => ({ id: orderId })],
      ['/order/serviceComplete', async () => ({ id: orderId })],
    ];
    for (const [path, body] of steps) expect(await api<{ success: boolean; message?: string }>(page, path, await body())).toMatchObject({ success: true });

    await page.reload();
    await eventually(() => page.locator('.arco-descriptions').getByText('已完成', { exact: true }).count()).toBe(1);
    // The order names its task as its source, linked back to it.
    await orderLink.click();
    await page.getByRole('link', { name: `维保任务 冷水机组月度保养 ${today}` }).click();
    await page.getByText(`维保任务 ${today}`).first().waitFor();
  });
});
