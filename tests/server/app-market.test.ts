import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallbackCrypto } from '@server/modules/app-market/callback-crypto';
import { startFakeOpenPlatform, type FakeOpenPlatform } from '../../container-mocks/fake-open-platform';
import { buildMarketApp, CALLBACK, CORPS, enterpriseOfCorp as corpRow, injectInto, marketConfig, marketSignIn, OTHER, SUITES, waitForDeploy } from '../support/market-app';
import { Client } from '../support/test-app';

let wecom: FakeOpenPlatform;
let dingtalk: FakeOpenPlatform;
let app: FastifyInstance;
const fakes = () => ({ wecom, dingtalk });

beforeAll(async () => {
  [wecom, dingtalk] = await Promise.all([startFakeOpenPlatform('wecom'), startFakeOpenPlatform('dingtalk')]);
  app = await buildMarketApp(marketConfig(fakes()));
  for (const host of ['wecom', 'dingtalk'] as const) fakes()[host].market.connect(SUITES[host], CALLBACK[host], injectInto(() => app));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await Promise.all([wecom?.close(), dingtalk?.close()]);
});

async function callbackLog() {
  const r = await app.db.system.execute<{ host: string; event: string; outcome: string; reason: string }>(
    // The test reads the log table directly: the operator's view of refusals is the table itself.
    (await import('drizzle-orm')).sql`select host, event, outcome, reason from market_callback_log order by id`,
  );
  return r.rows;
}

const enterpriseOfCorp = (host: string, corpId: string) => corpRow(app, host, corpId);
const signIn = (host: 'wecom' | 'dingtalk', corpId: string, userId: string, from?: string) => marketSignIn(app, fakes(), host, corpId, userId, from);

describe('callback crypto: the platforms’ official test vectors', () => {
  it('WeCom WXBizMsgCrypt: the documented URL-verification sample decrypts to its echo string', () => {
    const crypto = new CallbackCrypto('QDG6eK', 'jWmYm7qr5nMoAUwZRjGtBxmz3KA1tkAj3ykkR6q2B2C', 'wx5823bf96d3bd56c7');
    const input = {
      signature: '5c45ff5e21c57e6ad56bac8758b79b1d9ac89fd3',
      timestamp: '1409659589',
      nonce: '263014780',
      encrypted: 'P9nAzCzyDtyTWESHep1vC5X9xho/qYX3Zpb4yKa9SKld1DsH3Iyt3tP3zNdtp+4RPcs8TgAE7OaBO+FZXvnaqQ==',
    };
    expect(crypto.open(input)).toBe('1616140317555161061');
    expect(() => crypto.open({ ...input, nonce: '263014781' })).toThrow('签名无效');
    expect(() => new CallbackCrypto('QDG6eK', 'jWmYm7qr5nMoAUwZRjGtBxmz3KA1tkAj3ykkR6q2B2C', 'wwanothersuite').open(input)).toThrow('接收方不是本应用');
  });

  it('DingTalk DingTalkEncryptor: the documented ISV debugging sample decrypts to its check_create_suite_url event', () => {
    const crypto = new CallbackCrypto('123456', '4g5j64qlyl3zvetqxz5jiocdr586fn2zvjpa8zls3ij', 'suite4xxxxxxxxxxxxxxx');
    const message = crypto.open({
      signature: '5a65ceeef9aab2d149439f82dc191dd6c5cbe2c0',
      timestamp: '1445827045067',
      nonce: 'nEXhMP4r',
      encrypted:
        '1a3NBxmCFwkCJvfoQ7WhJHB+iX3qHPsc9JbaDznE1i03peOk1LaOQoRz3+nlyGNhwmwJ3vDMG+OzrHMeiZI7gTRWVdUBmfxjZ8Ej23JVYa9VrYeJ5as7XM/ZpulX8NEQis44w53h1qAgnC3PRzM7Zc/D6Ibr0rgUathB6zRHP8PYrfgnNOS9PhSBdHlegK+AGGanfwjXuQ9+0pZcy0w9lQ==',
    });
    expect(JSON.parse(message)).toEqual({ EventType: 'check_create_suite_url', Random: 'LPIdSnlF', TestSuiteKey: 'suite4xxxxxxxxxxxxxxx' });
  });

  it('what it encrypts, it decrypts (any length, Chinese text), and a tampered ciphertext is refused', () => {
    const crypto = new CallbackCrypto('t', SUITES.dingtalk.aesKey, 'suiteX');
    for (const text of ['', 'success', '派单'.repeat(40), 'x'.repeat(31), 'y'.repeat(32)]) expect(crypto.decrypt(crypto.encrypt(text))).toEqual({ message: text, receiverId: 'suiteX' });
    expect(() => crypto.decrypt('AAAA')).toThrow();
  });
});

