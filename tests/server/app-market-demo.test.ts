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

  it('the standalone demo enterprises stay standalone', async () => {
    const standalone = await Client.signIn(t.app, '13800000001');
    expect(await menuRoutes(standalone)).not.toContain('/iap');
    expect((await standalone.get(P.orderCount)).json.data).toBe(0);
  });
});
