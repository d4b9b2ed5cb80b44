import type { Frame } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WECOM_CORPS } from '../../container-mocks/directory';
import { httpDeliver, MOCK_SUITES } from '../../container-mocks/fake-market';
import { apiCall, eventually, screenshot } from './support';
import { bridgeLog, deployProgress, mockHostInBrowser } from './hosts-support';

const SUITE = MOCK_SUITES.dingtalk;
const CARD_TEMPLATE = 'fsm.panel.card.v1';

// The mock DingTalk with the app's suite in its market beside the in-house app of the same corp (started in
// its describe below, so the mock WeCom's run does not share the machine with it).
const dingtalkMarket = () =>
  mockHostInBrowser('dingtalk', (platformUrl) => ({
    MARKET_DINGTALK_SUITE_KEY: SUITE.suiteId,
    MARKET_DINGTALK_SUITE_SECRET: SUITE.secret,
    MARKET_DINGTALK_TOKEN: SUITE.token,
    MARKET_DINGTALK_AES_KEY: SUITE.aesKey,
    MARKET_DINGTALK_OAPI_BASE: platformUrl,
    MARKET_DINGTALK_PURCHASE_URL: `${platformUrl}/__mock/host`,
    MARKET_DINGTALK_API_BASE: platformUrl,
    MARKET_DINGTALK_PANEL_CARD_TEMPLATE: CARD_TEMPLATE,
    // The address DingTalk calls when a card's button is pressed; the fake's callbacks go to the running server (below).
    MARKET_DINGTALK_CARD_CALLBACK_URL: 'https://fsm.example.test/api/market/dingtalk/card/callback',
    MARKET_DINGTALK_CARD_API_SECRET: 'e2e-card-callback-secret',
  }));
let host: ReturnType<typeof dingtalkMarket>;

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

describe('inside the mock DingTalk', () => {
  host = dingtalkMarket();

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

  describe('the group control panel opened from a group chat in the mock DingTalk', () => {
    it("binds the group to a customer, shows the customer's open orders on the page and the group's card, and both follow an order acted on", async () => {
      const { page, app, frame } = await openInstalled();
      const { code } = await customerWithOrder(frame, '群绑定客户');
      const group = 'cidMockGroup0001';
      host.run.platform.coolApp.addGroup(CORP, group); // the corp's admin added the cool app to the group
      const card = () => host.run.platform.coolApp.cardIn(group);
      const cardRow = () => (JSON.parse(card()?.params.orders ?? '[]') as { code: string; state: string }[]).find((o) => o.code === code);

      // The cool app opens its page in the group with the group's id.
      await frame.goto(`${host.run.server.origin}/coolApp/coolAppPanelGroup?openConversationId=${group}&corpid=${CORP}`);
      await app.getByText('本群尚未绑定客户或团队，请先绑定').waitFor();
      const form = app.getByRole('form', { name: '绑定本群' });
      await form.locator('.arco-select').click();
      await form.locator('.arco-select input').fill('群绑定客户');
      await app.getByRole('option', { name: /群绑定客户/ }).click();
      await form.getByRole('button', { name: '绑定' }).click();
      await app.getByText('群已绑定').waitFor();
      await app.getByText('群控制面板 · 群绑定客户').waitFor();
      const row = app.locator('.arco-list-item').filter({ hasText: code });
      await row.getByText('待接单').waitFor();
      // The group's top card shows the same orders.
      expect(card()).toMatchObject({ corpId: CORP, templateId: CARD_TEMPLATE, params: { title: '群绑定客户 · 进行中的工单', total: '1' } });
      expect(cardRow()?.state).toBe('待接单');
      await screenshot(page, 'app-market-group-from-chat');

      // 处理 from the group: the row and the card follow the order's new state.
      await row.getByRole('button', { name: '处理' }).click();
      await row.getByRole('button', { name: '接单' }).click();
      await app.getByRole('button', { name: /^确\s*定$/ }).click();
      await row.getByText('待服务').waitFor();
      await eventually(() => cardRow()?.state).toBe('待服务');

      // 开始服务 pressed on the group's card in DingTalk: the app acts as that member and the card shows it.
      const coolApp = host.run.platform.coolApp;
      coolApp.deliver = async ({ url, headers, body }) => {
        const res = await fetch(new URL(new URL(url).pathname, host.run.server.origin), { method: 'POST', headers, body });
        return { status: res.status, body: await res.text() };
      };
      const id = (JSON.parse(card()!.params.orders) as { id: number; code: string }[]).find((o) => o.code === code)!.id;
      // 预约 with the card's date-time picker first: the order takes the time picked.
      expect((await coolApp.pickTime(card()!.outTrackId, 'manager001', 'appoint', '2031-03-02 10:00', { orderId: String(id) })).status).toBe(200);
      expect(card()!.privateData.manager001.message).toBe(`已预约：${code}`);
      expect((await coolApp.press(card()!.outTrackId, 'manager001', 'startService', { orderId: String(id) })).status).toBe(200);
      expect(card()!.privateData.manager001.message).toBe(`已开始服务：${code}`);
      expect(cardRow()?.state).toBe('服务中');
    });
  });
});