describe.each(['wecom', 'dingtalk'] as const)('%s app market: install → sign-in → purchase → plan upgraded → uninstall', (host) => {
  const [corpId, adminId] = CORPS[host];
  let admin: Client;
  let orderId = 0;
  let hostOrderId = '';

  it('the suite ticket is taken; the answer is the host’s "success"', async () => {
    const res = await fakes()[host].market.pushTicket();
    expect(res.status).toBe(200);
    if (host === 'wecom') expect(res.body).toBe('success');
    else {
      const answer = JSON.parse(res.body) as { msg_signature: string; timeStamp: string; nonce: string; encrypt: string };
      const crypto = new CallbackCrypto(SUITES.dingtalk.token, SUITES.dingtalk.aesKey, SUITES.dingtalk.suiteId);
      expect(crypto.open({ signature: answer.msg_signature, timestamp: answer.timeStamp, nonce: answer.nonce, encrypted: answer.encrypt })).toBe('success');
    }
  });

  it('a corp installing the app gets its enterprise through the quick deploy, its permanent code kept', async () => {
    const res = await fakes()[host].market.install(corpId, adminId);
    expect(res.status, res.body).toBe(200);
    const corp = await enterpriseOfCorp(host, corpId);
    expect(corp).toMatchObject({ state: 1 });
    expect(corp.enterprise_id).toBeGreaterThan(0);
    expect(corp.permanent_code.length).toBeGreaterThan(10);
  });

  it('its administrator signs in inside the host, on the trial, and the directory arrives', async () => {
    const { client, res } = await signIn(host, corpId, adminId);
    expect(res.statusCode, res.body).toBe(200);
    admin = client;
    expect(await waitForDeploy(admin)).toMatchObject({ done: true, error: null });
    const me = await admin.get('/v2/sessionUser/info');
    expect(me.json.data).toMatchObject({ host, admin: true, isChargeUser: 2 });
    expect((await admin.get('/iap/skupage')).json.data).toMatchObject({ host, purchaseUrl: expect.stringMatching(/^https:/) });
  });

  it('a purchase in the market becomes an unused order of the enterprise', async () => {
    const { delivery } = await fakes()[host].market.purchase(corpId, { editionId: 'FSM-PRO-50-12', editionName: '专业版 50人 1年', headcount: 50, months: 12, priceFen: 1_800_000 });
    expect(delivery.status, delivery.body).toBe(200);
    expect((await admin.get('/iap/order/count')).json.data).toBe(1);
    expect((await admin.get('/iap/order/count?state=0')).json.data).toBe(1);
    const list = await admin.get('/iap/order/list?pageIndex=0&pageSize=10');
    expect(list.json.data).toHaveLength(1);
    expect(list.json.data[0]).toMatchObject({ headcount: 50, months: 12, amount: 18000, state: 0, stateName: '待使用', allowedOperations: ['consume'] });
    orderId = list.json.data[0].id;
    hostOrderId = list.json.data[0].orderId;
  });

  it('consuming the order makes the plan paid with its headcount and expiry, at once; a second time is refused and changes nothing', async () => {
    const res = await admin.post('/iap/order/consume', { id: orderId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data).toMatchObject({ planType: 1, purchasedHeadcount: 50 });
    const expires = new Date(res.json.data.serviceExpiresAt).getTime();
    expect(Math.abs(expires - (Date.now() + 365 * 86_400_000))).toBeLessThan(2 * 86_400_000);
    const me = await admin.get('/v2/sessionUser/info');
    expect(me.json.data).toMatchObject({ isChargeUser: 1 });

    const again = await admin.post('/iap/order/consume', { id: orderId });
    expect(again.statusCode).toBe(409);
    expect(again.json.message).toBe('该订单已使用，不能重复使用');
    const after = await admin.get('/v2/sessionUser/info');
    expect(after.json.data.epServiceExpireTime).toBe(me.json.data.epServiceExpireTime);
    expect((await admin.get('/iap/order/count?state=1')).json.data).toBe(1);
  });

  it('a refund in the market takes the order back: unused, it can no longer be used; used, its year leaves the plan (here: back to the free edition), at once', async () => {
    const market = fakes()[host].market;
    const plan = async () => {
      const { isChargeUser, epServiceExpireTime } = (await admin.get('/v2/sessionUser/info')).json.data;
      return { isChargeUser, epServiceExpireTime };
    };
    const paid = await plan();
    const { orderId: second } = await market.purchase(corpId, { editionId: 'FSM-PRO-20-12', editionName: '专业版 20人 1年', headcount: 20, months: 12, priceFen: 720_000 });
    const refunded = await market.refund(second);
    expect(refunded.status, refunded.body).toBe(200);
    const rows = (await admin.get('/iap/order/list?pageIndex=0&pageSize=10')).json.data as { id: number; orderId: string; stateName: string; allowedOperations: string[] }[];
    const row = rows.find((r) => r.orderId === second)!;
    expect(row).toMatchObject({ stateName: '已退款', allowedOperations: [] });
    const use = await admin.post('/iap/order/consume', { id: row.id });
    expect(use.statusCode).toBe(409);
    expect(use.json.message).toBe('该订单已退款，不能使用');
    expect(await plan()).toEqual(paid);

    // The used order refunded: the one paid year leaves the plan, so nothing paid is left.
    expect((await market.refund(hostOrderId)).status).toBe(200);
    expect(await plan()).toMatchObject({ isChargeUser: 0 });
    expect((await admin.get('/iap/order/count?state=2')).json.data).toBe(2);
    // The same refund again is accepted and changes nothing.
    const logged = (await callbackLog()).length;
    expect((await market.replayLast()).status).toBe(400); // a replay is a replay
    expect((await market.refund(hostOrderId)).status).toBe(200);
    expect((await callbackLog()).slice(logged).map((l) => l.outcome)).toEqual(['refused', 'accepted']);
    expect(await plan()).toMatchObject({ isChargeUser: 0 });
  });

  it('uninstalling ends access (sessions and sign-in) and keeps the data for the retention', async () => {
    const res = await fakes()[host].market.uninstall(corpId);
    expect(res.status, res.body).toBe(200);
    expect((await admin.get('/v2/sessionUser/info')).statusCode).toBe(401);
    const { res: again } = await signIn(host, corpId, adminId);
    expect(again.statusCode).toBe(403);
    expect(again.json.message).toBe('该企业已停用本应用，请管理员在应用市场重新安装');
    const corp = await enterpriseOfCorp(host, corpId);
    expect(corp).toMatchObject({ state: 2 });
    expect(corp.enterprise_id).toBeGreaterThan(0);
  });
});

async function suiteTicketOf(host: string) {
  const { sql } = await import('drizzle-orm');
  return (await app.db.system.execute<{ ticket: string }>(sql`select ticket from market_suite_tickets where host = ${host}`)).rows[0]?.ticket;
}
async function orderRows() {
  const { sql } = await import('drizzle-orm');
  return (await app.db.system.execute<{ order_id: string }>(sql`select order_id from market_orders`)).rows.length;
}

describe.each(['wecom', 'dingtalk'] as const)('%s callbacks that are not the host’s, or not for us, are refused, logged, and change nothing', (host) => {
  const market = () => fakes()[host].market;
  const now = () => (host === 'wecom' ? Math.floor(Date.now() / 1000) : Date.now());

  it.each([
    ['a bad signature', { signature: 'f'.repeat(40) }, '签名无效'],
    ['a replayed (stale) timestamp', { timestamp: String(now() - (host === 'wecom' ? 3600 : 3_600_000)) }, '时间戳过期（疑似重放）'],
    ['another suite’s ticket', { receiverId: 'suiteofsomeoneelse' }, '接收方不是本应用 (suiteofsomeoneelse)'],
  ])('%s', async (_label, options, reason) => {
    const before = await suiteTicketOf(host);
    const logged = (await callbackLog()).length;
    const res = await market().pushTicket(options);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).message).toBe(reason);
    expect(await suiteTicketOf(host)).toBe(before);
    expect((await callbackLog()).slice(logged)).toEqual([{ host, event: '', outcome: 'refused', reason }]);
  });

  it('the same callback delivered again is a replay', async () => {
    expect((await market().pushTicket()).status).toBe(200);
    const ticket = await suiteTicketOf(host);
    const res = await market().replayLast();
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).message).toBe('重复的回调（重放）');
    expect(await suiteTicketOf(host)).toBe(ticket);
    expect((await callbackLog()).at(-1)).toMatchObject({ host, outcome: 'refused', reason: '重复的回调（重放）' });
  });

  it('a message naming another suite inside a valid envelope is refused', async () => {
    const before = await suiteTicketOf(host);
    const res = await market().push({ [host === 'wecom' ? 'SuiteId' : 'SuiteKey']: 'othersuite', [host === 'wecom' ? 'InfoType' : 'EventType']: 'suite_ticket', SuiteTicket: 'stolen' });
    expect(res.status).toBe(400);
    expect(await suiteTicketOf(host)).toBe(before);
    expect((await callbackLog()).at(-1)).toMatchObject({ host, outcome: 'refused' });
  });

  it('a purchase for a corp that never installed the app is refused and records no order', async () => {
    const orders = await orderRows();
    const { delivery } = await market().purchase(OTHER[host], { editionId: 'FSM-PRO-10-12', editionName: '专业版 10人 1年', headcount: 10, months: 12, priceFen: 360_000 });
    expect(delivery.status).toBe(400);
    expect(JSON.parse(delivery.body).message).toBe(`未知企业的订单 (${OTHER[host]})`);
    expect(await orderRows()).toBe(orders);
    expect((await callbackLog()).at(-1)).toMatchObject({ host, outcome: 'refused' });
  });

  it('an uninstall of a corp that is not installed is refused', async () => {
    const { sql } = await import('drizzle-orm');
    const corps = async () => (await app.db.system.execute(sql`select corp_id, state from market_corps where host = ${host} order by corp_id`)).rows;
    const before = await corps();
    const res = await market().uninstall(OTHER[host]);
    expect(res.status).toBe(400);
    expect((await callbackLog()).at(-1)).toMatchObject({ host, outcome: 'refused' });
    expect(await corps()).toEqual(before);
  });
});

