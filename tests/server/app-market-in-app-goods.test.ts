import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppMarketPaths as P } from '@domain/app-market/app-market.paths';
import { IN_APP_RECOVERY_JOB } from '@server/modules/app-market/in-app-recovery.job';
import { CORPS, enterpriseOfCorp, SUITES, useInstalledMarket } from '../support/market-app';
import { waitUntil } from '../support/wait-until';

// DingTalk's in-app goods (应用内购, third-party enterprise apps): DingTalk's SKU page of the app's goods, the
// order pushed as a market order naming the app (biz_type 17) and read back (internal/order/get), used into the
// plan and then finished (internal/order/finish); biz_type 63 (goods_tryout) is a record, not an order.

const [CORP] = CORPS.dingtalk;
const GOODS = SUITES.dingtalk.inAppGoodsCode!;

// The worker runs the recovery of unfinished orders (its own tick's runs are logged as unfinished_order, left out below).
const t = useInstalledMarket('dingtalk', { MARKET_DINGTALK_INAPP_GOODS_CODE: GOODS }, { httpPush: true, runWorker: true });

type Row = { id: number; orderId: string; kindName: string; headcount: number; months: number; amount: number; stateName: string };
const orders = async () => (await t.admin.get(`${P.orderList}?pageIndex=0&pageSize=50`)).json.data as Row[];
const lastLog = async () =>
  (await t.app.db.system.execute<{ event: string; outcome: string; reason: string }>(sql`select event, outcome, reason from market_callback_log where event <> 'unfinished_order' order by id desc limit 1`)).rows[0];
/** A market order item naming the app (an in-app goods order) for an order id, pushed as DingTalk does. */
const pushInAppItem = (corpId: string, orderId: string) =>
  t.dingtalk.market.push({
    EventType: 'SYNC_HTTP_PUSH_HIGH',
    bizData: [
      {
        biz_type: 17,
        biz_id: orderId,
        subscribe_id: `${SUITES.dingtalk.suiteId}_0`,
        corp_id: corpId,
        biz_data: JSON.stringify({ syncAction: 'market_order', orderId, corpId, appId: 299011, mainArticleCode: 'FSM' }),
      },
    ],
  });

