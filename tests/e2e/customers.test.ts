import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { appInBrowser, eventually } from './support';

const ADMIN = '13800000001';

const app = appInBrowser();
let page: Page;

beforeAll(async () => {
  page = await app.signedIn(ADMIN);
});

describe('a customer with two contacts and two addresses', () => {
  it('is created on /allCustomer and shows in the list and on its detail page', async () => {
    await page.goto('/allCustomer');
    await page.getByRole('button', { name: '新增客户' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('请输入客户名称').fill('浏览器测试客户');
    await dialog.getByPlaceholder('客户账号电话，企业内唯一').fill('13766667777');
    await dialog.getByLabel('联系人1姓名').fill('第一联系人');
    await dialog.getByLabel('联系人1电话').fill('13766660001');
    await dialog.getByRole('button', { name: '添加联系人' }).click();
    await dialog.getByLabel('联系人2姓名').fill('第二联系人');
    await dialog.getByLabel('联系人2电话').fill('13766660002');
    await dialog.getByRole('button', { name: '添加地址' }).click();
    await dialog.getByLabel('地址1所在地区').fill('广东省/深圳市/南山区');
    await dialog.getByLabel('地址1详细地址').fill('浏览器路1号');
    await dialog.getByRole('button', { name: '添加地址' }).click();
    await dialog.getByLabel('地址2详细地址').fill('浏览器路2号');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });

    await page.getByRole('form', { name: '筛选' }).getByLabel('客户名称').fill('浏览器测试');
    await page.getByRole('button', { name: /查询/ }).click();
    const link = page.getByRole('link', { name: '浏览器测试客户' });
    await eventually(() => link.count()).toBe(1);
    await eventually(() => page.getByText('第一联系人').count()).toBeGreaterThan(0);

    await link.click();
    await page.getByText('客户信息').waitFor();
    for (const text of ['第一联系人', '第二联系人', '13766660002', '广东省深圳市南山区浏览器路1号', '浏览器路2号'])
      await eventually(() => page.getByText(text, { exact: false }).count()).toBeGreaterThan(0);
  });
});
