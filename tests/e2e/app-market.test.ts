import { describe, expect, it } from 'vitest';
import { httpDeliver } from '../../container-mocks/fake-market';
import { eventually, screenshot } from './support';
import { deployProgress, mockHostInBrowser } from './hosts-support';

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

describe('in-app purchase inside the mock DingTalk', () => {
  it('an order paid in the market is used on 应用内购买 and the plan becomes the paid edition at once', async () => {
    const { page, app } = await host.open();
    const userButton = app.getByRole('button', { name: '用户菜单' });
    await userButton.waitFor();
    const frame = page.frames().find((f) => f.url().startsWith(host.run.server.origin))!;
    await eventually(() => deployProgress(frame)).toBe(100);

    // The corp authorises the suite in the market and pays for 50 people for a year.
    const market = host.run.platform.market;
    market.connect(SUITE, '/api/market/dingtalk/callback', httpDeliver(host.run.server.origin));
    expect((await market.pushTicket()).status).toBe(200);
    expect((await market.install('dingmockcorp0001', 'manager001')).status).toBe(200);
    const { delivery } = await market.purchase('dingmockcorp0001', { editionId: 'FSM-PRO-50-12', editionName: '专业版 50人 1年', headcount: 50, months: 12, priceFen: 1_800_000 });
    expect(delivery.status, delivery.body).toBe(200);

    await frame.goto(`${host.run.server.origin}/iap`);
    await app.getByRole('button', { name: '前往钉钉应用市场购买' }).waitFor();
    const orders = app.locator('.arco-card').nth(1); // 已购订单 (the first card is the SKUs)
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
