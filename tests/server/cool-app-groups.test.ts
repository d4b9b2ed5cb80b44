import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppMarketPaths as P } from '@domain/app-market/app-market.paths';
import { CARD_SIGN_HEADERS, cardCallbackSign } from '@server/modules/app-market/card-callback';
import { startFakeOpenPlatform, type FakeOpenPlatform } from '../../container-mocks/fake-open-platform';
import { buildMarketApp, CALLBACK, CORPS, enterpriseOfCorp, injectInto, marketConfig, marketSignIn, OTHER, SUITES, waitForDeploy } from '../support/market-app';
import { addCustomer, orderTypeId } from '../support/order-fixtures';
import { Client } from '../support/test-app';
import { waitUntil } from '../support/wait-until';

// The DingTalk cool app's group panel: a group chat bound to a customer or a team gets the panel card,
// pushed again (by a durable job, after the order's change commits) when that group's orders change.

const TEMPLATE = 'fsm.panel.card.v1';
const [CORP, ADMIN] = CORPS.dingtalk;
const CUSTOMER_GROUP = 'cidCustomerGroup01==';
const TEAM_GROUP = 'cidTeamGroup01==';
const OTHER_CORP_GROUP = 'cidOtherCorpGroup==';
const CARD_GROUP = 'cidCardButtonsGroup==';
const CARD_CALLBACK = '/api/market/dingtalk/card/callback';
const CARD_SECRET = 'card-callback-secret-0001';

let wecom: FakeOpenPlatform;
let dingtalk: FakeOpenPlatform;
let app: FastifyInstance;
let admin: Client;
let ep = 0;
let customerId = 0;
let teamId = 0;
let addOrder: () => Promise<number>;

beforeAll(async () => {
  [wecom, dingtalk] = await Promise.all([startFakeOpenPlatform('wecom'), startFakeOpenPlatform('dingtalk')]);
  app = await buildMarketApp(
    marketConfig({ wecom, dingtalk }, { MARKET_DINGTALK_PANEL_CARD_TEMPLATE: TEMPLATE, MARKET_DINGTALK_CARD_CALLBACK_URL: `http://app.test${CARD_CALLBACK}`, MARKET_DINGTALK_CARD_API_SECRET: CARD_SECRET }),
    true,
  );
  // DingTalk's card callbacks (a member pressing a card's button) reach the app in process.
  dingtalk.coolApp.deliver = async ({ url, headers, body }) => {
    const res = await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
    return { status: res.statusCode, body: res.body };
  };
  dingtalk.market.connect(SUITES.dingtalk, CALLBACK.dingtalk, injectInto(() => app));
  await dingtalk.market.pushTicket();
  expect((await dingtalk.market.install(CORP, ADMIN)).status).toBe(200);
  admin = (await marketSignIn(app, { wecom, dingtalk }, 'dingtalk', CORP, ADMIN)).client;
  await waitForDeploy(admin);
  ep = (await enterpriseOfCorp(app, 'dingtalk', CORP)).enterprise_id!;
  customerId = await addCustomer(app, ep, { name: '群面板客户', phone: '075588881001' });
  teamId = Number((await app.db.system.execute<{ id: number }>(sql`insert into service_groups (enterprise_id, name) values (${ep}, '电梯一组') returning id`)).rows[0].id);
  const templateId = await orderTypeId(app, ep, '默认工单');
  const serviceItemId = Number((await app.db.system.execute<{ id: number }>(sql`insert into service_items (enterprise_id, name) values (${ep}, '电梯保养') returning id`)).rows[0].id);
  addOrder = async () => {
    const res = await admin.post('/v2/order/add', { templateId, customerId, serviceItemId, title: '电梯保养', description: '群面板', appointmentTime: '2030-06-01 14:00' });
    expect(res.statusCode, res.body).toBe(200);
    return Number((await app.db.system.execute<{ id: number }>(sql`select max(id) as id from orders where enterprise_id = ${ep}`)).rows[0].id);
  };
  dingtalk.coolApp.addGroup(CORP, CUSTOMER_GROUP);
  dingtalk.coolApp.addGroup(CORP, TEAM_GROUP);
  dingtalk.coolApp.addGroup(OTHER.dingtalk, OTHER_CORP_GROUP);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await Promise.all([wecom?.close(), dingtalk?.close()]);
});

