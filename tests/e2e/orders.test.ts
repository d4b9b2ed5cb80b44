import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pickTime, submitDefaultOrder } from './order-form';
import { appInBrowser, eventually, formItem, screenshot, seeMessage } from './support';

const DISPATCHER = '13800000002';
const STAFF = '13800000003';
// The uploads call checks the content: the PNG signature is what makes it a picture.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

const app = appInBrowser();

const dialogTitled = (page: Page, title: string) => page.locator('.arco-modal').filter({ has: page.locator('.arco-modal-title', { hasText: title }) });
const operations = (page: Page) => page.getByLabel('工单操作');
/** The dialog's own 确定 (a date picker inside has one too). */
const confirmDialog = (dialog: Locator) => dialog.locator('.arco-modal-footer').getByRole('button', { name: /^确\s*定$/ }).click();

/** Chooses an option of the Select inside a form item by typing part of its text. */
async function choose(scope: Locator, label: string, typed: string, option: RegExp): Promise<void> {
  const select = formItem(scope, label).locator('.arco-select').first();
  await select.click();
  await select.locator('input').fill(typed);
  await scope.page().getByRole('option', { name: option }).first().click();
}

async function confirmOperation(page: Page, label: string, done: string | RegExp): Promise<void> {
  await operations(page).getByRole('button', { name: label, exact: true }).click();
  await page.locator('.arco-popconfirm').getByRole('button', { name: /^确\s*定$/ }).click();
  await seeMessage(page, done);
}

/** The state tag of the detail page's 工单信息. */
const detailState = (page: Page) => page.getByLabel('工单信息').locator('.arco-tag').first().innerText();

/** Cancels the order open on its detail page; the reason is required. */
async function cancelOrder(page: Page): Promise<void> {
  await operations(page).getByRole('button', { name: '取消工单', exact: true }).click();
  const dialog = dialogTitled(page, '取消工单');
  await confirmDialog(dialog);
  await dialog.locator('.arco-form-message').getByText('请输入取消原因').waitFor();
  await dialog.locator('textarea').fill('客户自行修好了');
  await confirmDialog(dialog);
  await seeMessage(page, '取消工单成功');
  await eventually(() => detailState(page)).toBe('已取消');
}

/** The order number shown in the detail page's 工单信息. */
const detailOrderNo = async (page: Page) => (await page.getByLabel('工单信息').innerText()).match(/GD\d+/)![0];

/** Creates a 默认工单 for the demo customer through /createOrder; resolves to its detail path. */
async function createOrder(page: Page, title: string): Promise<string> {
  await page.goto('/createOrder');
  return submitDefaultOrder(page, title);
}