describe('WeCom’s URL verification (GET)', () => {
  it('answers the decrypted echostr to a signed check, and 400 to a forged one', async () => {
    const crypto = new CallbackCrypto(SUITES.wecom.token, SUITES.wecom.aesKey, SUITES.wecom.suiteId);
    const echostr = crypto.encrypt('7354981823476123');
    const timestamp = String(Math.floor(Date.now() / 1000));
    const query = (signature: string) => `${CALLBACK.wecom}?${new URLSearchParams({ msg_signature: signature, timestamp, nonce: 'n1', echostr })}`;
    const ok = await app.inject({ method: 'GET', url: query(crypto.signature(timestamp, 'n1', echostr)) });
    expect([ok.statusCode, ok.body]).toEqual([200, '7354981823476123']);
    expect((await app.inject({ method: 'GET', url: query('0'.repeat(40)) })).statusCode).toBe(400);
  });
});

describe('a corp’s token is never used for another corp', () => {
  it('two installed corps each get their own token, fetched once and cached; a code of one corp never opens the other', async () => {
    const m = wecom.market;
    expect((await m.install(CORPS.wecom[0], CORPS.wecom[1])).status).toBe(200); // back within the retention: same enterprise
    expect((await m.install(OTHER.wecom, 'Outsider')).status).toBe(200);
    const fetchesBefore = new Map(m.corpTokenFetches);
    for (let i = 0; i < 3; i++) {
      expect((await signIn('wecom', CORPS.wecom[0], 'WuShifu')).res.statusCode).toBe(200);
      expect((await signIn('wecom', OTHER.wecom, 'Outsider')).res.statusCode).toBe(200);
    }
    // Reinstalling wrote a new permanent code, so each corp fetched at most one new token for all these calls.
    for (const corp of [CORPS.wecom[0], OTHER.wecom]) expect((m.corpTokenFetches.get(corp) ?? 0) - (fetchesBefore.get(corp) ?? 0)).toBeLessThanOrEqual(1);

    // A code minted in corp 1, presented as corp 2: the host names corp 1, so corp 2's page is refused.
    const client = new Client(app);
    const crossed = await client.post('/hosts/signIn', { host: 'wecom', code: wecom.market.mintSuiteCode(CORPS.wecom[0], 'ZhouGuanli'), corpId: OTHER.wecom });
    expect(crossed.statusCode).toBe(400);
    expect((await client.get('/v2/sessionUser/info')).statusCode).toBe(401);
    // And the reverse direction.
    const reverse = await client.post('/hosts/signIn', { host: 'wecom', code: wecom.market.mintSuiteCode(OTHER.wecom, 'Outsider'), corpId: CORPS.wecom[0] });
    expect(reverse.statusCode).toBe(400);
  });

  it('WeCom’s web sign-in takes only the suite’s codes, once, for members of a corp that installed the app', async () => {
    const client = new Client(app, '10.0.43.1');
    const signInWith = (code: string, corpId?: string) => client.post('/hosts/signIn', { host: 'wecom', code, ...(corpId ? { corpId } : {}) });
    // The host names the corp: the page need not.
    expect((await signInWith(wecom.market.mintSuiteCode(OTHER.wecom, 'Outsider'))).statusCode).toBe(200);
    // A code of the corp's own app is not the suite's: getuserinfo3rd refuses it (40029).
    const corpCode = await signInWith(wecom.mintCode(OTHER.wecom, 'Outsider'), OTHER.wecom);
    expect(corpCode.statusCode).toBe(400);
    expect(corpCode.json.message).toMatch(/登录码无效/);
    // Single use.
    const code = wecom.market.mintSuiteCode(OTHER.wecom, 'Outsider');
    expect((await signInWith(code)).statusCode).toBe(200);
    expect((await signInWith(code)).statusCode).toBe(400);
    // Expired.
    expect((await signInWith(wecom.market.mintSuiteCode(OTHER.wecom, 'Outsider', -1))).statusCode).toBe(400);
    // A visitor who is no member gets an openid only.
    const stranger = await signInWith(wecom.market.mintSuiteCode(OTHER.wecom, 'nobody'));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json.message).toBe('您不是该企业的成员');
  });

  it('the page learns the suite for its OAuth, and a market corp’s own agent for its JSAPI; an unknown corp is refused', async () => {
    const client = new Client(app);
    const suite = await client.get('/hosts/app?host=wecom');
    expect(suite.statusCode, suite.body).toBe(200);
    expect(suite.json.data.suite).toEqual({ suiteId: SUITES.wecom.suiteId, oauthBase: 'https://open.weixin.qq.com' });
    const corp = await client.get(`/hosts/app?host=wecom&corpId=${OTHER.wecom}`);
    expect(corp.json.data).toMatchObject({ corpId: OTHER.wecom, agentId: wecom.corps[1].agentId });
    const unknown = await client.get('/hosts/app?host=wecom&corpId=wwnevercorp');
    expect(unknown.statusCode).toBe(400);
    expect((await client.get(`/hosts/app?host=wecom&corpId=${'x'.repeat(200)}`)).statusCode).toBe(400);
  });

  it('the shared token cache keys tokens by host and corp', async () => {
    const { MemoryTokenStore, SharedTokens } = await import('@server/modules/app-market/corp-tokens');
    const tokens = new SharedTokens(new MemoryTokenStore());
    const fetch = (value: string) => async () => ({ value, expiresInSeconds: 7200 });
    const [a, b, a2] = await Promise.all([
      tokens.get(SharedTokens.corpKey('wecom', 'A'), fetch('token-of-A')),
      tokens.get(SharedTokens.corpKey('wecom', 'B'), fetch('token-of-B')),
      tokens.get(SharedTokens.corpKey('wecom', 'A'), fetch('never')),
    ]);
    expect([a, b, a2]).toEqual(['token-of-A', 'token-of-B', 'token-of-A']);
    expect(tokens.fetches).toBe(2);
    await tokens.forget(SharedTokens.corpKey('wecom', 'A'), 'token-of-A');
    expect(await tokens.get(SharedTokens.corpKey('wecom', 'A'), fetch('new-A'))).toBe('new-A');
    expect(await tokens.get(SharedTokens.corpKey('dingtalk', 'A'), fetch('ding-A'))).toBe('ding-A');
  });
});

