import ExcelJS from 'exceljs';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInBrowser, eventually, openSideGroup } from './support';

/** Issue 23 items 5, 6 and 8: texts the walk found cut off, measured in the browser. */

const app = appInBrowser();

/** Whether the element's text runs past its box (an ellipsis or a clipped end). */
const cutOff = (locator: Locator) => locator.evaluate((el) => el.scrollWidth > el.clientWidth + 1);

describe('texts shown whole', () => {
  it('新增客户: the region box holds 广东省/深圳市/南山区, and each 默认 is a tick box shown whole and telling its state', async () => {
    const page = await app.signedIn('13800000001');
    await page.goto('/allCustomer');
    await page.getByRole('button', { name: '新增客户' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '添加地址' }).click();
    await dialog.getByRole('button', { name: '添加地址' }).click();
    const region = dialog.getByLabel('地址1所在地区');
    await region.fill('广东省/深圳市/南山区');
    expect(await cutOff(region)).toBe(false);
    const defaults = dialog.getByRole('checkbox', { name: '默认' });
    // One contact and two addresses; the first contact and the first address are the defaults.
    await eventually(() => defaults.count()).toBe(3);
    expect(await Promise.all([0, 1, 2].map((i) => defaults.nth(i).isChecked()))).toEqual([true, true, false]);
    const box = (await dialog.locator('.arco-modal-content').boundingBox())!;
    for (const label of await dialog.locator('.arco-checkbox', { hasText: '默认' }).all()) {
      const b = (await label.boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width);
      expect(await cutOff(label)).toBe(false);
    }
  });

  it('the download centre shows an import result whole, with its counts', async () => {
    const page = await app.signedIn('13800000001');
    await page.goto('/allCustomer');
    await page.getByRole('button', { name: '导入' }).click();
    const dialog = page.getByRole('dialog');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('导入');
    sheet.addRow(['客户名称*', '客户电话*', '联系人*', '联系人电话*', '所在地区', '详细地址', '地图位置', '归属销售手机号', '服务组', '客户标签']);
    sheet.addRow(['布局测试导入客户', '13755556666', '布局联系人', '13755557777']);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    await dialog.locator('input[type=file]').setInputFiles({ name: '客户.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    await dialog.getByRole('button', { name: '开始导入' }).click();
    await page.getByRole('button', { name: '下载中心' }).click();
    const name = page.getByRole('list', { name: '下载中心' }).locator('.download-item-name', { hasText: '（成功1条，失败0条）' });
    await name.waitFor({ timeout: 30_000 });
    expect(await cutOff(name)).toBe(false);
    expect(await name.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  });

  it('free plan: the locked menu entry 客户服务计划 is shown whole beside its lock', async () => {
    const page = await app.atHome('13800000011');
    await page.goto('/allCustomer');
    expect(await openSideGroup(page, '客户管理')).toContain('客户服务计划');
    const name = page.getByRole('complementary').locator('.shell-menu-name', { hasText: '客户服务计划' });
    const item = page.getByRole('complementary').getByRole('menuitem', { name: /客户服务计划/ });
    await name.waitFor();
    expect(await cutOff(name)).toBe(false);
    expect(await cutOff(item)).toBe(false);
  });
});

describe('the PC version in a 390 px window (chosen on a phone, or a narrowed browser)', () => {
  it('the window never scrolls sideways, the left menu folds, and the user menu can still be reached to sign out', async () => {
    const page = await app.signedIn('13800000001');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/allOrder');
    await page.getByRole('button', { name: '查询' }).waitFor();
    await eventually(() => page.locator('.shell-sider').evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(60);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const user = page.getByRole('button', { name: /用户菜单/ });
    await user.scrollIntoViewIfNeeded();
    await user.click();
    await page.getByRole('menuitem', { name: '退出登录' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('a form puts its labels above the fields on one line each, and its part lines wrap inside the card', async () => {
    const page = await app.signedIn('13800000001');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/spareOutAndIn');
    const label = page.locator('.arco-form-label-item', { hasText: '去向' });
    const field = page.locator('.arco-form-item', { has: label }).locator('.arco-form-item-wrapper');
    await field.waitFor();
    const [labelBox, fieldBox] = [(await label.boundingBox())!, (await field.boundingBox())!];
    // One line of a label is 32 px high; beside the field, the label column was a character wide (去 / 向: 64 px).
    expect(labelBox.height).toBeLessThan(40);
    expect(labelBox.y + labelBox.height).toBeLessThanOrEqual(fieldBox.y);
    const card = (await page.locator('.shell-content .arco-card').first().boundingBox())!;
    const remove = (await page.getByRole('button', { name: '删除第1行' }).boundingBox())!;
    expect(remove.x + remove.width).toBeLessThanOrEqual(card.x + card.width);
  });
});
