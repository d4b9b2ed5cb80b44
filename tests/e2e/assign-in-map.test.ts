import { describe, expect, it } from 'vitest';
import type { OrderList } from '@domain/orders/orders.types';
import { appInBrowser, eventually, openSideGroup, seeMessage } from './support';

const app = appInBrowser();

describe('地图派单 (/assignOrderInMap)', () => {
  it('the dispatcher opens the map, clicks an order marker, assigns it to the nearest staff member, and the order leaves the waiting orders', async () => {
    const page = await app.atHome('13800000002');
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(app.server.origin)) elsewhere.push(request.url());
    });
    // The waiting orders as the /assignOrder list reads them.
    const waiting = async () => {
      const answer = await page.evaluate(async () => (await fetch('/api/order/unDeliverOrderList?pageSize=100')).json() as Promise<{ data?: OrderList; message?: string }>);
      if (!answer.data) throw new Error(`unDeliverOrderList: ${answer.message}`);
      return answer.data.list.map((o) => o.orderNo);
    };

    await openSideGroup(page, '工单中心');
    await page.getByRole('complementary').getByRole('menuitem', { name: /^地图派单/ }).click();
    await page.waitForURL('**/assignOrderInMap');
    // China is drawn from the data shipped with the app: nothing is asked of any other host.
    await page.locator('.offline-map-china').waitFor({ state: 'attached' });
    const before = await waiting();
    await expect.poll(() => page.getByText(`待指派工单 ${before.length}`).count()).toBe(1);

    await page.getByRole('application', { name: '地图' }).getByRole('button', { name: /^(工单 |\d+个工单)/ }).first().click();
    const panel = page.locator('.assign-map-panel');
    const orderNo = ((await panel.locator('.arco-card-header-title').innerText()).match(/工单 (\S+)/) ?? [])[1];
    expect(before).toContain(orderNo);

    // The nearest service staff member is first, with the distance.
    const first = panel.getByRole('listitem').first();
    await expect.poll(() => first.innerText()).toMatch(/\d+(\.\d)? (m|km)/);
    const name = ((await first.getByRole('button', { name: /^指派给/ }).getAttribute('aria-label')) ?? '').replace('指派给', '');
    await first.getByRole('button', { name: /^指派给/ }).click();
    await page.getByRole('button', { name: /^确\s*定$/ }).click();
    await seeMessage(page, `已指派给${name}`);

    await eventually(waiting).not.toContain(orderNo);
    await expect.poll(() => page.getByText(`待指派工单 ${before.length - 1}`).count()).toBe(1);
    await expect.poll(() => panel.count()).toBe(0);
    expect(elsewhere).toEqual([]);
  });
});