describe('an order from creation to evaluation', () => {
  let dispatcher: Page;
  let staff: Page;
  let detail: string;
  const title = `空调不制冷-${Date.now() % 100000}`;

  beforeAll(async () => {
    dispatcher = await app.signedIn(DISPATCHER);
  });

  it('the dispatcher creates an order for a customer; it waits for assignment', async () => {
    detail = await createOrder(dispatcher, title);
    await eventually(() => detailState(dispatcher)).toBe('待指派');
    // Only what may succeed is offered: nothing of the service staff's.
    expect(await operations(dispatcher).getByRole('button', { name: '接单', exact: true }).count()).toBe(0);
  });

  it('the dispatcher assigns it to 张师傅', async () => {
    await operations(dispatcher).getByRole('button', { name: '指派', exact: true }).click();
    const dialog = dialogTitled(dispatcher, '指派');
    await choose(dialog, '负责人', '张', /张师傅/);
    await confirmDialog(dialog);
    await seeMessage(dispatcher, '指派成功');
    await eventually(() => detailState(dispatcher)).toBe('待接单');
  });

  it('张师傅 receives it, sets an appointment and starts the service', async () => {
    staff = await app.signedIn(STAFF);
    await staff.goto(detail);
    await confirmOperation(staff, '接单', '接单成功');
    await eventually(() => detailState(staff)).toBe('待服务');

    // The appointment made with the order survives the assignment: 张师傅 moves it.
    expect(await operations(staff).getByRole('button', { name: '预约', exact: true }).count()).toBe(0);
    await operations(staff).getByRole('button', { name: '修改预约', exact: true }).click();
    const dialog = dialogTitled(staff, '修改预约');
    await pickTime(dialog, '预约时间', '2030-01-16 14:30');
    await confirmDialog(dialog);
    await seeMessage(staff, '预约已修改');

    await confirmOperation(staff, '开始服务', '开始服务成功');
    await eventually(() => detailState(staff)).toBe('服务中');
  });

  it('张师傅 writes the receipt and the fees, then completes it', async () => {
    await operations(staff).getByRole('button', { name: '回执', exact: true }).click();
    const receipt = dialogTitled(staff, '回执');
    await formItem(receipt, '服务时长（分钟）').locator('input').fill('90');
    await receipt.locator('input[type="file"]').setInputFiles({ name: 'finish.png', mimeType: 'image/png', buffer: PNG });
    await receipt.locator('.arco-upload-list-item-done, .arco-upload-list-picture').first().waitFor();
    await confirmDialog(receipt);
    await seeMessage(staff, '回执已提交');

    await operations(staff).getByRole('button', { name: '费用', exact: true }).click();
    const fees = dialogTitled(staff, '费用');
    for (const [label, value] of [['服务费用', '150'], ['备件金额', '30'], ['其他费用', '0'], ['优惠金额', '20']])
      await fees.getByLabel(label, { exact: true }).fill(value);
    await confirmDialog(fees);
    await seeMessage(staff, '费用已保存');

    await operations(staff).getByRole('button', { name: '完成服务', exact: true }).click();
    const complete = dialogTitled(staff, '完成服务');
    await complete.locator('textarea').fill('已更换压缩机电容');
    await confirmDialog(complete);
    await seeMessage(staff, '完成服务成功');
    await eventually(() => detailState(staff)).toBe('已完成');
  });

  it('the customer evaluation is recorded by the dispatcher', async () => {
    await dispatcher.goto(detail);
    await operations(dispatcher).getByRole('button', { name: '评价', exact: true }).click();
    const dialog = dialogTitled(dispatcher, '客户评价');
    await dialog.getByText('已解决', { exact: true }).click();
    for (const label of ['服务质量', '服务态度', '处理速度', '解决率']) await formItem(dialog, label).locator('.arco-rate-character').nth(4).click();
    await formItem(dialog, '意见建议').locator('textarea').fill('师傅很专业');
    await confirmDialog(dialog);
    await seeMessage(dispatcher, '评价成功');
    await dispatcher.getByRole('tab', { name: '评价' }).click();
    await dispatcher.getByLabel('评价').getByText('师傅很专业').waitFor();
  });

  it('the order is completed in all orders, with its whole timeline and fees', async () => {
    await dispatcher.goto(`/allOrder?keyword=${encodeURIComponent(title)}`);
    const row = dispatcher.getByRole('row').filter({ hasText: title });
    await row.getByText('已完成').waitFor();
    expect(await row.count()).toBe(1);
    await row.getByRole('link').click();
    await dispatcher.waitForURL(`**${detail}`);
    await dispatcher.getByRole('tab', { name: /工单进度/ }).click();
    const timeline = dispatcher.getByLabel('工单进度');
    for (const step of ['创建工单', '指派', '接单', '修改预约', '开始服务', '回执', '编辑收费项', '已完成', '评价'])
      await timeline.getByText(step, { exact: true }).first().waitFor();
    await dispatcher.getByRole('tab', { name: '费用' }).click();
    await eventually(() => dispatcher.getByRole('region', { name: '费用' }).innerText()).toContain('¥160.00');
    await screenshot(dispatcher, 'order-detail-completed');
  });
});

describe('the public pool and the recycle bin', () => {
  let dispatcher: Page;

  beforeAll(async () => {
    dispatcher = await app.signedIn(DISPATCHER);
  });

  it('an order put into the public pool is grabbed by 张师傅', async () => {
    const title = `公海工单-${Date.now() % 100000}`;
    const detail = await createOrder(dispatcher, title);
    await confirmOperation(dispatcher, '放入公海', '放入公海成功');

    const staff = await app.signedIn(STAFF);
    await staff.goto('/orderHighSeas');
    const row = staff.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: '抢单' }).click();
    await seeMessage(staff, '抢单成功');
    await eventually(() => staff.getByRole('row').filter({ hasText: title }).count()).toBe(0);
    await staff.goto(detail);
    await eventually(() => detailState(staff)).toBe('待服务');
    await eventually(() => staff.getByLabel('工单信息').innerText()).toContain('张师傅');
  });

  it('a cancelled order goes to the recycle bin and comes back', async () => {
    const title = `取消工单-${Date.now() % 100000}`;
    await createOrder(dispatcher, title);
    await cancelOrder(dispatcher);

    await confirmOperation(dispatcher, '删除', '删除成功');
    await dispatcher.goto(`/allOrder?keyword=${encodeURIComponent(title)}`);
    await dispatcher.getByText('暂无数据').waitFor();

    await dispatcher.goto('/orderRubbish');
    const row = dispatcher.getByRole('row').filter({ hasText: title });
    await row.locator('.arco-checkbox').click();
    await dispatcher.getByRole('button', { name: /^还\s*原$/ }).click();
    await seeMessage(dispatcher, '还原成功');
    await dispatcher.goto(`/allOrder?keyword=${encodeURIComponent(title)}`);
    await dispatcher.getByRole('row').filter({ hasText: title }).getByText('已取消').waitFor();
  });
});

