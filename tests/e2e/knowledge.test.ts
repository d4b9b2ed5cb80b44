import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser, confirmDialog, eventually, formItem, openFromMenu, seeMessage, textsOf } from './support';
import { PHONE } from './mobile-support';

const ADMIN = '13800000001';
const QUESTION = '挂机空调开机后不能制冷，外机不转';

const app = appInBrowser();
let page: Page;

beforeAll(async () => {
  page = await app.signedIn(ADMIN);
});

describe('knowledge base', () => {
  it('staff write an FAQ in the 空调 category and find it by a Chinese query, the hits marked', async () => {
    await openFromMenu(page, '首页', '知识库', '常见问题');
    // The category first: the new question goes into it.
    await page.locator('.kb-tree').getByText('空调', { exact: true }).click();
    await page.waitForURL(/FAQManage\?id=\d+/);
    await page.getByRole('button', { name: '新增问题' }).click();
    const dialog = page.locator('.arco-modal').filter({ hasText: '新增问题' });
    await formItem(dialog, '问题').locator('input').fill(QUESTION);
    await expect(formItem(dialog, '分类').textContent()).resolves.toContain('空调');
    const answer = dialog.getByRole('textbox', { name: '答案' });
    await answer.click();
    await page.keyboard.type('先检查外机电容，');
    await dialog.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('再测冷媒压力');
    await confirmDialog(dialog);
    await seeMessage(page, '保存成功');

    const search = page.getByRole('searchbox', { name: '搜索知识库' }).or(page.getByLabel('搜索知识库'));
    await search.first().fill('空调 制冷');
    await search.first().press('Enter');
    const results = page.getByRole('list', { name: '搜索结果' });
    const hit = results.getByRole('listitem').filter({ hasText: QUESTION });
    await eventually(() => hit.count()).toBe(1);
    await expect(textsOf(hit.locator('mark'))).resolves.toEqual(['空调', '制冷']);

    await hit.getByRole('link').click();
    await page.getByText('再测冷媒压力').waitFor();
    await expect(page.locator('.kb-rich-text strong').textContent()).resolves.toBe('再测冷媒压力');
    await page.getByRole('button', { name: /有用（0）/ }).click();
    await page.getByRole('button', { name: /有用（1）/ }).waitFor();
  });

  it('a customer finds an FAQ in the portal by a Chinese query before reporting, and says it helped', async () => {
    // A customer's own phone at 390 px, no staff session; the demo portal's third account (周客户).
    const first = await app.newPage();
    const context = await first.context().browser()!.newContext({ baseURL: app.server.origin, viewport: PHONE, locale: 'zh-CN', isMobile: true, hasTouch: true });
    await first.context().close();
    const customer = await context.newPage();
    await customer.goto('/portal/demo000001');
    await customer.getByLabel('手机号').fill('13900000003');
    const known = app.server.smsCodes('13900000003').length;
    await customer.getByRole('button', { name: '获取验证码' }).click();
    await customer.getByLabel('验证码').fill(await app.server.nextSmsCode('13900000003', known));
    await customer.getByRole('button', { name: '登录' }).click();
    await customer.getByRole('link', { name: /服务申请/ }).click();

    // The FAQ stands above the request form: 空调 制冷 finds 空调不制冷怎么办？, its hits marked.
    await customer.getByLabel('搜索常见问题').fill('空调 制冷');
    await customer.getByRole('button', { name: '搜索', exact: true }).click();
    const results = customer.getByRole('list', { name: '常见问题搜索结果' });
    const hit = results.getByRole('listitem').filter({ hasText: '空调不制冷怎么办？' });
    await eventually(() => hit.count()).toBe(1);
    await expect(textsOf(hit.getByRole('button').locator('mark'))).resolves.toEqual(['空调', '制冷']);

    await hit.getByRole('button', { name: /空调不制冷怎么办/ }).click();
    await hit.getByText('清洗过滤网', { exact: true }).waitFor();
    await hit.getByRole('button', { name: /有帮助/ }).click();
    await hit.locator('button[aria-pressed="true"]', { hasText: '有帮助' }).waitFor();
    // Still on the request form: the customer may report after all. Describing the fault there suggests
    // the matching FAQ as they type; it opens in place, and clearing the text hides the suggestions.
    const description = customer.getByLabel('问题描述');
    await description.pressSequentially('家里空调不制冷了');
    const suggested = customer.getByRole('list', { name: '可能有帮助的常见问题' });
    const suggestion = suggested.getByRole('listitem').filter({ hasText: '空调不制冷怎么办？' });
    await eventually(() => suggestion.count()).toBe(1);
    await suggestion.getByRole('button', { name: /空调不制冷怎么办/ }).click();
    await suggestion.getByText('清洗过滤网', { exact: true }).waitFor();
    await description.fill('');
    await description.dispatchEvent('input');
    await suggested.waitFor({ state: 'hidden' });
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
