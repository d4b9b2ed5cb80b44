import type { Frame } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { httpDeliver } from '../../container-mocks/fake-market';
import { apiCall, eventually, screenshot } from './support';
import { bridgeLog, deployProgress, mockHostInBrowser } from './hosts-support';

const SUITE = { suiteId: 'suitemockdingtalk01', secret: 'ding-suite-secret', token: 'dingSuiteToken', aesKey: '4g5j64qlyl3zvetqxz5jiocdr586fn2zvjpa8zls3ij' };

// The mock DingTalk with the app's suite in its market beside the in-house app of the same corp.
const host = mockHostInBrowser('dingtalk', (platformUrl) => ({
  MARKET_DINGTALK_SUITE_KEY: SUITE.suiteId,
  MARKET_DINGTALK_SUITE_SECRET: SUITE.secret,
  MARKET_DINGTALK_TOKEN: SUITE.token,
  MARKET_DINGTALK_AES_KEY: SUITE.aesKey,
  MARKET_DINGTALK_OAPI_BASE: platformUrl,
  MARKET_DINGTALK_PURCHASE_URL: `${platformUrl}/__mock/host`,
}));

const CORP = 'dingmockcorp0001';

/** The app open in the mock DingTalk, its enterprise deployed and its corp installed from the market (once per run). */
let installed: Promise<void> | undefined;
async function openInstalled() {
  const { page, app } = await host.open();
  await app.getByRole('button', { name: '用户菜单' }).waitFor();
  const frame = page.frames().find((f) => f.url().startsWith(host.run.server.origin))!;
  await eventually(() => deployProgress(frame)).toBe(100);
  installed ??= (async () => {
    const market = host.run.platform.market;
    market.connect(SUITE, '/api/market/dingtalk/callback', httpDeliver(host.run.server.origin));
    expect((await market.pushTicket()).status).toBe(200);
    expect((await market.install(CORP, 'manager001')).status).toBe(200);
  })();
  await installed;
  return { page, app, frame, market: host.run.platform.market };
}

/** A customer of its own with one new order, assigned to the signed-in member: the order's id and number. */
async function customerWithOrder(frame: Frame, name: string) {
  const phone = `139${String(Date.now()).slice(-8)}`;
  const customer = await apiCall<{ id: number }>(frame, '/v2/customer/add', { name, phone, contacts: [{ name: '王先生', phone }], addresses: [] });
  expect(customer.success, customer.message).toBe(true);
  const types = await apiCall<{ id: number }[]>(frame, '/orderTypeTemplate/list');
  const items = (await apiCall<{ id: number }[] | { list: { id: number }[] }>(frame, '/v2/serverItem/getItemList?pageIndex=0&pageSize=10')).data;
  const serviceItemId = (Array.isArray(items) ? items : items.list)[0]?.id ?? (await apiCall<{ id: number }>(frame, '/v2/serverItem/save', { name: '上门维修' })).data.id;
  const order = await apiCall<{ id: number; orderNo: string }>(frame, '/v2/order/add', {
    templateId: types.data[0].id,
    customerId: customer.data.id,
    serviceItemId,
    title: `${name}的报修`,
    appointmentTime: '2030-05-30T09:00:00+08:00',
    address: '上海市浦东新区张江路1号',
    description: '群里报修',
  });
  expect(order.success, order.message).toBe(true);
  const me = (await apiCall<{ id: number }>(frame, '/v2/sessionUser/info')).data.id;
  const assigned = await apiCall<{ done: number[] }>(frame, '/worker/batchDesignate', { ids: [order.data.id], ownerId: me });
  expect(assigned.data.done, assigned.message).toEqual([order.data.id]);
  return { customerId: customer.data.id, code: order.data.orderNo };
}

describe('in-app purchase inside the mock DingTalk', () => {
  it("opens the market's purchase page the host's way; the order paid there appears, is used, and the plan is the paid edition at once", async () => {
    const { page, app, frame, market } = await openInstalled();

    await frame.goto(`${host.run.server.origin}/iap`);
    const orders = app.locator('.arco-card').nth(1); // 已购订单 (the first card is the SKUs)
    await orders.getByText('暂无订单').waitFor();
    await app.getByRole('button', { name: '前往钉钉应用市场购买' }).click();
    await eventually(async () => (await bridgeLog(page, host.run.server.origin)).openedInHost).toEqual([`${host.run.platform.url}/__mock/host`]);

    // The corp pays there for 50 people for a year; the market calls the app back, and the page shows the order.
    const { delivery } = await market.purchase(CORP, { editionId: 'FSM-PRO-50-12', editionName: '专业版 50人 1年', headcount: 50, months: 12, priceFen: 1_800_000 });
    expect(delivery.status, delivery.body).toBe(200);
    await orders.getByText('专业版 50人 1年').waitFor();
    await orders.getByText('待使用').waitFor();
    await screenshot(page, 'app-market-iap');
    await orders.getByRole('button', { name: /^使用订单 / }).click();
    await app.getByText(/订单已生效：50人/).waitFor();
    await orders.getByText('已使用').waitFor();
    const plan = await frame.evaluate(async () => ((await (await fetch('/api/v2/sessionUser/info')).json()) as { data: { isChargeUser: number } }).data.isChargeUser);
    expect(plan).toBe(1);
  });
});

describe('the group control panel inside the mock DingTalk', () => {
  it("shows a customer's open orders with their state, DINGs the owner, and follows the orders acted on from it", async () => {
    const { page, app, frame, market } = await openInstalled();
    const { customerId, code } = await customerWithOrder(frame, '群面板客户');

    await frame.goto(`${host.run.server.origin}/coolApp/coolAppPanelGroup?customerId=${customerId}`);
    await app.getByText('群控制面板 · 群面板客户').waitFor();
    const row = app.locator('.arco-list-item').filter({ hasText: code });
    await row.getByText('待接单').waitFor();
    await row.getByText('钱经理').waitFor();
    await screenshot(page, 'app-market-group-panel');

    // DING the owner: DingTalk gets it from the sender's account.
    const before = market.dings.length;
    await row.getByRole('button', { name: 'DING 负责人' }).click();
    await app.getByText('DING 已发送').waitFor();
    expect(market.dings.slice(before)).toEqual([expect.objectContaining({ corpId: CORP, receiverIds: ['manager001'], kind: 1, text: expect.stringContaining(code) })]);

    // Act on the order from the panel: the row follows its new state, and leaves once the order is closed.
    await row.getByRole('button', { name: '处理' }).click();
    await row.getByRole('button', { name: '接单' }).click();
    await app.getByRole('button', { name: /^确\s*定$/ }).click();
    await row.getByText('待服务').waitFor();
    await row.getByRole('button', { name: '取消工单' }).click();
    const dialog = app.getByRole('dialog', { name: '取消工单' });
    await dialog.getByRole('textbox').fill('客户在群里说不用来了');
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    await app.getByText('暂无进行中的工单').waitFor();
    expect(await row.count()).toBe(0);
  });
});
