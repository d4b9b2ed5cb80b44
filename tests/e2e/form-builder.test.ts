import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTROLS } from '@domain/forms/field-types';
import { appInBrowser, confirmDialog, eventually, formItem, screenshot, seeMessage, textsOf } from './support';

// The uploads call checks the content: the PNG signature is what makes it a picture.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const TYPE_NAME = `全控件工单${Date.now() % 10000}`;
const ORDER_TITLE = '每种控件填一次';

const app = appInBrowser();

/** The controls of one custom field, found by its title (each sits in a group named by it). */
const group = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true });

/** Types into a date or time picker and confirms with Enter. */
async function pick(page: Page, title: string, value: string): Promise<void> {
  const input = group(page, title).locator('input').first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await eventually(() => input.inputValue()).toBe(value);
}

/** A computed field's formula: numeric fields by their insert buttons, joined by `operator`, then `tail` typed in. */
async function setFormula(settings: Locator, operands: string[], operator: string, tail = ''): Promise<void> {
  const formula = settings.getByRole('textbox', { name: '计算公式' });
  const typeAtEnd = async (text: string) => {
    await formula.focus();
    await formula.press('End');
    await formula.pressSequentially(text);
  };
  for (const [i, operand] of operands.entries()) {
    if (i > 0) await typeAtEnd(operator);
    await settings.getByRole('button', { name: operand, exact: true }).click();
  }
  if (tail) await typeAtEnd(tail);
  await settings.getByText(/^公式正确/).waitFor();
}

/** Draws a stroke in the signature dialog once it has stopped moving in, and confirms it. */
async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByLabel('签名区域');
  await pad.waitFor();
  const settled = async () => {
    const first = JSON.stringify(await pad.boundingBox());
    // Two frames later: a pad still moving in has moved.
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    return first === JSON.stringify(await pad.boundingBox());
  };
  await eventually(settled).toBe(true);
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 60, { steps: 8 });
  await page.mouse.move(box.x + 200, box.y + 30, { steps: 8 });
  await page.mouse.up();
  const dialog = page.locator('.arco-modal', { has: pad });
  await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The read-only value of a custom field on the order's detail page. */
