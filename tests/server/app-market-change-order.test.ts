import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppMarketPaths as P } from '@domain/app-market/app-market.paths';
import { CORPS, OTHER, SUITES, useInstalledMarket } from '../support/market-app';

// WeCom's changed orders (change_order): more headcount or another edition, bought as a new order
// that replaces the old one, and used into the plan as its kind says.

const [CORP] = CORPS.wecom;
const MONTH_MS = 30.44 * 86_400_000;

const t = useInstalledMarket('wecom');

type Row = { id: number; orderId: string; kindName: string; headcount: number; stateName: string; endsAt: string | null; allowedOperations: string[] };
const orders = async () => (await t.admin.get(`${P.orderList}?pageIndex=0&pageSize=50`)).json.data as Row[];
const rowOf = async (hostOrderId: string) => (await orders()).find((o) => o.orderId === hostOrderId)!;
const plan = async () => {
  const { isChargeUser, epServiceExpireTime } = (await t.admin.get('/v2/sessionUser/info')).json.data;
  return { isChargeUser, epServiceExpireTime };
};
const consume = async (hostOrderId: string) => {
  const res = await t.admin.post(P.orderConsume, { id: (await rowOf(hostOrderId)).id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as { planType: number; purchasedHeadcount: number; serviceExpiresAt: string };
};
const callbackLog = async () =>
  (await t.app.db.system.execute<{ event: string; outcome: string; reason: string }>(sql`select event, outcome, reason from market_callback_log order by id`)).rows;

describe('WeCom change_order: more headcount, another edition', () => {
  let first = '';
  let firstExpiry = 0;
  let expandExpiry = '';

  it('more headcount for the running edition: the old order stays used, the new one raises the headcount and keeps the end', async () => {
    ({ orderId: first } = await t.wecom.market.purchase(CORP, { editionId: 'FSM-PRO-10-12', editionName: '专业版 10人 1年', headcount: 10, months: 12, priceFen: 360_000 }));
    const bought = await consume(first);
    expect(bought).toMatchObject({ planType: 1, purchasedHeadcount: 10 });
    firstExpiry = new Date(bought.serviceExpiresAt).getTime();

    // WeCom sells the extra people until the edition's end, which its order names.
    const { orderId: expand, delivery } = await t.wecom.market.changeOrder(first, { editionId: 'FSM-PRO-30-12', editionName: '专业版 30人', headcount: 30, orderType: 1, priceFen: 720_000, endsAt: firstExpiry });
    expect(delivery.status, delivery.body).toBe(200);
    expect(await rowOf(first)).toMatchObject({ stateName: '已使用' });
    expect(await rowOf(expand)).toMatchObject({ kindName: '扩容', headcount: 30, stateName: '待使用', allowedOperations: ['consume'] });

    const expanded = await consume(expand);
    expect(expanded).toMatchObject({ planType: 1, purchasedHeadcount: 30 });
    expect(new Date(expanded.serviceExpiresAt).getTime()).toBe(firstExpiry);
    expandExpiry = expanded.serviceExpiresAt;
  });

  it('an unused order changed into another edition can no longer be used; the new one sets the headcount and the end WeCom sold', async () => {
    const { orderId: unused } = await t.wecom.market.purchase(CORP, { editionId: 'FSM-PRO-20-12', editionName: '专业版 20人 1年', headcount: 20, months: 12, priceFen: 720_000 });
    const endsAt = firstExpiry + 6 * MONTH_MS;
    const { orderId: edition } = await t.wecom.market.changeOrder(unused, { editionId: 'FSM-PRO-50-18', editionName: '专业版 50人', headcount: 50, orderType: 3, priceFen: 900_000, endsAt });
    expect(await rowOf(unused)).toMatchObject({ stateName: '已变更', allowedOperations: [] });
    const refused = await t.admin.post(P.orderConsume, { id: (await rowOf(unused)).id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toBe('该订单已变更为新订单，请使用新订单');
    expect(await rowOf(edition)).toMatchObject({ kindName: '版本变更', headcount: 50 });

    const changed = await consume(edition);
    expect(changed.purchasedHeadcount).toBe(50);
    expect(Math.abs(new Date(changed.serviceExpiresAt).getTime() - endsAt)).toBeLessThan(1000);
    expect((await plan()).isChargeUser).toBe(1);

    // Refunded after use: the headcount and end it replaced come back, at once.
    expect((await t.wecom.market.refund(edition)).status).toBe(200);
    const back = await t.admin.post(P.orderConsume, { id: (await rowOf(edition)).id });
    expect(back.json.message).toBe('该订单已退款，不能使用');
    const { rows } = await t.app.db.system.execute<{ purchased_headcount: number; service_expires_at: Date | string }>(
      sql`select purchased_headcount, service_expires_at from enterprises where id = (select enterprise_id from market_corps where host = 'wecom' and corp_id = ${CORP})`,
    );
    expect(Number(rows[0].purchased_headcount)).toBe(30);
    expect(new Date(rows[0].service_expires_at).toISOString()).toBe(expandExpiry);
  });

  it('a change for a corp that never installed, or naming no order, is refused, logged, and changes nothing', async () => {
    const before = (await orders()).map((o) => [o.orderId, o.stateName]);
    const logged = (await callbackLog()).length;
    const stamp = () => Math.floor(Date.now() / 1000);
    const unknown = await t.wecom.market.push({ SuiteId: SUITES.wecom.suiteId, InfoType: 'change_order', TimeStamp: stamp(), PaidCorpId: OTHER.wecom, OldOrderId: 'N1', NewOrderId: 'N2' });
    expect(unknown.status).toBe(400);
    const missing = await t.wecom.market.push({ SuiteId: SUITES.wecom.suiteId, InfoType: 'change_order', TimeStamp: stamp(), PaidCorpId: CORP, OldOrderId: 'N1' });
    expect(missing.status).toBe(400);
    expect((await t.wecom.market.replayLast()).status).toBe(400);
    expect((await callbackLog()).slice(logged)).toEqual([
      expect.objectContaining({ event: 'change_order', outcome: 'refused', reason: expect.stringContaining('未知企业') }),
      expect.objectContaining({ event: 'change_order', outcome: 'refused', reason: expect.stringContaining('NewOrderId') }),
      expect.objectContaining({ outcome: 'refused', reason: expect.stringContaining('重放') }),
    ]);
    expect((await orders()).map((o) => [o.orderId, o.stateName])).toEqual(before);
  });
});