describe('in-app purchase calls: roles, tenancy, bad input', () => {
  let corpAdmin: Client;
  let orderOfCorp = 0;

  beforeAll(async () => {
    corpAdmin = (await signIn('wecom', CORPS.wecom[0], 'ZhouGuanli')).client;
    await wecom.market.purchase(CORPS.wecom[0], { editionId: 'FSM-PRO-20-24', editionName: '专业版 20人 2年', headcount: 20, months: 24, priceFen: 1_296_000 });
    orderOfCorp = (await corpAdmin.get('/iap/order/list?state=0')).json.data[0].id;
  });

  it('another enterprise’s order is not found (404), and nothing changes', async () => {
    const demoAdmin = await Client.signIn(app, '13800000001');
    const res = await demoAdmin.post('/iap/order/consume', { id: orderOfCorp });
    expect(res.statusCode).toBe(404);
    expect((await demoAdmin.get('/iap/order/count')).json.data).toBe(0);
    expect((await corpAdmin.get('/iap/order/count?state=0')).json.data).toBe(1);
  });

  it('a role without the right is refused (403); signed out is 401', async () => {
    const dispatcher = await Client.signIn(app, '13800000002');
    expect((await dispatcher.post('/iap/order/consume', { id: orderOfCorp })).statusCode).toBe(403);
    expect((await dispatcher.get('/iap/order/list')).statusCode).toBe(403);
    expect((await new Client(app).get('/iap/skupage')).statusCode).toBe(401);
  });

  it('bad input names the field (400)', async () => {
    for (const id of ['1', -1, 0, 1.5, 1e20]) {
      const res = await corpAdmin.post('/iap/order/consume', { id });
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toContain('请选择订单');
    }
    expect((await corpAdmin.get('/iap/order/list?state=7')).statusCode).toBe(400);
    expect((await corpAdmin.get('/iap/order/count?state=0')).json.data).toBe(1);
  });

  it('the sku page offers the paid edition by headcount and period', async () => {
    const { list } = (await corpAdmin.get('/iap/skupage')).json.data;
    expect(list.length).toBe(18);
    expect(list[0]).toMatchObject({ skuCode: 'FSM-PRO-10-12', headcount: 10, months: 12, price: 3600 });
  });
});

