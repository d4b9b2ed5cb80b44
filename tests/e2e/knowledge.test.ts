import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser, confirmDialog, eventually, formItem, openFromMenu, seeMessage, textsOf } from './support';

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
});