// The mock WeCom with the app's suite in its market beside the in-house app of another corp: the second corp
// installs it from the market and opens it from its workbench.
describe('inside the mock WeCom, installed from its market', () => {
  const wecom = mockHostInBrowser('wecom', (platformUrl) => ({
    MARKET_WECOM_SUITE_ID: MOCK_SUITES.wecom.suiteId,
    MARKET_WECOM_SUITE_SECRET: MOCK_SUITES.wecom.secret,
    MARKET_WECOM_TOKEN: MOCK_SUITES.wecom.token,
    MARKET_WECOM_AES_KEY: MOCK_SUITES.wecom.aesKey,
    MARKET_WECOM_API_BASE: platformUrl,
    MARKET_WECOM_OAUTH_BASE: platformUrl,
    MARKET_WECOM_PURCHASE_URL: `${platformUrl}/__mock/host`,
  }));
  const MARKET_CORP = WECOM_CORPS[1];

  it("signs the corp's member in through the suite's OAuth, sells the paid edition through WeCom's purchase sheet, and the free edition's prompt leads back there", async () => {
    const origin = wecom.run.server.origin;
    const market = wecom.run.platform.market;
    market.connect(MOCK_SUITES.wecom, '/api/market/wecom/callback', httpDeliver(origin));
    expect((await market.pushTicket()).status).toBe(200);
    expect((await market.install(MARKET_CORP.corpId, MARKET_CORP.users[0].userId)).status).toBe(200);

    // Opened from the corp's workbench: the third-party homepage's $CORPID$ names the corp, the OAuth the suite.
    const { page, app } = await wecom.open(undefined, { corpId: MARKET_CORP.corpId, entry: 'normal', appPath: '/?corpid=$CORPID$' });
    const userButton = app.getByRole('button', { name: '用户菜单' });
    await userButton.waitFor();
    await expect(userButton.textContent()).resolves.toContain(MARKET_CORP.users[0].name);
    expect(market.corpTokenFetches.get(MARKET_CORP.corpId)).toBeGreaterThan(0);
    expect(wecom.run.platform.stats.codeExchanges).toBe(0); // no corp app's code: the suite's, by getuserinfo3rd
    const frame = page.frames().find((f) => f.url().startsWith(origin))!;
    await eventually(() => deployProgress(frame)).toBe(100);

    // 应用内购买: WeCom's own purchase sheet opens (openAppPurchase, registered with the corp's agent).
    await frame.goto(`${origin}/iap`);
    const orders = app.locator('.arco-card').nth(1);
    await orders.getByText('暂无订单').waitFor();
    await app.getByRole('button', { name: '前往企业微信应用市场购买' }).click();
    await eventually(async () => (await bridgeLog(page, origin)).openedInHost).toEqual(['openAppPurchase']);

    // The corp pays there; WeCom calls the app back (pay_for_app_success, read with get_order); it is used.
    const { orderId, delivery } = await market.purchase(MARKET_CORP.corpId, { editionId: 'FSM-PRO-20-12', editionName: '专业版 20人 1年', headcount: 20, months: 12, priceFen: 720_000 });
    expect(delivery.status, delivery.body).toBe(200);
    await orders.getByText('专业版 20人 1年').waitFor();
    await orders.getByRole('button', { name: /^使用订单 / }).click();
    await app.getByText(/订单已生效：20人/).waitFor();
    const plan = () => frame.evaluate(async () => ((await (await fetch('/api/v2/sessionUser/info')).json()) as { data: { isChargeUser: number } }).data.isChargeUser);
    expect(await plan()).toBe(1);
    await screenshot(page, 'app-market-wecom-iap');

    // WeCom refunds it: no paid time is left, so the free edition; a charged page's prompt leads to the market.
    expect((await market.refund(orderId)).status).toBe(200);
    await eventually(plan).toBe(0);
    await frame.goto(`${origin}/tagsManage/personTag`);
    await app.getByText('人员标签为付费功能').waitFor();
    const dialog = app.getByRole('dialog', { name: '升级为VIP版本' });
    await dialog.getByText('「人员标签」是专业版功能，可在应用市场购买后使用。').waitFor();
    expect(await dialog.getByRole('img', { name: '付费升级二维码' }).count()).toBe(0);
    await dialog.getByRole('link', { name: '去应用市场购买' }).click();
    await eventually(() => new URL(frame.url()).pathname).toBe('/iap');
    await app.getByRole('button', { name: '前往企业微信应用市场购买' }).waitFor();
  });
});
