import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInBrowser, screenshot } from './support';

const app = appInBrowser();
const KEEPER = '13800000009';

/** Whether the element lies wholly inside the window's width, where it is (no scrolling first). */
const inView = async (page: Page, element: Locator) => {
  const box = (await element.boundingBox())!;
  return box.x >= 0 && box.x + box.width <= page.viewportSize()!.width;
};
/** Elements scrolled sideways: the document, or any element holding the shell's parts. */
const sidewaysScrolled = (page: Page) =>
  page.evaluate(() => [document.documentElement, ...document.querySelectorAll('.shell, .shell-top-bar, .shell-top-tools')].filter((el) => el.scrollLeft > 0 || el.scrollWidth > el.clientWidth + 1).map((el) => el.className || el.tagName));

describe('the PC version at 360 px: the top bar', () => {
  it('shows the user menu in the window, and 退出登录 and 切换角色 open from it, with nothing scrolled sideways', async () => {
    const page = await app.signedIn('13800000001');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/allOrder');
    await page.getByRole('button', { name: '查询' }).waitFor();
    const user = page.getByRole('button', { name: /用户菜单/ });
    expect(await inView(page, user)).toBe(true);
    expect(await sidewaysScrolled(page)).toEqual([]);
    await user.click();
    for (const name of ['切换角色', '退出登录']) expect(await inView(page, page.getByRole('menuitem', { name }))).toBe(true);
    expect(await sidewaysScrolled(page)).toEqual([]);
    await screenshot(page, 'narrow-top-bar-360');
  });
});

describe("the keeper's screens at 390 px", () => {
  it('扫码收件: the warehouse picker and 确认收件 are in the window', async () => {
    const page = await app.signedIn(KEEPER);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/oldPartsRecyle/scan');
    await page.getByRole('textbox', { name: '回收单号' }).waitFor();
    expect(await inView(page, page.getByRole('combobox', { name: '收件仓库' }))).toBe(true);
    expect(await inView(page, page.getByRole('button', { name: /确认收件/ }))).toBe(true);
    expect(await sidewaysScrolled(page)).toEqual([]);
    await screenshot(page, 'narrow-old-parts-scan-390');
  });

  it('备件库存: the search and 导出 are in the window and a part name stays on one line', async () => {
    const page = await app.signedIn(KEEPER);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/spareStock');
    const cell = page.getByRole('cell', { name: '压缩机', exact: true }).first();
    await cell.waitFor();
    expect(await inView(page, page.getByRole('textbox', { name: '备件名称或编号' }))).toBe(true);
    expect(await inView(page, page.getByRole('button', { name: /导\s*出/ }))).toBe(true);
    // One line of table text is 22 px; squeezed to a character a line, 压缩机 stood 66 px high.
    const text = await cell.evaluate((td) => {
      const range = document.createRange();
      range.selectNodeContents(td);
      return range.getBoundingClientRect().height;
    });
    expect(text).toBeLessThan(30);
    expect(await sidewaysScrolled(page)).toEqual([]);
    await screenshot(page, 'narrow-spare-stock-390');
  });
});

describe('a table with a shortened column at 390 px', () => {
  it('/repairManagement: each heading ends before the next one starts (the columns do not overlap)', async () => {
    const page = await app.signedIn('13800000001');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/repairManagement');
    await page.getByRole('link', { name: /^WX\d+$/ }).first().waitFor();
    const edges = await page.getByRole('columnheader').evaluateAll((cells) =>
      cells.map((c) => (c.querySelector('.arco-table-th-item-title') ?? c).getBoundingClientRect()).map((r) => [r.left, r.right]),
    );
    const overlaps = edges.slice(1).filter(([left], i) => left < edges[i]![1] - 1);
    expect(overlaps).toEqual([]);
  });
});
