import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { PHONE } from './mobile-support';
import { appInBrowser, eventually, openFromMenu, screenshot, topMenuNames } from './support';

const DIRECTOR = '13800000010';
const app = appInBrowser();

describe('the chart centre', () => {
  /** 工单统计 over 近一月 by staff: 张师傅's order count (a button in the figures table). */
  async function staffFigure(page: Page): Promise<{ card: Locator; button: Locator; figure: number }> {
    await page.getByText('近一月', { exact: true }).click();
    await page.getByText('按服务人员', { exact: true }).click();
    const card = page.locator('.arco-card').filter({ has: page.getByRole('img', { name: /表示工单统计：工单数/ }) });
    const button = card.getByRole('row').filter({ hasText: '张师傅' }).locator('td').nth(1).getByRole('button');
    await eventually(async () => Number(await button.innerText())).toBeGreaterThan(0);
    return { card, button, figure: Number(await button.innerText()) };
  }

  async function seeOrdersOfStaff(page: Page, figure: number): Promise<void> {
    await page.waitForURL((url) => url.pathname === '/allOrder' && url.searchParams.has('servicePersonalIds') && url.searchParams.has('takeVStart'));
    await page.locator('.arco-pagination-total-text').filter({ hasText: `共 ${figure} 条` }).waitFor();
    await page.getByRole('link', { name: /^GD\d+/ }).first().waitFor();
  }

  it('a director picks a range and drills from a bar, or by keyboard from its figure, into the orders behind it', async () => {
    const page = await app.atHome(DIRECTOR);
    await eventually(() => topMenuNames(page)).toContain('图表中心');
    await openFromMenu(page, '图表中心', '图表', '工单统计');
    await page.waitForURL('**/report/order');

    const { card, figure } = await staffFigure(page);
    // ECharts describes the chart in Chinese, naming 张师傅's figure.
    const chart = card.getByRole('img', { name: /表示工单统计：工单数/ });
    expect(await chart.getAttribute('aria-label')).toContain(`张师傅的数据是${figure}`);
    await screenshot(page, 'reports-order-statistics');
    expect(await seriousViolations(page)).toEqual([]);

    // A click in 张师傅's column of the chart (above his axis label) opens his orders.
    const label = await chart.locator('svg text').filter({ hasText: /^张师傅$/ }).boundingBox();
    await page.mouse.click(label!.x + label!.width / 2, label!.y - 30);
    await seeOrdersOfStaff(page, figure);
    await screenshot(page, 'reports-drill-down');

    // The keyboard's way: the figure in the table is a button.
    await page.goBack();
    const again = await staffFigure(page);
    await again.button.focus();
    await page.keyboard.press('Enter');
    await seeOrdersOfStaff(page, again.figure);
  });

  it('fits a month of days on a phone, paged by a slider, and the dashboard’s charts too', async () => {
    const page = await app.atHome(DIRECTOR);
    await page.setViewportSize(PHONE);
    await page.goto('/report/order');
    await page.getByText('近一月', { exact: true }).click();
    const chart = page.getByRole('img', { name: /表示工单统计：工单数/ });
    // A line of 30 days: the slider shows the latest few, as many as fit (ECharts describes the ones shown).
    const daysShown = async () => ((await chart.getAttribute('aria-label')) ?? '').match(/\d{4}-\d{2}-\d{2}的数据是/g)?.length ?? 0;
    await eventually(async () => (await chart.getAttribute('aria-label')) ?? '').toMatch(/^这是一个图表，图表类型是折线图/);
    await eventually(daysShown).toBeGreaterThan(1);
    const fewDays = await daysShown();
    expect(fewDays).toBeLessThan(30);
    expect(await seriousViolations(page)).toEqual([]);
    // At a phone's width the side menu is folded; unfolded, the chart narrows with its card and shows fewer days,
    // and folded again as many as before.
    const fold = page.locator('.shell-sider .arco-layout-sider-trigger');
    await fold.click();
    await eventually(daysShown).toBeLessThan(fewDays);
    await fold.click();
    await eventually(daysShown).toBe(fewDays);
    const box = (await chart.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, 'reports-order-chart-390');

    await page.goto('/report/statistics');
    const trend = page.getByRole('img', { name: /表示工单趋势/ });
    await trend.waitFor();
    expect((await trend.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
    // The figures behind a chart, for the keyboard and screen readers.
    await page.getByText('查看数据').first().click();
    await page.getByRole('columnheader', { name: '工单数' }).first().waitFor();
    await screenshot(page, 'reports-dashboard-390');
    // Back at the top: the shell's back-to-top button (shown after 400 px of scroll) is not this page's.
    await page.locator('.shell-content').evaluate((content) => content.scrollTo(0, 0));
    await page.locator('.arco-backtop-button').waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
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
