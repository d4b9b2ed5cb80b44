import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { appInBrowser, formItem } from './support';

const app = appInBrowser();

/** Presses Tab until the focus is on (or inside) `target`, as a keyboard user would; fails if it never gets there. */
async function tabTo(page: Page, target: Locator, limit = 200): Promise<void> {
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

  it('new order: type card, customer, service item, title and appointment by keyboard, then submitted with Enter', async () => {
    const page = await app.atHome('13800000001');
    await page.goto('/createOrder');
    await tabTo(page, page.getByRole('button', { name: /^默认工单/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/order\/createExternal\/\d+/);
    const form = page.locator('.arco-card');
    await tabTo(page, formItem(form, '客户名称'));
    await page.keyboard.type('华润');
    await page.getByRole('option', { name: /华润/ }).first().waitFor();
    await page.keyboard.press('Enter');
    // The chosen customer's default contact fills the order's.
    await expect.poll(() => formItem(form, '联系人').locator('input').inputValue()).not.toBe('');

    // The service item: type to filter the tree, ↓ to the next match and back, Enter picks the marked one.
    await tabTo(page, formItem(form, '服务项目'));
    await page.keyboard.type('空调');
    await page.locator('[data-picker-active="true"]').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const marked = (await page.locator('[data-picker-active="true"]').innerText()).trim();
    await page.keyboard.press('Enter');
    await expect.poll(() => formItem(form, '服务项目').innerText()).toContain(marked);

    await tabTo(page, formItem(form, '工单标题'));
    await page.keyboard.type('键盘新建的工单');
    // The appointment: the picker takes typed text and Enter confirms it.
    await tabTo(page, formItem(form, '预约时间').locator('input').first());
    await page.keyboard.type('2030-01-15 10:00');
    await page.keyboard.press('Enter');
    await expect.poll(() => formItem(form, '预约时间').locator('input').first().inputValue()).toBe('2030-01-15 10:00');
    await tabTo(page, formItem(form, '企业名称'));
    await page.keyboard.type('示例客户');
    await tabTo(page, formItem(form, '详细描述'));
    await page.keyboard.type('三楼会议室空调不制冷');

    await tabTo(page, page.getByRole('button', { name: /^提\s*交$/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/allOrder\/orderDetail\/\d+$/);
    await page.getByText('键盘新建的工单').first().waitFor();
    await page.getByText(marked).first().waitFor();
  });

  it('new event: title, customer details, service item and description by keyboard, submitted with Enter', async () => {
    const page = await app.atHome('13800000001');
    await page.goto('/newEvent');
    const form = page.getByRole('form', { name: '事件表单' });
    await tabTo(page, form.getByPlaceholder('请输入事件标题', { exact: true }));
    await page.keyboard.type('键盘登记的事件');
    await tabTo(page, form.getByPlaceholder('请输入客户名称', { exact: true }));
    await page.keyboard.type('键盘客户');
    await tabTo(page, form.getByPlaceholder('请输入联系电话', { exact: true }));
    await page.keyboard.type('13922224444');
    await tabTo(page, formItem(form, '服务项目'));
    await page.keyboard.type('空调');
    await page.locator('[data-picker-active="true"]').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => formItem(form, '服务项目').innerText()).toContain('空调');
    await tabTo(page, form.getByPlaceholder('请描述问题'));
    await page.keyboard.type('会议室投影仪无法开机');
    await tabTo(page, form.getByRole('button', { name: /^提\s*交$/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/Myevent\/eventDetail\/\d+$/);
    await page.getByText('键盘登记的事件').first().waitFor();
  });

  it('new customer: the dialog opened, filled and confirmed by keyboard', async () => {
    const page = await app.atHome('13800000001');
    await page.goto('/allCustomer');
    await tabTo(page, page.getByRole('button', { name: '新增客户' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await tabTo(page, dialog.getByPlaceholder('请输入客户名称'));
    await page.keyboard.type('键盘新建客户');
    await tabTo(page, dialog.getByPlaceholder('客户账号电话，企业内唯一'));
    await page.keyboard.type('13755556666');
    await tabTo(page, dialog.getByLabel('联系人1姓名'));
    await page.keyboard.type('键盘联系人');
    await tabTo(page, dialog.getByLabel('联系人1电话'));
    await page.keyboard.type('13755550001');
    await tabTo(page, dialog.getByRole('button', { name: /^确\s*定$/ }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    const found = await page.context().request.get('/api/v2/customer/list?name=' + encodeURIComponent('键盘新建客户'));
    expect(found.ok()).toBe(true);
    expect(await found.text()).toContain('13755556666');
  });
});