describe('corp tokens shared by two nodes through Redis', () => {
  it('two nodes asking at once fetch the token once; a refused token is refreshed once', async () => {
    const { Redis } = await import('ioredis');
    const { RedisTokenStore, SharedTokens } = await import('@server/modules/app-market/corp-tokens');
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const [a, b] = [new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 }), new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 })];
    try {
      await Promise.all([a.connect(), b.connect()]);
    } catch {
      a.disconnect();
      b.disconnect();
      return; // no Redis here: the in-process store is what runs
    }
    try {
      const key = SharedTokens.corpKey('wecom', `redis-test-${Date.now()}`);
      let fetched = 0;
      const fetcher = async () => {
        fetched++;
        await new Promise((r) => setTimeout(r, 50));
        return { value: `token-${fetched}`, expiresInSeconds: 7200 };
      };
      const [nodeA, nodeB] = [new SharedTokens(new RedisTokenStore(a)), new SharedTokens(new RedisTokenStore(b))];
      const got = await Promise.all([nodeA.get(key, fetcher), nodeB.get(key, fetcher), nodeA.get(key, fetcher), nodeB.get(key, fetcher)]);
      expect(new Set(got)).toEqual(new Set(['token-1']));
      expect(fetched).toBe(1);
      // Both nodes see the host refuse token-1: it is dropped once, and one new token is fetched.
      await Promise.all([nodeA.forget(key, 'token-1'), nodeB.forget(key, 'token-1')]);
      const again = await Promise.all([nodeA.get(key, fetcher), nodeB.get(key, fetcher)]);
      expect(again).toEqual(['token-2', 'token-2']);
      expect(fetched).toBe(2);
      await a.del(key);
    } finally {
      a.disconnect();
      b.disconnect();
    }
  });
});