describe('editing and batch assignment', () => {
  it('the dispatcher edits a new order, then assigns it with another one from /assignOrder', async () => {
    const dispatcher = await app.signedIn(DISPATCHER);
    const stamp = Date.now() % 100000;
    const first = `批量一-${stamp}`;
    const second = `批量二-${stamp}`;
    const detail = await createOrder(dispatcher, first);
    await createOrder(dispatcher, second);

    await dispatcher.goto(detail);
    await dispatcher.getByRole('button', { name: /^编\s*辑$/ }).click();
    await formItem(dispatcher.locator('.arco-card'), '工单标题').locator('input').fill(`${first}改`);
    await dispatcher.getByRole('button', { name: /^保\s*存$/ }).click();
    await seeMessage(dispatcher, '工单已保存');
    await dispatcher.getByRole('heading', { name: `${first}改` }).waitFor();

    await dispatcher.goto('/assignOrder');
    for (const title of [`${first}改`, second]) await dispatcher.getByRole('row').filter({ hasText: title }).locator('.arco-checkbox').click();
    await dispatcher.getByRole('button', { name: '批量指派' }).click();
    const dialog = dialogTitled(dispatcher, '批量指派（已选2个工单）');
    await choose(dialog, '负责人', '张', /张师傅/);
    await confirmDialog(dialog);
    await seeMessage(dispatcher, '指派成功');
    await eventually(() => dispatcher.getByRole('row').filter({ hasText: second }).count()).toBe(0);
    await dispatcher.goto(detail);
    await eventually(() => detailState(dispatcher)).toBe('待接单');
    await eventually(() => dispatcher.getByLabel('工单信息').innerText()).toContain('张师傅');
  });

  it('on 全部工单 the dispatcher assigns chosen orders at once, a cancelled one refused by its number, and exports them as PDF', async () => {
    const dispatcher = await app.signedIn(DISPATCHER);
    const batch = `全部指派-${Date.now() % 100000}`;
    const open = `${batch}-甲`;
    const cancelled = `${batch}-乙`;
    const detail = await createOrder(dispatcher, open);
    await createOrder(dispatcher, cancelled);
    await cancelOrder(dispatcher);
    const cancelledNo = await detailOrderNo(dispatcher);

    await dispatcher.goto(`/allOrder?keyword=${encodeURIComponent(batch)}`);
    for (const title of [open, cancelled]) await dispatcher.getByRole('row').filter({ hasText: title }).locator('.arco-checkbox').click();
    await dispatcher.getByRole('button', { name: '批量指派' }).click();
    const dialog = dialogTitled(dispatcher, '批量指派（已选2个工单）');
    await choose(dialog, '负责人', '张', /张师傅/);
    await confirmDialog(dialog);
    await seeMessage(dispatcher, '指派成功');
    const refusal = dispatcher.locator('.arco-notification').filter({ hasText: '1个工单未指派' });
    await eventually(() => refusal.innerText()).toContain(cancelledNo);
    await dispatcher.getByRole('row').filter({ hasText: open }).getByText('待接单').waitFor();
    await dispatcher.getByRole('row').filter({ hasText: cancelled }).getByText('已取消').waitFor();
    await screenshot(dispatcher, 'all-orders-batch-assign');

    // The chosen rows as one PDF, made in the download centre.
    for (const title of [open, cancelled]) await dispatcher.getByRole('row').filter({ hasText: title }).locator('.arco-checkbox').click();
    await dispatcher.getByRole('button', { name: '导出PDF' }).click();
    await seeMessage(dispatcher, '已加入下载中心');
    const pdfItems = () =>
      dispatcher.evaluate(async () => {
        const items: { name: string; format: string; process_state: number }[] = (await (await fetch('/api/fileDownloadCenter/list')).json()).data;
        return items.filter((i) => i.format === 'pdf' && i.process_state === 2).length;
      });
    await eventually(pdfItems).toBeGreaterThan(0);

    // The assigned order's PDF goes to its contact from the detail page.
    await dispatcher.goto(detail);
    await dispatcher.getByRole('button', { name: '发送PDF' }).click();
    await dispatcher.locator('.arco-popconfirm').getByRole('button', { name: /^确\s*定$/ }).click();
    await seeMessage(dispatcher, '工单PDF已发送给联系人');
  });
});