const cardOf = (group: string) => dingtalk.coolApp.cardIn(group);
const cardOrders = (group: string) => JSON.parse(cardOf(group)?.params.orders ?? '[]') as { id: number; code: string; state: string; owner: string }[];
const groups = async () => (await admin.get(P.panelGroups)).json.data as { id: number; openConversationId: string; name: string; failure: string; pushedAt: string | null }[];

describe('binding a DingTalk group to a customer or a team', () => {
  it('puts the customer’s panel card in the group, and a new order of the customer refreshes it once committed', async () => {
    const first = await addOrder();
    const res = await admin.post(P.panelBind, { openConversationId: CUSTOMER_GROUP, customerId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data).toMatchObject({ openConversationId: CUSTOMER_GROUP, customerId, teamId: null, name: '群面板客户', failure: '' });
    expect(cardOf(CUSTOMER_GROUP)).toMatchObject({ corpId: CORP, templateId: TEMPLATE, pushes: 1, params: { title: '群面板客户 · 进行中的工单', total: '1' } });
    expect(cardOrders(CUSTOMER_GROUP).map((o) => o.id)).toEqual([first]);

    const panel = await admin.get(`${P.panelOrders}?openConversationId=${encodeURIComponent(CUSTOMER_GROUP)}`);
    expect(panel.statusCode, panel.body).toBe(200);
    expect(panel.json.data).toMatchObject({ name: '群面板客户', customerId, groupId: res.json.data.id });

    const second = await addOrder();
    await waitUntil(() => cardOf(CUSTOMER_GROUP)?.params.total, (total) => total === '2');
    expect(cardOrders(CUSTOMER_GROUP).map((o) => o.id)).toEqual([second, first]);
    expect(cardOf(CUSTOMER_GROUP)!.pushes).toBe(2);
    expect(await groups()).toEqual([expect.objectContaining({ openConversationId: CUSTOMER_GROUP, name: '群面板客户', failure: '' })]);
  });

  it('a team’s group shows the team’s open orders, and only a changed card is pushed again', async () => {
    const res = await admin.post(P.panelBind, { openConversationId: TEAM_GROUP, teamId });
    expect(res.statusCode, res.body).toBe(200);
    expect(cardOf(TEAM_GROUP)).toMatchObject({ params: { title: '电梯一组 · 进行中的工单', total: '0' }, pushes: 1 });
    // An order given to the team outside an operation shows at the next change of the enterprise's orders.
    const forTeam = await addOrder();
    await waitUntil(() => cardOf(CUSTOMER_GROUP)?.params.total, (total) => total === '3');
    expect(cardOf(TEAM_GROUP)!.pushes).toBe(1);
    await app.db.system.execute(sql`update orders set service_group_id = ${teamId} where id = ${forTeam}`);
    await addOrder();
    await waitUntil(() => cardOf(TEAM_GROUP)?.params.total, (total) => total === '1');
    expect(cardOrders(TEAM_GROUP).map((o) => o.id)).toEqual([forTeam]);
    expect(cardOf(TEAM_GROUP)!.pushes).toBe(2);
    expect((await admin.get(`${P.panelOrders}?teamId=${teamId}`)).json.data.orders.map((o: { id: number }) => o.id)).toEqual([forTeam]);
  });

  it('binding the group again moves it to another customer or team, in the same card', async () => {
    const other = await addCustomer(app, ep, { name: '另一位客户', phone: '075588881002' });
    const res = await admin.post(P.panelBind, { openConversationId: TEAM_GROUP, customerId: other });
    expect(res.statusCode, res.body).toBe(200);
    expect(cardOf(TEAM_GROUP)).toMatchObject({ params: { title: '另一位客户 · 进行中的工单', total: '0' }, pushes: 3 });
    expect((await groups()).map((g) => [g.openConversationId, g.name])).toEqual([
      [CUSTOMER_GROUP, '群面板客户'],
      [TEAM_GROUP, '另一位客户'],
    ]);
    expect((await admin.post(P.panelBind, { openConversationId: TEAM_GROUP, teamId })).statusCode).toBe(200);
  });

  it('a refusal of a refresh is kept on the group, and the next change pushes the card again', async () => {
    dingtalk.coolApp.failCards(1);
    await addOrder();
    await waitUntil(groups, (list) => list.some((g) => g.failure.includes('system busy')));
    const total = String(cardOrders(CUSTOMER_GROUP).length + 2);
    await addOrder();
    await waitUntil(groups, (list) => list.every((g) => g.failure === ''));
    expect(cardOf(CUSTOMER_GROUP)!.params.total).toBe(total);
  });

  it('DingTalk refuses a group without the cool app or of another corp: 502, nothing bound', async () => {
    const before = await groups();
    for (const group of [OTHER_CORP_GROUP, 'cidNeverAddedGroup==']) {
      const res = await admin.post(P.panelBind, { openConversationId: group, customerId });
      expect(res.statusCode, res.body).toBe(502);
      expect(res.json.message).toContain('the cool app is not in this group');
      expect(cardOf(group)).toBeUndefined();
    }
    expect(await groups()).toEqual(before);
  });

  it('refuses bad input naming the field, another enterprise’s records, other roles and standalone enterprises; nothing changes', async () => {
    const before = await groups();
    const cards = dingtalk.coolApp.cards.size;
    const bad: [Record<string, unknown>, string][] = [
      [{ openConversationId: 'abc', customerId }, 'openConversationId'],
      [{ openConversationId: 'cid\u0000x', customerId }, 'openConversationId'],
      [{ openConversationId: `cid${'x'.repeat(200)}`, customerId }, 'openConversationId'],
      [{ openConversationId: CUSTOMER_GROUP }, '客户或团队'],
      [{ openConversationId: CUSTOMER_GROUP, customerId, teamId }, '客户或团队'],
      [{ openConversationId: CUSTOMER_GROUP, customerId: -1 }, 'customerId'],
      [{ openConversationId: CUSTOMER_GROUP, customerId: 1e20 }, 'customerId'],
      [{ openConversationId: CUSTOMER_GROUP, teamId: 'x' }, 'teamId'],
    ];
    for (const [body, field] of bad) {
      const res = await admin.post(P.panelBind, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toContain(field);
    }
    // The demo enterprise's customer and group are not this enterprise's.
    const demo = await Client.signIn(app, '13800000001');
    const demoCustomer = Number((await app.db.system.execute<{ id: number }>(sql`select id from customers where enterprise_id <> ${ep} order by id limit 1`)).rows[0].id);
    expect((await admin.post(P.panelBind, { openConversationId: CUSTOMER_GROUP, customerId: demoCustomer })).statusCode).toBe(404);
    expect((await admin.post(P.panelBind, { openConversationId: CUSTOMER_GROUP, teamId: 999_999 })).statusCode).toBe(404);
    const standalone = await demo.post(P.panelBind, { openConversationId: CUSTOMER_GROUP, customerId: demoCustomer });
    expect(standalone.statusCode).toBe(400);
    expect(standalone.json.message).toBe('群控制面板只能在钉钉中使用');
    expect((await demo.post(P.panelUnbind, { id: before[0].id })).statusCode).toBe(404);
    expect((await demo.get(`${P.panelOrders}?openConversationId=${encodeURIComponent(CUSTOMER_GROUP)}`)).statusCode).toBe(404);
    // An engineer neither binds nor lists.
    const engineer = (await marketSignIn(app, { wecom, dingtalk }, 'dingtalk', CORP, 'tech001')).client;
    expect((await engineer.post(P.panelBind, { openConversationId: CUSTOMER_GROUP, customerId })).statusCode).toBe(403);
    expect((await engineer.get(P.panelGroups)).statusCode).toBe(403);
    expect((await admin.get(`${P.panelOrders}?openConversationId=cidUnboundGroup`)).json.message).toBe('该群尚未绑定客户或团队');
    expect((await admin.get(`${P.panelOrders}?customerId=${customerId}&teamId=${teamId}`)).statusCode).toBe(400);
    expect(await groups()).toEqual(before);
    expect(dingtalk.coolApp.cards.size).toBe(cards);
  });

  it('unbinding leaves the card saying so, and the group’s panel asks to be bound again', async () => {
    const [customerGroup] = await groups();
    const res = await admin.post(P.panelUnbind, { id: customerGroup.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(cardOf(CUSTOMER_GROUP)!.params).toMatchObject({ title: '本群已解除与客户或团队的绑定', total: '0' });
    expect((await admin.get(`${P.panelOrders}?openConversationId=${encodeURIComponent(CUSTOMER_GROUP)}`)).statusCode).toBe(404);
    expect((await admin.post(P.panelUnbind, { id: customerGroup.id })).statusCode).toBe(404);
    expect((await groups()).map((g) => g.openConversationId)).toEqual([TEAM_GROUP]);
  });
});

describe("the group card's buttons, pressed in DingTalk", () => {
  type Row = { id: number; code: string; state: string; actions: { id: string; name: string }[] };
  const rowOf = (id: number) => (JSON.parse(cardOf(CARD_GROUP)?.params.orders ?? '[]') as Row[]).find((o) => o.id === id);
  const stateOf = async (id: number) => (await app.db.system.execute<{ state: number }>(sql`select state from orders where id = ${id}`)).rows.map((r) => Number(r.state))[0];
  const lastLog = async () => (await app.db.system.execute<{ outcome: string; reason: string }>(sql`select outcome, reason from market_callback_log where event = 'card_callback' order by id desc limit 1`)).rows[0];
  const send = (headers: Record<string, string>, body: string) => dingtalk.coolApp.deliver({ url: `http://app.test${CARD_CALLBACK}`, headers, body });

  it('acts on the order as the member who pressed, with their role: the owner receives it, another is told why not, the card follows', async () => {
    dingtalk.coolApp.addGroup(CORP, CARD_GROUP);
    expect((await admin.post(P.panelBind, { openConversationId: CARD_GROUP, customerId })).statusCode).toBe(200);
    expect(cardOf(CARD_GROUP)).toMatchObject({ callbackRouteKey: 'fsm_group_panel', callbackType: 'HTTP' });
    expect(dingtalk.coolApp.routes.get(`${CORP}:fsm_group_panel`)).toEqual({ url: `http://app.test${CARD_CALLBACK}`, apiSecret: CARD_SECRET });
    // 孙技师 serves orders; the order goes to him and the card offers 接单.
    const tech = Number((await app.db.system.execute<{ id: number }>(sql`select local_id as id from host_members where enterprise_id = ${ep} and host_id = 'tech001' and kind = 'user'`)).rows[0].id);
    await app.db.system.execute(sql`update users set roles = '{2}', "current_role" = 2 where id = ${tech}`);
    const order = await addOrder();
    expect((await admin.post('/worker/batchDesignate', { ids: [order], ownerId: tech })).json.data.done).toEqual([order]);
    await waitUntil(() => rowOf(order)?.actions, (a) => a?.[0]?.id === 'receive');
    const code = rowOf(order)!.code;

    // The administrator is not its owner: the order machine refuses, only they read why, nothing changes.
    expect((await dingtalk.coolApp.press(cardOf(CARD_GROUP)!.outTrackId, ADMIN, 'receive', { orderId: String(order) })).status).toBe(200);
    expect(cardOf(CARD_GROUP)!.privateData[ADMIN].message).not.toContain('已接单');
    expect(await stateOf(order)).toBe(2);

    // The enterprise's service has ended: its card acts no more than its users' sessions would.
    const ends = (await app.db.system.execute<{ at: Date | null }>(sql`select service_expires_at as at from enterprises where id = ${ep}`)).rows[0].at;
    await app.db.system.execute(sql`update enterprises set service_expires_at = now() - interval '1 day' where id = ${ep}`);
    try {
      await dingtalk.coolApp.press(cardOf(CARD_GROUP)!.outTrackId, 'tech001', 'receive', { orderId: String(order) });
      expect(cardOf(CARD_GROUP)!.privateData.tech001.message).toBe('服务已到期');
      expect(await stateOf(order)).toBe(2);
    } finally {
      await app.db.system.execute(sql`update enterprises set service_expires_at = ${ends} where id = ${ep}`);
    }

    const res = await dingtalk.coolApp.press(cardOf(CARD_GROUP)!.outTrackId, 'tech001', 'receive', { orderId: String(order) });
    expect(res.status, res.body).toBe(200);
    expect(cardOf(CARD_GROUP)!.privateData.tech001).toEqual({ message: `已接单：${code}` });
    expect(rowOf(order)).toMatchObject({ state: '待服务', actions: [{ id: 'appoint', name: '预约', input: 'datetime' }, { id: 'startService', name: '开始服务' }] });
    expect(await stateOf(order)).toBe(3);
    const taken = await app.db.system.execute<{ by: number }>(sql`select take_order_user_id as by from orders where id = ${order}`);
    expect(Number(taken.rows[0].by)).toBe(tech);
    expect(await lastLog()).toMatchObject({ outcome: 'accepted', reason: `已接单：${code}` });

    // An order that is not on this group's panel is not acted on from it.
    const elsewhere = Number((await app.db.system.execute<{ id: number }>(sql`select id from orders where enterprise_id = ${ep} and customer_id <> ${customerId} limit 1`)).rows[0]?.id ?? 999_999);
    await dingtalk.coolApp.press(cardOf(CARD_GROUP)!.outTrackId, 'tech001', 'startService', { orderId: String(elsewhere) });
    expect(cardOf(CARD_GROUP)!.privateData.tech001.message).toBe('该工单不在本群的面板中');
  });

  it('指派 and 预约 take the card’s own input: an engineer chosen in its select, a time picked in its picker, checked as the panel checks them', async () => {
    const outTrackId = cardOf(CARD_GROUP)!.outTrackId;
    const tech = Number((await app.db.system.execute<{ id: number }>(sql`select local_id as id from host_members where enterprise_id = ${ep} and host_id = 'tech001' and kind = 'user'`)).rows[0].id);
    const techName = String((await app.db.system.execute<{ name: string }>(sql`select name from users where id = ${tech}`)).rows[0].name);
    const order = await addOrder();
    await waitUntil(() => rowOf(order)?.actions, (a) => a?.[0]?.id === 'assign');
    expect(rowOf(order)!.actions).toEqual([{ id: 'assign', name: '指派', input: 'engineer' }]);
    // The select offers the enterprise's engineers (active service staff), as 指派 on the page does.
    const engineers = JSON.parse(cardOf(CARD_GROUP)!.params.engineers) as { id: number; name: string }[];
    expect(engineers).toContainEqual({ id: tech, name: techName });
    expect(engineers.map((e) => e.id)).not.toContain(Number((await app.db.system.execute<{ id: number }>(sql`select local_id as id from host_members where enterprise_id = ${ep} and host_id = ${ADMIN} and kind = 'user'`)).rows[0].id));
    const key = cardOf(CARD_GROUP)!.params.engineersKey;
    const code = rowOf(order)!.code;
    const owner = async () => (await app.db.system.execute<{ owner: number | null }>(sql`select owner_id as owner from orders where id = ${order}`)).rows[0].owner;

    // A real select offers only what the card shows.
    await expect(dingtalk.coolApp.choose(outTrackId, ADMIN, 'assign', 'engineers', '不存在的师傅', { orderId: String(order), engineersKey: key })).rejects.toThrow('offers no');
    // Nothing chosen, or an index into a list the card no longer shows: the member is told, nothing changes.
    await dingtalk.coolApp.press(outTrackId, ADMIN, 'assign', { orderId: String(order), engineersKey: key, assign: { index: -1 } });
    expect(cardOf(CARD_GROUP)!.privateData[ADMIN].message).toBe('请选择工程师');
    await dingtalk.coolApp.press(outTrackId, ADMIN, 'assign', { orderId: String(order), engineersKey: 'an-older-list', assign: { index: 0 } });
    expect(cardOf(CARD_GROUP)!.privateData[ADMIN].message).toBe('工程师名单已更新，请重新选择');
    // An engineer may not assign: the order machine refuses as for the page's 指派.
    await dingtalk.coolApp.choose(outTrackId, 'tech001', 'assign', 'engineers', techName, { orderId: String(order), engineersKey: key });
    expect(cardOf(CARD_GROUP)!.privateData.tech001.message).not.toContain('已指派');
    expect(await stateOf(order)).toBe(1);
    expect(await owner()).toBeNull();

    const res = await dingtalk.coolApp.choose(outTrackId, ADMIN, 'assign', 'engineers', techName, { orderId: String(order), engineersKey: key });
    expect(res.status, res.body).toBe(200);
    expect(cardOf(CARD_GROUP)!.privateData[ADMIN].message).toBe(`已指派：${code}`);
    expect(await stateOf(order)).toBe(2);
    expect(Number(await owner())).toBe(tech);
    expect(rowOf(order)).toMatchObject({ state: '待接单', actions: [{ id: 'receive', name: '接单' }] });

    // 预约 on a held order: the picker gives its format only; nothing picked is told; the time is the order's.
    await dingtalk.coolApp.press(outTrackId, 'tech001', 'receive', { orderId: String(order) });
    expect(rowOf(order)!.actions.map((a) => a.id)).toEqual(['appoint', 'startService']);
    await expect(dingtalk.coolApp.pickTime(outTrackId, 'tech001', 'appoint', '2030/07/01 9:30', { orderId: String(order) })).rejects.toThrow('cannot give');
    await dingtalk.coolApp.press(outTrackId, 'tech001', 'appoint', { orderId: String(order), appoint: 'soon' });
    expect(cardOf(CARD_GROUP)!.privateData.tech001.message).toBe('请选择预约时间');
    await dingtalk.coolApp.pickTime(outTrackId, 'tech001', 'appoint', '2030-07-01 09:30', { orderId: String(order) });
    expect(cardOf(CARD_GROUP)!.privateData.tech001.message).toBe(`已预约：${code}`);
    const at = (await app.db.system.execute<{ at: Date }>(sql`select appointment_time as at from orders where id = ${order}`)).rows[0].at;
    expect(new Date(at).toISOString()).toBe('2030-07-01T01:30:00.000Z');
  });

  it('refuses and logs what DingTalk did not send: a replay, a wrong or old signature, a card it never made, another corp; nothing changes', async () => {
    const last = dingtalk.coolApp.lastPress!;
    const logs = async () => Number((await app.db.system.execute<{ n: number }>(sql`select count(*) as n from order_logs where enterprise_id = ${ep}`)).rows[0].n);
    const seen = () => structuredClone({ params: cardOf(CARD_GROUP)!.params, privateData: cardOf(CARD_GROUP)!.privateData });
    const before = { logs: await logs(), card: seen() };
    const replay = await send(last.headers, last.body);
    expect(replay.status).toBe(400);
    expect(await lastLog()).toMatchObject({ outcome: 'refused', reason: '重复的回调（重放）' });

    const body = JSON.parse(last.body) as Record<string, unknown>;
    // Each its own time (a sign is spent once); the body altered under a spent sign is a replay too.
    const now = Date.now();
    const signed = (b: Record<string, unknown>, at: number, secret = CARD_SECRET) => () =>
      send({ 'content-type': 'application/json', [CARD_SIGN_HEADERS.timestamp]: String(at), [CARD_SIGN_HEADERS.sign]: cardCallbackSign(String(at), secret) }, JSON.stringify(b));
    const cases: [() => Promise<{ status: number }>, string][] = [
      [() => send(last.headers, JSON.stringify({ ...body, userId: 'tech002' })), '重复的回调（重放）'],
      [signed(body, now - 1, 'not-our-secret-000000'), '签名无效'],
      [signed(body, now - 10 * 60_000), '时间戳过期（疑似重放）'],
      [signed({ ...body, outTrackId: 'fsm-panel-never-made' }, now - 2), '群卡片不存在或所在的群已解除绑定'],
      [signed({ ...body, corpId: OTHER.dingtalk }, now - 3), `未知企业 (${OTHER.dingtalk})`],
      [signed({ ...body, userId: '' }, now - 4), '回调内容无效: userId'],
      [signed({ ...body, type: 'dataSourceQuery' }, now - 6), '回调内容无效: type'],
      [signed({ ...body, outTrackId: 'x'.repeat(129) }, now - 10), '回调内容无效: outTrackId'],
      [signed({ ...body, content: JSON.stringify({ cardPrivateData: { actionIds: ['receive'], params: { orderId: 1e20 } } }) }, now - 11), '群卡片的按钮无效'],
      [signed({ ...body, content: JSON.stringify({ cardPrivateData: { actionIds: ['receive'], params: { orderId: -3 } } }) }, now - 12), '群卡片的按钮无效'],
      // The robots' scheme (timestamp + "\n" + secret, in headers timestamp/sign) is not how cards are signed.
      [() => send({ 'content-type': 'application/json', timestamp: String(now - 7), sign: cardCallbackSign(`${now - 7}\n${CARD_SECRET}`, CARD_SECRET) }, last.body), '缺少签名 (x-ddpaas-signature-timestamp, x-ddpaas-signature)'],
      [signed({ ...body, content: JSON.stringify({ cardPrivateData: { actionIds: ['deleteOrder'], params: {} } }) }, now - 5), '群卡片的按钮无效'],
      [() => send({ 'content-type': 'application/json' }, last.body), '缺少签名 (x-ddpaas-signature-timestamp, x-ddpaas-signature)'],
    ];
    for (const [sendIt, reason] of cases) {
      expect((await sendIt()).status, reason).toBe(400);
      expect(await lastLog()).toMatchObject({ outcome: 'refused', reason });
    }
    // A NUL byte is refused before the callback is read (the app's guard on every body), naming the field.
    const logged = (await app.db.system.execute<{ n: number }>(sql`select count(*) as n from market_callback_log`)).rows[0].n;
    for (const [b, field] of [[{ ...body, userId: 'tech\u0000001' }, 'userId'], [{ ...body, corpId: `${CORP}\u0000` }, 'corpId']] as const) {
      const res = await signed(b, now - 8 - field.length)();
      expect(res.status).toBe(400);
      expect(res.body).toContain(field);
    }
    expect((await app.db.system.execute<{ n: number }>(sql`select count(*) as n from market_callback_log`)).rows[0].n).toBe(logged);
    expect(await logs()).toBe(before.logs);
    expect(seen()).toEqual(before.card);
    // DingTalk shows the card only to the group's members, and a card without a route calls nowhere.
    await expect(dingtalk.coolApp.press(cardOf(CARD_GROUP)!.outTrackId, 'stranger01', 'receive', {})).rejects.toThrow('not in the card');
    dingtalk.coolApp.cards.set('card-without-route', { ...cardOf(CARD_GROUP)!, outTrackId: 'card-without-route', callbackRouteKey: undefined, privateData: {} });
    await expect(dingtalk.coolApp.press('card-without-route', 'tech001', 'receive', {})).rejects.toThrow('call nowhere');
  });
});

describe('the card callback signature, as DingTalk documents it (互动卡片 › 事件回调 › 回调签名验证)', () => {
  it('is Base64(HMAC-SHA256(apiSecret, the timestamp)): a known answer, computed apart with openssl', () => {
    // printf '%s' 1595925864847 | openssl dgst -sha256 -hmac mySecret -binary | base64
    expect(cardCallbackSign('1595925864847', 'mySecret')).toBe('xnBENZKoYbPiEX7TzjTy35B2Dv4RlEs6ks4/GYlmGOY=');
  });
});