describe('DingTalk in-app goods', () => {
  it("the upgrade leads to DingTalk's SKU page of the app's in-app goods", async () => {
    const page = (await t.admin.get(P.skuPage)).json.data as { host: string; purchaseUrl: string };
    expect(page.host).toBe('dingtalk');
    expect(new URL(page.purchaseUrl).searchParams.get('inAppGoods')).toBe(GOODS);
  });

  it('an order paid there is read back, becomes an unused order, and its use sets the plan and finishes it at DingTalk', async () => {
    const { orderId, delivery } = await t.dingtalk.market.buyInApp(CORP, { itemCode: 'FSM-PRO-20-12', itemName: '专业版 20人 1年', priceFen: 720_000, months: 12 });
    expect(delivery.status, delivery.body).toBe(200);
    const row = (await orders()).find((o) => o.orderId === orderId)!;
    expect(row).toMatchObject({ kindName: '应用内购', headcount: 20, months: 12, amount: 7200, stateName: '待使用' });
    expect(t.dingtalk.market.inAppOrders.find((o) => o.orderId === orderId)!.finished).toBe(false);

    const used = await t.admin.post(P.orderConsume, { id: row.id });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json.data).toMatchObject({ planType: 1, purchasedHeadcount: 20 });
    expect(t.dingtalk.market.inAppOrders.find((o) => o.orderId === orderId)!.finished).toBe(true);
    // The same push again records nothing new.
    expect((await pushInAppItem(CORP, orderId)).status).toBe(200);
    expect((await orders()).filter((o) => o.orderId === orderId)).toHaveLength(1);
  });

  it('refuses and logs what is not an order of ours to deliver: an item not sold, other goods, an unpaid order, another corp’s order', async () => {
    const before = (await orders()).length;
    const notSold = await t.dingtalk.market.buyInApp(CORP, { itemCode: 'FSM-GOLD-1', itemName: '黄金会员', priceFen: 100, months: 1 });
    expect(notSold.delivery.status).toBe(400);
    expect(await lastLog()).toMatchObject({ outcome: 'refused', reason: '未知的内购商品规格 (FSM-GOLD-1)' });

    const otherGoods = await t.dingtalk.market.buyInApp(CORP, { itemCode: 'FSM-PRO-10-12', itemName: '专业版 10人 1年', priceFen: 360_000, months: 12, goodsCode: 'DT_GOODS_OTHER' });
    expect(otherGoods.delivery.status).toBe(400);
    expect(await lastLog()).toMatchObject({ outcome: 'refused', reason: '不是本应用的内购商品 (DT_GOODS_OTHER)' });

    const unpaid = { ...t.dingtalk.market.inAppOrders.at(-1)!, orderId: '9000000000001', goodsCode: GOODS, status: 4 };
    t.dingtalk.market.inAppOrders.push(unpaid);
    expect((await pushInAppItem(CORP, unpaid.orderId)).status).toBe(400);
    expect(await lastLog()).toMatchObject({ outcome: 'refused', reason: '内购订单未支付' });

    // The other corp's order, pushed as ours: DingTalk answers our corp's token that it has no such order.
    t.dingtalk.market.inAppOrders.push({ ...unpaid, orderId: '9000000000002', corpId: 'dingothercorp0002', status: 3 });
    expect((await pushInAppItem(CORP, '9000000000002')).status).toBe(400);
    expect(await lastLog()).toMatchObject({ outcome: 'refused', reason: '该企业没有这笔内购订单 (9000000000002)' });
    expect((await orders()).length).toBe(before);
  });

  it('biz_type 63 (goods_tryout) is a record of an opened item, accepted without an order', async () => {
    const before = (await orders()).length;
    const res = await t.dingtalk.market.push({
      EventType: 'SYNC_HTTP_PUSH_HIGH',
      bizData: [
        {
          biz_type: 63,
          biz_id: 'tryout1',
          subscribe_id: `${SUITES.dingtalk.suiteId}_0`,
          corp_id: CORP,
          biz_data: JSON.stringify({ syncAction: 'goods_tryout', suiteId: 1, corpId: CORP, goodsCode: GOODS, itemType: 'charge_goods_free_item', tryoutType: 'enterprise_tryout' }),
        },
      ],
    });
    expect(res.status, res.body).toBe(200);
    expect(await lastLog()).toMatchObject({ outcome: 'accepted' });
    expect((await orders()).length).toBe(before);
  });

  it('an order whose push was lost is read from DingTalk’s unfinished orders, recorded once, and finished when used, again if DingTalk refused', async () => {
    const { orderId, delivery } = await t.dingtalk.market.buyInApp(CORP, { itemCode: 'FSM-PRO-10-12', itemName: '专业版 10人 1年', priceFen: 360_000, months: 12 }, { pushLost: true });
    expect(delivery.status).toBe(0);
    expect((await orders()).some((o) => o.orderId === orderId)).toBe(false);
    const ep = (await enterpriseOfCorp(t.app, 'dingtalk', CORP)).enterprise_id!;
    /** Runs the recovery of the corp's unfinished orders, as the tick queues it, to its end. */
    const recover = async () => {
      const job = await t.app.jobs.enqueue(t.app.db.system, { enterpriseId: ep, kind: IN_APP_RECOVERY_JOB, payload: {} });
      const state = async () => (await t.app.db.system.execute<{ state: string }>(sql`select state from jobs where id = ${job}`)).rows[0]?.state;
      expect(await waitUntil(state, (s) => s === 'done' || s === 'failed')).toBe('done');
    };
    await recover();
    const row = (await orders()).find((o) => o.orderId === orderId)!;
    expect(row).toMatchObject({ kindName: '应用内购', headcount: 10, months: 12, amount: 3600, stateName: '待使用' });
    const log = await t.app.db.system.execute<{ reason: string }>(sql`select reason from market_callback_log where event = 'unfinished_order' and outcome = 'accepted'`);
    expect(log.rows.map((r) => r.reason)).toContain(`已补录订单：${orderId}`);
    // Read again (still unfinished until used): nothing new.
    await recover();
    expect((await orders()).filter((o) => o.orderId === orderId)).toHaveLength(1);

    // Used while DingTalk refuses its finish (the fake holds it unpaid for a moment): the next read finishes it.
    const atDingtalk = t.dingtalk.market.inAppOrders.find((o) => o.orderId === orderId)!;
    atDingtalk.status = 4;
    expect((await t.admin.post(P.orderConsume, { id: row.id })).statusCode).toBe(200);
    expect(atDingtalk.finished).toBe(false);
    atDingtalk.status = 3;
    await recover();
    expect(atDingtalk.finished).toBe(true);
    const done = await t.app.db.system.execute<{ reason: string }>(sql`select reason from market_callback_log where event = 'unfinished_order' and outcome = 'accepted'`);
    expect(done.rows.map((r) => r.reason)).toContain(`已补办完成：${orderId}`);
  });

  it("the in-house app's token cannot call the in-app goods API (DingTalk: third-party apps only)", async () => {
    const token = await (await fetch(`${t.dingtalk.url}/gettoken?appkey=${t.dingtalk.corps[0].key}&appsecret=${t.dingtalk.corps[0].secret}`)).json();
    const res = await fetch(`${t.dingtalk.url}/topapi/appstore/internal/skupage/get?access_token=${(token as { access_token: string }).access_token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ goods_code: GOODS }),
    });
    expect(((await res.json()) as { errcode: number }).errcode).not.toBe(0);
  });
});
