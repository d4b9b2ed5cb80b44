import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { expectScreensFit, phoneSignedIn } from './mobile-support';
import { api, appInBrowser, screenshot } from './support';

const app = appInBrowser();
const DISPATCHER = '13800000002';
const ENGINEER = '13800000003';

interface Named {
  id: number;
  name: string;
}

/** Opens a screen of 更多 the way a thumb does: the tab, then the entry. */
async function fromMore(page: Page, entry: string) {
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '更多' }).click();
  await page.getByRole('region', { name: '手机功能' }).getByRole('link', { name: entry }).click();
}

describe('the mobile screens at 390×844, standalone', () => {
  it('looks up a customer, creates an order for it on the phone, and the engineer sees it in my orders', async () => {
    const dispatcher = await phoneSignedIn(app, DISPATCHER);
    await dispatcher.waitForURL('**/m');
    const [customer] = await api<Named[]>(dispatcher, '/v2/customer/list?pageIndex=0&pageSize=10');

    await fromMore(dispatcher, '客户');
    await dispatcher.getByRole('searchbox', { name: '客户名称或电话' }).fill(customer.name);
    await dispatcher.getByRole('button', { name: '搜索' }).click();
    await dispatcher.getByRole('link', { name: new RegExp(customer.name) }).first().click();
    await dispatcher.getByRole('heading', { name: customer.name }).waitFor();
    expect(await seriousViolations(dispatcher)).toEqual([]);
    await screenshot(dispatcher, 'mobile-customer');

    await dispatcher.getByRole('link', { name: '新建工单' }).click();
    await dispatcher.getByRole('link', { name: /安装工单/ }).click();
    await dispatcher.getByRole('form', { name: '新建安装工单' }).getByText(customer.name).waitFor();
    await dispatcher.getByLabel(/^工单标题/).fill('手机端新建安装单');
    await dispatcher.getByLabel(/^机型/).fill('KFR-50LW');
    expect(await seriousViolations(dispatcher)).toEqual([]);
    await dispatcher.getByRole('button', { name: '提交' }).click();
    await dispatcher.waitForURL(/\/m\/order\/\d+$/);
    const orderId = Number(new URL(dispatcher.url()).pathname.split('/').pop());
    await dispatcher.getByRole('heading', { name: '手机端新建安装单' }).waitFor();
    // The type asks for acceptance; once accepted it goes to its default engineer, 张师傅.
    await dispatcher.getByRole('button', { name: '受理通过' }).click();
    await dispatcher.getByRole('button', { name: '受理通过' }).waitFor({ state: 'detached' });
    // The order's customer links back to its phone page.
    await dispatcher.getByRole('region', { name: '工单信息' }).getByRole('link', { name: customer.name }).click();
    await dispatcher.getByRole('heading', { name: customer.name }).waitFor();
    await dispatcher.getByRole('heading', { name: '手机端新建安装单' }).waitFor();

    const engineer = await phoneSignedIn(app, ENGINEER);
    await engineer.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的工单' }).click();
    await engineer.getByRole('heading', { name: '手机端新建安装单' }).click();
    await engineer.waitForURL(`**/m/order/${orderId}`);
    await engineer.getByRole('button', { name: '接单' }).waitFor();
  });

  it('creates an event on the phone; it opens, with its operations, and is among my events', async () => {
    const engineer = await phoneSignedIn(app, ENGINEER);
    await engineer.waitForURL('**/m');
    await fromMore(engineer, '新建事件');
    const form = engineer.getByRole('form', { name: '新建事件' });
    await form.getByLabel('事件类型').selectOption({ label: '报修事件' });
    await form.getByLabel(/^事件标题/).fill('手机报修：热水器不出热水');
    await form.getByLabel(/^联系电话/).fill('13912345678');
    await form.getByLabel(/^故障类型/).selectOption({ label: '漏水' });
    expect(await seriousViolations(engineer)).toEqual([]);
    await form.getByRole('button', { name: '提交' }).click();
    await engineer.waitForURL(/\/m\/event\/\d+$/);
    await engineer.getByRole('heading', { name: '手机报修：热水器不出热水' }).waitFor();
    expect(await seriousViolations(engineer)).toEqual([]);
    await screenshot(engineer, 'mobile-event');

    await fromMore(engineer, '我的事件');
    await engineer.getByRole('button', { name: '全部' }).click();
    await engineer.getByRole('heading', { name: '手机报修：热水器不出热水' }).waitFor();
  });

  it('no element on the new screens is wider than the viewport, at 390 and 360 px', async () => {
    const engineer = await phoneSignedIn(app, ENGINEER);
    const dispatcher = await phoneSignedIn(app, DISPATCHER, { width: 360, height: 740 });
    const [event] = await api<Named[]>(engineer, '/v2/event/getAllEventList?scope=mine&pageIndex=0&pageSize=10');
    const [customer] = await api<Named[]>(dispatcher, '/v2/customer/list?pageIndex=0&pageSize=10');
    const types = await api<Named[]>(dispatcher, '/orderTypeTemplate/list');
    const install = types.find((t) => t.name === '安装工单')!;
    const screens = [
      '/m/events',
      '/m/events?state=all',
      `/m/event/${event.id}`,
      '/m/customers',
      `/m/customer/${customer.id}`,
      `/m/newOrder?customerId=${customer.id}`,
      `/m/newOrder/${install.id}?customerId=${customer.id}`,
      `/m/newEvent?customerId=${customer.id}`,
    ];
    for (const page of [engineer, dispatcher]) await expectScreensFit(page, screens);
    await screenshot(dispatcher, 'mobile-new-event-360');
  });

  it('a product and a spare part on the phone: they fit at 390 and 360 px and axe finds nothing serious', async () => {
    const engineer = await phoneSignedIn(app, ENGINEER);
    const narrow = await phoneSignedIn(app, DISPATCHER, { width: 360, height: 740 });
    const [product] = await api<(Named & { customerId: number | null })[]>(narrow, '/v2/customer/production/list?pageIndex=0&pageSize=10');
    const { list: mine } = await api<{ list: { partId: number }[] }>(engineer, '/v2/spare/stock/mine?pageIndex=0&pageSize=10');
    const productPath = `/m/product/${product.id}`;
    const partPath = `/m/part/${mine[0].partId}`;

    await engineer.goto(partPath);
    await engineer.getByRole('region', { name: '我的库存' }).getByRole('listitem').first().waitFor();
    expect(await seriousViolations(engineer)).toEqual([]);
    await screenshot(engineer, 'mobile-part');
    await narrow.goto(productPath);
    await narrow.getByRole('region', { name: '产品信息' }).getByRole('heading', { name: product.name }).waitFor();
    await narrow.getByRole('heading', { name: '产品的工单' }).waitFor();
    expect(await seriousViolations(narrow)).toEqual([]);
    await screenshot(narrow, 'mobile-product-360');
    await narrow.goto(partPath);
    await narrow.getByRole('region', { name: '仓库库存' }).getByRole('listitem').first().waitFor();
    expect(await seriousViolations(narrow)).toEqual([]);
    await screenshot(narrow, 'mobile-part-360');

    await expectScreensFit(engineer, [partPath]);
    await expectScreensFit(narrow, [productPath, partPath]);
    await engineer.setViewportSize({ width: 390, height: 844 });
    await narrow.setViewportSize({ width: 390, height: 844 });
    await expectScreensFit(narrow, [productPath]);
    await screenshot(narrow, 'mobile-product');
  });
});
