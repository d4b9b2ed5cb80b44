import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, appInBrowser, eventually, screenshot, tabTitles } from './support';

// Issue 15 in the browser: detail tabs named by their record, the strip's overflow, whole notice texts.
const ADMIN = '13800000001';
const app = appInBrowser();


/** The box of an element, or null when it is not on the page. */
const box = async (page: Page, selector: string) => page.locator(selector).first().boundingBox();

describe('the tab strip', () => {
  it('names each detail tab by its record, keeps the home tab whole and shows the active tab whole when it overflows', async () => {
    const page = await app.atHome(ADMIN);
    await page.setViewportSize({ width: 900, height: 700 });
    const orders = (await api<{ list: { id: number; orderNo: string; customerId: number; customerName: string }[] }>(page, '/v2/order/getAllOrderList?pageSize=10')).list;
    const customers = [...new Map(orders.map((o) => [o.customerId, { id: o.customerId, name: o.customerName }])).values()].slice(0, 2);
    expect(customers).toHaveLength(2);
    for (const c of customers) {
      await page.goto(`/allCustomer/customerDetail/${c.id}`);
      await eventually(() => tabTitles(page)).toContain(c.name);
    }
    for (const o of orders) {
      await page.goto(`/allOrder/orderDetail/${o.id}`);
      await eventually(() => tabTitles(page)).toContain(o.orderNo);
    }
    const titles = await tabTitles(page);
    expect(titles).not.toContain('工单详情');
    expect(titles).not.toContain('客户详情');
    expect(new Set(titles).size).toBe(titles.length);

    // The strip overflows: the active (last) tab shows whole, and so does the pinned home tab.
    const strip = (await box(page, '.shell-tabs'))!;
    const check = async () => {
      const active = (await box(page, '.shell-tab[data-active="true"]'))!;
      const home = (await box(page, '.shell-tab-home'))!;
      return {
        activeInside: active.x >= home.x + home.width - 1 && active.x + active.width <= strip.x + strip.width + 1,
        homeWhole: home.x >= strip.x - 1 && home.x + home.width <= strip.x + strip.width,
      };
    };
    expect(await page.locator('.shell-tabs').evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await eventually(check).toEqual({ activeInside: true, homeWhole: true });
    // Back to the first order: its tab, now far left, scrolls into view beside the home tab.
    await page.getByRole('tab', { name: orders[0].orderNo }).click();
    await page.waitForURL(`**/allOrder/orderDetail/${orders[0].id}`);
    await eventually(check).toEqual({ activeInside: true, homeWhole: true });
    await screenshot(page, 'order-walk-tabs');
  });
});

describe('the message centre', () => {
  it('shows a long notice whole, wrapped inside its row', async () => {
    const admin = await app.atHome(ADMIN);
    const title = '长通知换行检查';
    const link = `https://example.com/${'service-order-'.repeat(12)}end`;
    const published = await api<{ success: boolean; message: string }>(admin, '/announcement/publish', { title, content: `请查看：${link}`, roles: [2] });
    expect(published.success, published.message).toBe(true);
    const page = await app.atHome('13800000003');
    // Delivery is a background job: reload until the notice has arrived.
    await eventually(async () => {
      await page.goto('/MessageCenter');
      await page.waitForLoadState('networkidle'); // the list has arrived
      return page.getByRole('button', { name: title }).count();
    }).toBe(1);
    // The notice's list item: its title is the button that opens it, its content below.
    const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: title }) });
    await row.getByText(link, { exact: false }).waitFor();
    const fits = await row.evaluate((el) => {
      const text = Array.from(el.querySelectorAll('div')).find((d) => d.textContent?.includes('service-order-service'));
      const p = el.querySelector('.arco-typography:not(span)') as HTMLElement | null;
      const bounds = el.getBoundingClientRect();
      const inner = (p ?? text)!.getBoundingClientRect();
      return { right: inner.right <= bounds.right + 1, noOverflow: Array.from(el.querySelectorAll('*')).every((e) => (e as HTMLElement).scrollWidth <= (e as HTMLElement).clientWidth + 1 || (e as HTMLElement).clientWidth === 0) };
    });
    expect(fits).toEqual({ right: true, noOverflow: true });
    await screenshot(page, 'order-walk-notice');
  });
});

/** Internal data a history must not show: column names (camelCase), ISO UTC times, bare ids. */
const RAW = /\b[a-z]+[A-Z][A-Za-z]*\b|\d{4}-\d\d-\d\dT\d\d:\d\d|\b(?:true|false|null)\b/;

describe('history views', () => {
  it('show state names, labels, people and China time, never a raw key or id', async () => {
    const page = await app.atHome(ADMIN);
    const users = await api<{ id: number; name: string }[]>(page, '/v2/user/list?pageSize=100');
    const staff = users.find((u) => u.name === '张师傅')!;
    const [order] = (await api<{ list: { id: number; customerId: number }[] }>(page, '/v2/order/getAllOrderList?view=assign&pageSize=10')).list;
    const assigned = await api<{ success: boolean; message: string }>(page, '/worker/batchDesignate', { ids: [order.id], ownerId: staff.id });
    expect(assigned.success, assigned.message).toBe(true);

    await page.goto(`/allOrder/orderDetail/${order.id}`);
    await page.getByRole('tab', { name: /工单进度/ }).click();
    const timeline = page.getByRole('list', { name: '工单进度' });
    await timeline.getByText('负责人：无 → 张师傅').waitFor();
    await timeline.getByText('状态：待指派 → 待接单').waitFor();
    const orderText = await timeline.innerText();
    expect(orderText).not.toMatch(RAW);
    expect(orderText).not.toContain(`→ ${staff.id}`);

    const [event] = await api<{ id: number }[]>(page, '/v2/event/getAllEventList?pageSize=10');
    await page.goto(`/Myevent/eventDetail/${event.id}`);
    const eventHistory = page.getByRole('list', { name: '处理记录' });
    await eventHistory.getByText(/创建了事件/).first().waitFor();
    expect(await eventHistory.innerText()).not.toMatch(RAW);

    await page.goto(`/allCustomer/customerDetail/${order.customerId}`);
    await page.getByRole('tab', { name: '历史' }).click();
    const customerHistory = page.getByLabel('客户的历史', { exact: true }).first();
    await customerHistory.getByText(/新增客户|修改客户|导入客户|暂无数据/).first().waitFor();
    expect(await customerHistory.innerText()).not.toMatch(RAW);
    await screenshot(page, 'order-walk-history');
  });
});
