import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { appInBrowser, eventually, openFromMenu, screenshot, topMenuNames } from './support';

const DIRECTOR = '13800000010';
const app = appInBrowser();

describe('the chart centre', () => {
  it('a director picks a range, sees a figure and drills down into the orders behind it', async () => {
    const page = await app.atHome(DIRECTOR);
    await eventually(() => topMenuNames(page)).toContain('图表中心');
    await openFromMenu(page, '图表中心', '图表', '工单统计');
    await page.waitForURL('**/report/order');

    await page.getByText('近一月', { exact: true }).click();
    await page.getByText('按服务人员', { exact: true }).click();
    // The row of 张师傅: its order count is a link to the order list filtered to him and the range.
    const row = page.getByRole('row').filter({ hasText: '张师傅' });
    const count = row.locator('td').nth(1);
    await eventually(async () => Number(await count.innerText())).toBeGreaterThan(0);
    const figure = Number(await count.innerText());
    await screenshot(page, 'reports-order-statistics');
    expect(await seriousViolations(page)).toEqual([]);

    await count.getByText(String(figure), { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/allOrder' && url.searchParams.has('servicePersonalIds') && url.searchParams.has('takeVStart'));
    await page.locator('.arco-pagination-total-text').filter({ hasText: `共 ${figure} 条` }).waitFor();
    await page.getByRole('link', { name: /^GD\d+/ }).first().waitFor();
    await screenshot(page, 'reports-drill-down');
  });

  it('draws the big-data map with no request outside the app', async () => {
    const page = await app.atHome(DIRECTOR);
    const outside: string[] = [];
    const origin = new URL(app.server.origin).origin;
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
    });
    await openFromMenu(page, '图表中心', '图表', '大数据地图');
    await page.waitForURL('**/dataMap');
    await page.getByRole('cell', { name: '广东省' }).waitFor();
    await eventually(() => page.locator('svg path').count()).toBeGreaterThan(1);
    await screenshot(page, 'reports-data-map');
    expect(outside).toEqual([]);
  });
});
