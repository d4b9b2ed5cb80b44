import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submitDefaultOrder } from './order-form';
import { appInBrowser, eventually, formItem, screenshot, textsOf } from './support';

const RECEPTION = '13800000006';
const DISPATCHER = '13800000002';
const OWNER = '13800000003';
const ESCALATED = '13800000001';
const TITLE = '前台来电：会议室投影仪无法开机';
const ORDER_TITLE = '上门检修会议室投影仪';

const app = appInBrowser();

/** Picks a person in the open dialog's user picker (the Select of the form item with this label), then confirms. */
async function pickPerson(page: Page, label: string, name: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await formItem(dialog, label).getByRole('combobox').click();
  await page.getByRole('option', { name, exact: true }).click();
  await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const historyTexts = (page: Page) => textsOf(page.getByLabel('处理记录').locator('.arco-timeline-item-content'));

// One story: each step works on the event the one before made.
describe('an event from the service counter to an order', () => {
  let eventPath = '';
  let code = '';
  let orderNo = '';

  it('reception records the event at the service counter', async () => {
    const page = await app.signedIn(RECEPTION);
    await page.goto('/serviceCounter');
    const form = page.getByRole('form', { name: '事件表单' });
    await form.getByPlaceholder('请输入事件标题', { exact: true }).fill(TITLE);
    await form.getByPlaceholder('请输入客户名称', { exact: true }).fill('前台来访客户');
    await form.getByPlaceholder('请输入联系电话', { exact: true }).fill('13922223333');
    await form.getByRole('button', { name: '登记事件' }).click();
    await page.waitForURL(/\/Myevent\/eventDetail\/\d+$/);
    eventPath = new URL(page.url()).pathname;
    code = (await page.locator('.arco-descriptions-item-value').first().innerText()).trim();
    expect(code).toMatch(/^SJ\d{13}$/);
    await eventually(() => historyTexts(page)).toEqual([expect.stringContaining('孙接待创建了事件')]);
    await page.close();
  });

  it('the dispatcher dispatches it to the service staff member', async () => {
    const page = await app.signedIn(DISPATCHER);
    await page.goto('/eventassigned');
    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByRole('button', { name: '指派' }).click();
    await pickPerson(page, '负责人', '张师傅');
    await eventually(() => page.getByRole('row').filter({ hasText: code }).count()).toBe(0);
    await page.close();
  });

  it('the owner starts handling it and escalates it', async () => {
    const page = await app.signedIn(OWNER);
    await page.goto(eventPath);
    await page.getByRole('button', { name: '开始处理' }).click();
    await page.getByRole('button', { name: '升级' }).click();
    await pickPerson(page, '升级处理人', '王管理');
    await eventually(() => historyTexts(page)).toContainEqual(expect.stringContaining('张师傅升级给王管理'));
    await page.close();
  });

  it('the escalated person completes it and turns it into an order through the order form, which links back', async () => {
    const page = await app.signedIn(ESCALATED);
    await page.goto(eventPath);
    await page.getByRole('button', { name: '完成' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^确\s*定$/ }).click();
    await eventually(() => page.locator('.arco-tag').filter({ hasText: '已完成' }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '转工单' }).click();
    await page.waitForURL(/\/createOrder\?eventId=\d+/);
    await submitDefaultOrder(page, ORDER_TITLE);
    orderNo = (await page.getByLabel('工单信息').locator('.arco-descriptions-item-value').first().innerText()).trim();
    expect(orderNo).toMatch(/^GD\d{14}$/);
    // The order names the event it was made from by its code, and links back to it.
    await page.getByLabel('工单信息').getByRole('link', { name: /^事件 SJ\d+$/ }).click();
    await page.waitForURL((url) => url.pathname === eventPath);
    await page.close();
  });

  it('the event detail shows the whole history, the order made from it and its progress', async () => {
    const page = await app.signedIn(RECEPTION);
    await page.goto(eventPath);
    const linked = page.locator('.arco-card').filter({ has: page.locator('.arco-card-header', { hasText: '关联工单' }) });
    await eventually(() => linked.getByRole('link').innerText()).toBe(orderNo);
    // The order's progress as the orders module reports it: a new 默认工单 waits for assignment.
    expect(await linked.innerText()).toContain('待指派');
    await eventually(() => historyTexts(page)).toEqual([
      expect.stringContaining('孙接待创建了事件'),
      expect.stringContaining('李派单指派给张师傅'),
      expect.stringContaining('张师傅开始处理'),
      expect.stringContaining('张师傅升级给王管理'),
      expect.stringContaining('王管理完成了事件'),
      expect.stringContaining(`王管理将事件转为工单${orderNo}`),
    ]);
    await screenshot(page, 'event-detail-with-order');
    await linked.getByRole('link').click();
    await page.waitForURL(/\/allOrder\/orderDetail\/\d+$/);
    await eventually(() => page.getByText(ORDER_TITLE).count()).toBeGreaterThan(0);
    await page.close();
  });
});