describe('DING messages (DingTalk)', () => {
  let admin: Client;
  let ep = 0;
  let orderId = 0;
  let unownedOrderId = 0;

  beforeAll(async () => {
    const { sql } = await import('drizzle-orm');
    const { addCustomer, orderTypeId, userIds } = await import('../support/order-fixtures');
    await dingtalk.market.pushTicket();
    expect((await dingtalk.market.install(CORPS.dingtalk[0], CORPS.dingtalk[1])).status).toBe(200);
    admin = (await signIn('dingtalk', CORPS.dingtalk[0], CORPS.dingtalk[1])).client;
    await waitForDeploy(admin);
    ep = (await enterpriseOfCorp('dingtalk', CORPS.dingtalk[0])).enterprise_id!;
    const customerId = await addCustomer(app, ep, { name: 'DING 客户', phone: '075588880001' });
    const templateId = await orderTypeId(app, ep, '默认工单');
    const serviceItemId = Number(
      (await app.db.system.execute<{ id: number }>(sql`insert into service_items (enterprise_id, name) values (${ep}, '电梯维修') returning id`)).rows[0].id,
    );
    const add = () => admin.post('/v2/order/add', { templateId, customerId, serviceItemId, title: '电梯异响', description: '3 号梯', appointmentTime: '2030-06-01 14:00' });
    const first = await add();
    expect(first.statusCode, first.body).toBe(200);
    expect((await add()).statusCode).toBe(200);
    const ids = (await app.db.system.execute<{ id: number }>(sql`select id from orders where enterprise_id = ${ep} order by id`)).rows.map((r) => Number(r.id));
    [orderId, unownedOrderId] = ids;
    const tech = (await userIds(app, ep))['孙技师'];
    await app.db.system.execute(sql`update orders set owner_id = ${tech} where id = ${orderId}`);
    await app.db.system.execute(sql`update orders set owner_id = null where id = ${unownedOrderId}`);
  });

  it('a DING about an order reaches its owner in DingTalk, and is listed and counted', async () => {
    const res = await admin.post('/ding/msg/send', { subjectType: 1, subjectId: orderId, kind: 3, content: '请尽快处理电梯异响' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data).toMatchObject({ receiverName: '孙技师', kind: 3, kindName: '电话', state: 1, stateName: '已发送' });
    expect(dingtalk.market.dings.at(-1)).toMatchObject({ corpId: CORPS.dingtalk[0], creatorId: 'manager001', receiverIds: ['tech001'], kind: 3, text: '请尽快处理电梯异响' });
    expect((await admin.get('/ding/msg/count')).json.data).toBe(1);
    expect((await admin.get('/ding/msg/list')).json.data[0]).toMatchObject({ content: '请尽快处理电梯异响', senderName: '钱经理' });
    expect((await admin.get('/ding/msg/userList')).json.data).toEqual([expect.objectContaining({ name: '孙技师', total: 1 })]);
  });

  it('the host’s refusal is recorded on the DING (502), and counted among the failed', async () => {
    dingtalk.market.failDings(1);
    const res = await admin.post('/ding/msg/send', { subjectType: 1, subjectId: orderId, kind: 1, content: '催办' });
    expect(res.statusCode).toBe(502);
    expect(res.json.message).toContain('system busy');
    expect((await admin.get('/ding/msg/count?state=2')).json.data).toBe(1);
    expect((await admin.get('/ding/msg/list?state=2')).json.data[0]).toMatchObject({ state: 2, stateName: '发送失败' });
  });

  it('the daily limit per sender and kind is kept', async () => {
    const { sql } = await import('drizzle-orm');
    const me = (await admin.get('/v2/sessionUser/info')).json.data.userId ?? (await app.db.system.execute<{ id: number }>(sql`select id from users where enterprise_id = ${ep} and name = '钱经理'`)).rows[0].id;
    const tech = (await app.db.system.execute<{ id: number }>(sql`select id from users where enterprise_id = ${ep} and name = '孙技师'`)).rows[0].id;
    await app.db.system.execute(
      sql`insert into ding_messages (enterprise_id, sender_id, receiver_id, subject_type, subject_id, kind, content, state) select ${ep}, ${me}, ${tech}, 1, ${orderId}, 3, 'x', 1 from generate_series(1, 19)`,
    );
    const before = dingtalk.market.dings.length;
    const res = await admin.post('/ding/msg/send', { subjectType: 1, subjectId: orderId, kind: 3, content: '再催' });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('今天的电话 DING 已达上限（每人每天 20 条）');
    expect(dingtalk.market.dings.length).toBe(before);
  });

  it('refuses what cannot be sent, naming why, and sends nothing', async () => {
    const before = dingtalk.market.dings.length;
    expect((await admin.post('/ding/msg/send', { subjectType: 1, subjectId: unownedOrderId, kind: 1, content: '催' })).json.message).toBe('该工单或事件还没有负责人');
    expect((await admin.post('/ding/msg/send', { subjectType: 1, subjectId: 999_999_999, kind: 1, content: '催' })).statusCode).toBe(404);
    const bad = await admin.post('/ding/msg/send', { subjectType: 1, subjectId: orderId, kind: 9, content: '催' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toContain('kind');
    expect((await admin.post('/ding/msg/send', { subjectType: 1, subjectId: orderId, kind: 1, content: 'x'.repeat(501) })).statusCode).toBe(400);
    // A standalone enterprise has no DingTalk: its order is not DINGed (and is not this enterprise's anyway).
    const demo = await Client.signIn(app, '13800000001');
    expect((await demo.post('/ding/msg/send', { subjectType: 1, subjectId: orderId, kind: 1, content: '催' })).statusCode).toBe(400);
    expect((await demo.get('/ding/msg/count')).json.data).toBe(0);
    expect((await (await Client.signIn(app, '13800000003')).get('/ding/msg/list')).statusCode).toBe(403);
    expect(dingtalk.market.dings.length).toBe(before);
  });

  it('the group panel lists the customer’s open orders with their state and actions', async () => {
    const { sql } = await import('drizzle-orm');
    const customerId = (await app.db.system.execute<{ customer_id: number }>(sql`select customer_id from orders where id = ${orderId}`)).rows[0].customer_id;
    const res = await admin.get(`/coolApp/panel/orders?customerId=${customerId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data.name).toBe('DING 客户');
    expect(res.json.data.orders.map((o: { id: number; actions: string[] }) => [o.id, o.actions])).toEqual([
      [unownedOrderId, ['view']],
      [orderId, ['view', 'ding']],
    ]);
    const demo = await Client.signIn(app, '13800000001');
    expect((await demo.get(`/coolApp/panel/orders?customerId=${customerId}`)).statusCode).toBe(404);
  });
});

describe('DingTalk’s HTTP push (biz_data), the market’s menu entries, and the purge after the retention', () => {
  const corpId = OTHER.dingtalk;
  const FROM = '10.0.43.2';
  let admin: Client;
  let ep = 0;
  const rowsOf = async (enterpriseId: number) => {
    const { sql } = await import('drizzle-orm');
    const r = await app.db.system.execute<{ users: number | string; enterprises: number | string; corps: number | string }>(sql`
      select (select count(*) from users where enterprise_id = ${enterpriseId}) as users,
             (select count(*) from enterprises where id = ${enterpriseId}) as enterprises,
             (select count(*) from host_corps where enterprise_id = ${enterpriseId}) as corps`);
    return Object.fromEntries(Object.entries(r.rows[0]).map(([k, v]) => [k, Number(v)]));
  };
  const menuRoutes = async (client: Client) => {
    const walk = (nodes: { routerName: string; children: unknown[] }[]): string[] => nodes.flatMap((n) => [n.routerName, ...walk(n.children as typeof nodes)]);
    const res = await client.get('/v2/menu/listV2');
    expect(res.statusCode, res.body).toBe(200);
    return walk(res.json.data);
  };

  afterAll(() => dingtalk.market.useHttpPush(false));

  it('the suite ticket and a corp’s authorisation come as biz_data items; the corp gets its enterprise', async () => {
    dingtalk.market.useHttpPush(true);
    const ticket = await dingtalk.market.pushTicket();
    expect(ticket.status, ticket.body).toBe(200);
    const installed = await dingtalk.market.install(corpId, 'outsider');
    expect(installed.status, installed.body).toBe(200);
    const corp = await enterpriseOfCorp('dingtalk', corpId);
    expect(corp).toMatchObject({ state: 1 });
    ep = corp.enterprise_id!;
    admin = (await signIn('dingtalk', corpId, 'outsider', FROM)).client;
    expect(await waitForDeploy(admin)).toMatchObject({ done: true });
  });

  it('a market order comes as a biz_data item (biz_type 17); a refund of an order the app never had is refused', async () => {
    const { orderId, delivery } = await dingtalk.market.purchase(corpId, { editionId: 'FSM-PRO-10-24', editionName: '专业版 10人 2年', headcount: 10, months: 24, priceFen: 648_000 });
    expect(delivery.status, delivery.body).toBe(200);
    const list = (await admin.get('/iap/order/list?pageIndex=0&pageSize=10')).json.data;
    expect(list).toEqual([expect.objectContaining({ orderId, headcount: 10, months: 24, amount: 6480, stateName: '待使用' })]);

    dingtalk.market.orders.push({ ...dingtalk.market.orders.at(-1)!, orderId: 'D-never-pushed' });
    const refused = await dingtalk.market.refund('D-never-pushed');
    expect(refused.status).toBe(400);
    expect((await callbackLog()).at(-1)).toMatchObject({ outcome: 'refused', reason: '未知订单 (D-never-pushed)' });
    expect((await admin.get('/iap/order/count?state=0')).json.data).toBe(1);
  });

  it('an item of another suite’s subscription is refused and changes nothing', async () => {
    const before = await suiteTicketOf('dingtalk');
    const forged = await dingtalk.market.push({
      EventType: 'SYNC_HTTP_PUSH_HIGH',
      bizData: [{ biz_type: 2, biz_id: 'suiteother', subscribe_id: 'suiteother_0', corp_id: corpId, biz_data: JSON.stringify({ syncAction: 'suite_ticket', suiteTicket: 'stolen' }) }],
    });
    expect(forged.status).toBe(400);
    expect(await suiteTicketOf('dingtalk')).toBe(before);
    expect((await callbackLog()).at(-1)).toMatchObject({ outcome: 'refused', reason: '不是本应用的套件 (subscribe_id)' });
  });

  it('the market’s entries are in the menu of a market corp’s administrator only', async () => {
    expect(await menuRoutes(admin)).toEqual(expect.arrayContaining(['/iap', '/coolApp/coolAppPanelGroup', '/dingMessage']));
    const standalone = await menuRoutes(await Client.signIn(app, '13800000011'));
    expect(standalone).not.toContain('/iap');
    expect(standalone).not.toContain('/dingMessage');
  });

  it('org_suite_relieve uninstalls; the purge job deletes the enterprise only past the retention, once', async () => {
    expect((await dingtalk.market.uninstall(corpId)).status).toBe(200);
    expect(await enterpriseOfCorp('dingtalk', corpId)).toMatchObject({ state: 2 });
    const { purgeTickHandler } = await import('@server/modules/app-market/purge.job');
    let now = new Date(Date.now() + 179 * 86_400_000);
    const tick = purgeTickHandler(app.db, app.jobs, () => now);
    const context = { log: app.log, signal: new AbortController().signal };
    await tick.run({} as Parameters<typeof tick.run>[0], context);
    expect(await rowsOf(ep)).toMatchObject({ enterprises: 1, corps: 1 });
    expect((await rowsOf(ep)).users).toBeGreaterThan(0);

    now = new Date(Date.now() + 181 * 86_400_000);
    await tick.run({} as Parameters<typeof tick.run>[0], context);
    expect(await rowsOf(ep)).toEqual({ users: 0, enterprises: 0, corps: 0 });
    expect(await enterpriseOfCorp('dingtalk', corpId)).toMatchObject({ state: 3, enterprise_id: null, permanent_code: '' });
    // Run again: nothing left to do, nothing else touched.
    const { purgeDueCorps } = await import('@server/modules/app-market/purge.job');
    expect(await purgeDueCorps(app.db, now, app.log)).toBe(0);
    expect((await (await Client.signIn(app, '13800000001')).get('/v2/sessionUser/info')).statusCode).toBe(200);
  });

  it('a purged corp that installs again starts a new enterprise', async () => {
    expect((await dingtalk.market.install(corpId, 'outsider')).status).toBe(200);
    const corp = await enterpriseOfCorp('dingtalk', corpId);
    expect(corp).toMatchObject({ state: 1 });
    expect(corp.enterprise_id).toBeGreaterThan(ep);
    expect(await waitForDeploy((await signIn('dingtalk', corpId, 'outsider', FROM)).client)).toMatchObject({ done: true });
  });
});