const detailValue = (page: Page, title: string) =>
  page
    .locator('.arco-tabs-content-item-active .arco-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${title}$`) })
    .locator('xpath=following-sibling::td[1]');

// One story: each step works on what the one before made.
describe('a form with one field of every control, from the builder to an order’s detail page', () => {
  let admin: Page;

  it('the administrator adds an order type and puts one field of each control on its form', { timeout: 180_000 }, async () => {
    admin = await app.signedIn('13800000001');
    await admin.goto('/templateCenter/order');
    await admin.getByRole('button', { name: '新建工单类型' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByPlaceholder('请输入工单类型名称').fill(TYPE_NAME);
    await confirmDialog(dialog);
    await seeMessage(admin, '保存成功');
    await admin.getByRole('row', { name: new RegExp(TYPE_NAME) }).getByRole('button', { name: '设计表单' }).click();
    await admin.waitForURL(/\/templateCenter\/customFormbeta\?/);

    const palette = admin.getByRole('region', { name: '控件' });
    const settings = admin.getByRole('region', { name: '字段设置' });
    for (const control of CONTROLS) {
      await palette.getByRole('button', { name: control.label, exact: true }).click();
      // 费用金额 = 数字 × 2; 计算公式 = 数字 + 费用金额.
      if (control.name === 'expenses_number') await setFormula(settings, ['数字'], '', '*2');
      if (control.name === 'calculator') await setFormula(settings, ['数字', '费用金额'], '+');
      if (control.name === 'explain') await settings.getByLabel('说明文字').fill('请如实填写现场情况');
    }
    await admin.getByRole('button', { name: '保存', exact: true }).click();
    await seeMessage(admin, '保存成功');
    await eventually(() => textsOf(admin.locator('.form-builder-card-title'))).toEqual(['客户名称', '工单标题', ...CONTROLS.map((c) => c.label)]);
    await screenshot(admin, 'form-builder-every-control');
    // A new type starts switched off; with its form designed it is switched on for new orders.
    await admin.goto('/templateCenter');
    await admin.getByRole('switch', { name: `启用${TYPE_NAME}` }).click();
    await seeMessage(admin, '修改状态成功');
  });

  let detail: string;
  it('an order of that type is created with every field filled in', { timeout: 180_000 }, async () => {
    await admin.goto('/createOrder');
    await admin.getByRole('button', { name: TYPE_NAME }).click();
    await admin.waitForURL(/\/order\/createExternal\/\d+/);
    const card = admin.locator('.arco-card');
    const customer = formItem(card, '客户名称').locator('.arco-select').first();
    await customer.click();
    await admin.getByRole('option').first().click();
    await group(admin, '工单标题').locator('input').fill(ORDER_TITLE);

    await group(admin, '单行文本').locator('input').fill('ABC-1');
    await group(admin, '数字').locator('input').fill('12.5');
    await group(admin, '单选').getByText('选项2').click();
    await group(admin, '多选').getByText('选项1').click();
    await group(admin, '多选').getByText('选项2').click();
    await pick(admin, '时间', '2030-03-05 10:15');
    await group(admin, '地址').getByLabel('省', { exact: true }).fill('广东省');
    await group(admin, '地址').getByLabel('市', { exact: true }).fill('深圳市');
    await group(admin, '地址').getByLabel('区/县', { exact: true }).fill('南山区');
    await group(admin, '地址').getByLabel('详细地址', { exact: true }).fill('科技园1号');
    await group(admin, '图片').locator('input[type=file]').setInputFiles(png('现场.png'));
    await group(admin, '开关').getByRole('switch').click();
    await group(admin, '扫码').locator('input').fill('SN20250304');
    await group(admin, '定位').getByLabel('位置描述').fill('南山区科技园');
    await group(admin, '定位').getByLabel('经度').fill('113.94');
    await group(admin, '定位').getByLabel('纬度').fill('22.54');
    await group(admin, '多行文本').locator('textarea').fill('第一行\n第二行');
    await expect.poll(() => group(admin, '说明文字').innerText()).toContain('请如实填写现场情况');
    await group(admin, '附件').locator('input[type=file]').setInputFiles({ name: '报价单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
    await group(admin, '勾选框').locator('.arco-checkbox').click();
    await group(admin, '超链接').locator('input').fill('https://example.com/manual');
    await group(admin, '多级联动').getByRole('combobox').click();
    await admin.locator('.arco-cascader-popup').getByText('选项1', { exact: true }).click();
    await admin.locator('.arco-cascader-popup').getByText('选项1-1', { exact: true }).click();
    await group(admin, '电话').locator('input').fill('13800000000');
    await group(admin, '手写签名').getByRole('button', { name: '点击签名' }).click();
    await drawSignature(admin);
    await group(admin, '手写签名').getByRole('img').waitFor();
    await group(admin, '评分').getByRole('radio').nth(3).click();
    await pick(admin, '日期', '2030-03-04');
    await pick(admin, '时刻', '09:30');
    await pick(admin, '日期时间', '2030-03-04 10:15');
    await group(admin, '多图片').locator('input[type=file]').setInputFiles([png('铭牌.png'), png('故障.png')]);
    await group(admin, '关联记录').getByRole('combobox').click();
    const linked = admin.getByRole('option').first();
    const linkedName = (await linked.innerText()).trim();
    await linked.click();
    // The computed fields follow the number as it is typed: 12.5 × 2, then 12.5 + 25.
    await eventually(() => group(admin, '费用金额').innerText()).toContain('25.00');
    await eventually(() => group(admin, '计算公式').innerText()).toContain('37.5');
    await eventually(() => group(admin, '多图片').getByRole('img').count()).toBe(2);
    await eventually(() => group(admin, '附件').getByText('报价单.pdf').count()).toBeGreaterThan(0);

    await admin.getByRole('button', { name: /^提\s*交$/ }).click();
    await admin.waitForURL(/\/allOrder\/orderDetail\/\d+$/);
    detail = new URL(admin.url()).pathname;

    await admin.getByRole('heading', { name: ORDER_TITLE }).waitFor();
    await admin.getByRole('tab', { name: '自定义字段' }).click();
    const expected: [string, string | RegExp][] = [
      ['单行文本', 'ABC-1'],
      ['数字', '12.5'],
      ['单选', '选项2'],
      ['多选', '选项1、选项2'],
      ['时间', '2030-03-05 10:15'],
      ['地址', /广东省.*深圳市.*南山区.*科技园1号/],
      ['开关', '是'],
      ['扫码', 'SN20250304'],
      ['定位', /南山区科技园/],
      ['多行文本', '第一行\n第二行'],
      ['附件', /报价单\.pdf/],
      ['勾选框', '是'],
      ['费用金额', /25\.00/],
      ['超链接', 'https://example.com/manual'],
      ['多级联动', '选项1 / 选项1-1'],
      ['计算公式', /37\.5/],
      ['电话', /13800000000/],
      ['日期', '2030-03-04'],
      ['时刻', '09:30'],
      ['日期时间', '2030-03-04 10:15'],
      ['关联记录', linkedName],
    ];
    for (const [title, value] of expected) {
      const text = (await detailValue(admin, title).innerText()).trim();
      if (typeof value === 'string') expect(text, title).toBe(value);
      else expect(text, title).toMatch(value);
    }
    expect(await detailValue(admin, '图片').getByRole('img').count()).toBe(1);
    expect(await detailValue(admin, '多图片').getByRole('img').count()).toBe(2);
    expect(await detailValue(admin, '手写签名').getByRole('img').count()).toBe(1);
    expect(await detailValue(admin, '评分').getByRole('img', { name: '4星' }).count()).toBe(1);
    // An explanation guides whoever fills the form in; the detail leaves it out.
    expect(await detailValue(admin, '说明文字').count()).toBe(0);
    await screenshot(admin, 'form-builder-order-detail');
  });

  it('shows the same values after a reload, read back from the server', async () => {
    await admin.goto(detail);
    await admin.getByRole('tab', { name: '自定义字段' }).click();
    await eventually(() => detailValue(admin, '多级联动').innerText()).toBe('选项1 / 选项1-1');
    expect((await detailValue(admin, '计算公式').innerText()).trim()).toBe('37.5');
  });
});
