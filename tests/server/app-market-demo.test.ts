import { describe, expect, it } from 'vitest';
import { AppMarketPaths as P } from '@domain/app-market/app-market.paths';
import { Client, useTestApp } from '../support/test-app';

// The demo enterprise installed from DingTalk's market: a newcomer signing in sees the market's screens with data.

const t = useTestApp();

const menuRoutes = async (client: Client) => {
  const walk = (nodes: { routerName: string; children: unknown[] }[]): string[] => nodes.flatMap((n) => [n.routerName, ...walk(n.children as typeof nodes)]);
  return walk((await client.get('/v2/menu/listV2')).json.data);
};

describe('the DingTalk market demo enterprise', () => {
  it('its administrator has the market’s screens, and its orders in each state', async () => {
    const admin = await Client.signIn(t.app, '13800000041');
    expect(await menuRoutes(admin)).toEqual(expect.arrayContaining(['/iap', '/coolApp/coolAppPanelGroup', '/dingMessage']));
    const orders = (await admin.get(`${P.orderList}?pageIndex=0&pageSize=10`)).json.data as { stateName: string; allowedOperations: string[] }[];
    expect(orders.map((o) => o.stateName)).toEqual(['待使用', '已退款', '已使用']);
    expect(orders[0].allowedOperations).toEqual(['consume']);
    expect((await admin.get(P.skuPage)).json.data).toMatchObject({ host: 'dingtalk' });
  });

  it('its DINGs about its demo orders show on /dingMessage, one refused by DingTalk, and its customer has open orders', async () => {
    const dispatcher = await Client.signIn(t.app, '13800000042');
    const dings = (await dispatcher.get(`${P.dingList}?pageIndex=0&pageSize=10`)).json.data as { receiverName: string; kindName: string; stateName: string; failure: string; subjectCode: string }[];
    expect(dings.map((d) => [d.kindName, d.stateName])).toEqual([
      ['电话', '发送失败'],
      ['短信', '已发送'],
      ['应用内', '已发送'],
    ]);
    expect(dings.every((d) => d.receiverName === '钉师傅' && d.subjectCode !== '')).toBe(true);
    expect(dings[0].failure).toContain('DING');
    expect((await dispatcher.get(P.dingCount)).json.data).toBe(3);
    expect((await dispatcher.get(`${P.dingUserList}?pageIndex=0&pageSize=10`)).json.data).toEqual([expect.objectContaining({ name: '钉师傅', total: 3 })]);

    const customers = (await dispatcher.get('/v2/customer/list?pageIndex=0&pageSize=10')).json.data as { list?: { id: number; name: string }[] } | { id: number; name: string }[];
    const customer = (Array.isArray(customers) ? customers : customers.list ?? []).find((c) => c.name === '钉钉示例大厦物业')!;
    const panel = (await dispatcher.get(`${P.panelOrders}?customerId=${customer.id}`)).json.data as { orders: { stateName: string; ownerName: string }[] };
    expect(panel.orders.map((o) => o.stateName).sort()).toEqual(['待指派', '待接单', '待服务'].sort());
  });

  it('the standalone demo enterprises stay standalone', async () => {
    const standalone = await Client.signIn(t.app, '13800000001');
    expect(await menuRoutes(standalone)).not.toContain('/iap');
    expect((await standalone.get(P.orderCount)).json.data).toBe(0);
  });
});
