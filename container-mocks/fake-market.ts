// The market side of the fake open platforms: a third-party suite's tickets and tokens, corps
// installing (authorising), uninstalling and paying for the app, each pushed to the app's callback
// URL signed and encrypted as the hosts do (WeCom: XML envelope, seconds; DingTalk: JSON, ms).
import { randomBytes } from 'node:crypto';
import { CallbackCrypto } from '../server/modules/app-market/callback-crypto';
import type { FakeCorp } from './directory';

type FakeHost = 'wecom' | 'dingtalk';

export interface FakeSuite {
  suiteId: string;
  secret: string;
  token: string;
  aesKey: string;
  /** DingTalk: the goods code of the app's in-app goods (应用内购), as made in the developer console. */
  inAppGoodsCode?: string;
}

/** The suites the mock hosts' markets know (as set in the hosts' developer consoles), for the tests that connect them. */
export const MOCK_SUITES: Record<FakeHost, FakeSuite> = {
  wecom: { suiteId: 'wwsuitemock0001', secret: 'wecom-suite-secret', token: 'wecomSuiteToken', aesKey: 'jWmYm7qr5nMoAUwZRjGtBxmz3KA1tkAj3ykkR6q2B2C' },
  dingtalk: { suiteId: 'suitemockdingtalk01', secret: 'ding-suite-secret', token: 'dingSuiteToken', aesKey: '4g5j64qlyl3zvetqxz5jiocdr586fn2zvjpa8zls3ij', inAppGoodsCode: 'DT_GOODS_FSM_INAPP' },
};

/** A callback delivery's answer from the app. */
export interface Delivery {
  status: number;
  body: string;
}

/** How the fake reaches the app: an HTTP POST by default, or the tests' in-process inject. */
export type Deliver = (request: { method: 'GET' | 'POST'; path: string; query: Record<string, string>; body: string; contentType: string }) => Promise<Delivery>;

export interface PushOptions {
  /** Seconds (WeCom) or ms (DingTalk); default now. */
  timestamp?: string;
  /** Sign with this signature instead (a forged callback). */
  signature?: string;
  /** Encrypt for this receiver instead of the suite (another suite's message). */
  receiverId?: string;
  nonce?: string;
}

export interface FakeMarketOrder {
  orderId: string;
  corpId: string;
  editionId: string;
  editionName: string;
  headcount: number;
  months: number;
  priceFen: number;
  paidAt: number;
  /** WeCom's order_status: 1 paid, 5 refunded. */
  status: number;
  /** WeCom's order_type: 0 a purchase, 1 more headcount, 2 a renewal, 3 another edition. */
  orderType: number;
  /** The end of the period sold (ms). */
  endsAt: number;
}

/** DingTalk: an order of the app's in-app goods, as /topapi/appstore/internal/order/get tells it. */
export interface FakeInAppOrder {
  orderId: string;
  corpId: string;
  goodsCode: string;
  itemCode: string;
  /** 3 paid, 0 closed, 4 created (not paid). */
  status: number;
  paidAt: number;
  endsAt: number;
  priceFen: number;
  /** The app said it was delivered (order/finish). */
  finished: boolean;
}

export interface FakeDing {
  corpId: string;
  creatorId: string;
  receiverIds: string[];
  kind: number;
  text: string;
}

export interface FakeMarket {
  /** Sets the suite (as in the host's developer console) and where callbacks go. */
  connect(suite: FakeSuite, callbackPath: string, deliver: Deliver): void;
  /** Pushes a new suite ticket (the hosts do every 10 / 20 minutes). */
  pushTicket(options?: PushOptions): Promise<Delivery>;
  /** An administrator of the corp installs (authorises) the app from the market. */
  install(corpId: string, adminUserId?: string): Promise<Delivery>;
  uninstall(corpId: string, options?: PushOptions): Promise<Delivery>;
  changeAuth(corpId: string): Promise<Delivery>;
  /** The corp pays for an edition in the market; the order is pushed to the app. */
  purchase(corpId: string, order: { editionId: string; editionName: string; headcount: number; months: number; priceFen: number }): Promise<{ orderId: string; delivery: Delivery }>;
  /**
   * The market refunds a paid order: WeCom marks it refunded (get_order) and sends `refund`; DingTalk
   * closes its service with an HTTP-push item (biz_type 37, market_service_close).
   */
  refund(orderId: string): Promise<Delivery>;
  /**
   * WeCom: the corp changes an order (more headcount, another edition) into a new one, paid, ending
   * when `endsAt` says; `change_order` names the old and new orders.
   */
  changeOrder(oldOrderId: string, change: { editionId: string; editionName: string; headcount: number; orderType: 1 | 3; priceFen: number; endsAt: number }): Promise<{ orderId: string; delivery: Delivery }>;
  /** Pushes any event (its plaintext), signed and encrypted unless the options forge it. */
  push(message: Record<string, unknown>, options?: PushOptions): Promise<Delivery>;
  /**
   * DingTalk: the suite's events go as HTTP push (SyncHTTP: `SYNC_HTTP_PUSH_HIGH` with `bizData` items,
   * the authorisation carrying its permanent code, an order as biz_type 17) instead of the classic events.
   */
  useHttpPush(on: boolean): void;
  /**
   * WeCom: the code the suite's web sign-in (OAuth with the suite id as appid) gives the page for a
   * visitor of the corp: single use, 5 minutes, exchanged only with a suite token (getuserinfo3rd).
   */
  mintSuiteCode(corpId: string, userId: string, expiresInMs?: number): string;
  /**
   * DingTalk: the corp pays on the SKU page of the app's in-app goods for one item (its code); the order is
   * pushed as a market order (biz_type 17) naming the app, and kept for internal/order/get.
   */
  buyInApp(
    corpId: string,
    item: { itemCode: string; itemName: string; priceFen: number; months: number; goodsCode?: string },
    /** The push never reaches the app (its status 0): only DingTalk's unfinished orders list it. */
    options?: { pushLost?: boolean },
  ): Promise<{ orderId: string; delivery: Delivery }>;
  inAppOrders: FakeInAppOrder[];
  /** Replays the last delivered callback exactly. */
  replayLast(): Promise<Delivery>;
  orders: FakeMarketOrder[];
  dings: FakeDing[];
  /** The next n DINGs are refused (an outage, the corp's quota). */
  failDings(n: number): void;
  /** Corp tokens issued to the suite, per corp. */
  corpTokenFetches: Map<string, number>;
}

type Reply = { status: number; body: unknown } | null;

/** Builds the market side; `handle` answers the suite API paths (null when the path is not the market's). */
export function createFakeMarket(host: FakeHost, corps: FakeCorp[], issueToken: (corp: FakeCorp) => string, selfUrl: () => string) {
  let suite: FakeSuite | undefined;
  let path = '';
  let deliver: Deliver | undefined;
  let ticket: string | undefined;
  let last: Parameters<Deliver>[0] | undefined;
  let dingFailures = 0;
  const suiteTokens = new Set<string>();
  const authCodes = new Map<string, { corp: FakeCorp; adminUserId: string }>();
  const suiteCodes = new Map<string, { corp: FakeCorp; userId: string; expiresAt: number }>();
  const permanent = new Map<string, string>();
  const corpTokenFetches = new Map<string, number>();
  const orders: FakeMarketOrder[] = [];
  const dings: FakeDing[] = [];
  const inAppOrders: FakeInAppOrder[] = [];
  /** Corp tokens the suite was given (get_corp_token): the in-app goods APIs take no other (an in-house app's) token. */
  const suiteCorpTokens = new Set<string>();
  const id = () => randomBytes(12).toString('hex');
  const corpOf = (corpId: unknown) => corps.find((c) => c.corpId === corpId);
  const wecom = host === 'wecom';
  const newOrderId = () => `${wecom ? 'N' : 'D'}${Date.now()}${id().slice(0, 6)}`;

  async function push(message: Record<string, unknown>, options: PushOptions = {}): Promise<Delivery> {
    if (!suite || !deliver) throw new Error('fake market: connect() first');
    const crypto = new CallbackCrypto(suite.token, suite.aesKey, options.receiverId ?? suite.suiteId);
    const plain = wecom
      ? `<xml>${Object.entries(message)
          .map(([k, v]) => (typeof v === 'number' ? `<${k}>${v}</${k}>` : `<${k}><![CDATA[${String(v)}]]></${k}>`))
          .join('')}</xml>`
      : JSON.stringify(message);
    const encrypted = crypto.encrypt(plain);
    const timestamp = options.timestamp ?? String(wecom ? Math.floor(Date.now() / 1000) : Date.now());
    const nonce = options.nonce ?? id().slice(0, 10);
    const signature = options.signature ?? crypto.signature(timestamp, nonce, encrypted);
    last = wecom
      ? {
          method: 'POST',
          path,
          query: { msg_signature: signature, timestamp, nonce },
          body: `<xml><ToUserName><![CDATA[${suite.suiteId}]]></ToUserName><Encrypt><![CDATA[${encrypted}]]></Encrypt><AgentID><![CDATA[]]></AgentID></xml>`,
          contentType: 'text/xml',
        }
      : { method: 'POST', path, query: { signature, timestamp, nonce }, body: JSON.stringify({ encrypt: encrypted }), contentType: 'application/json' };
    return deliver(last);
  }

  const stamp = () => (wecom ? Math.floor(Date.now() / 1000) : Date.now());
  let httpPush = false;
  /** One DingTalk HTTP-push delivery of biz_data items of the suite's subscription. */
  const pushBizData = (corpId: string, bizType: number, bizId: string, data: Record<string, unknown>, options?: PushOptions) =>
    push(
      {
        EventType: 'SYNC_HTTP_PUSH_HIGH',
        bizData: [{ gmt_create: Date.now(), biz_type: bizType, open_cursor: 0, subscribe_id: `${suite!.suiteId}_0`, id: Date.now(), gmt_modified: Date.now(), biz_id: bizId, biz_data: JSON.stringify(data), corp_id: corpId, status: 0 }],
      },
      options,
    );
  const suiteField = (): Record<string, string> => ({ [wecom ? 'SuiteId' : 'SuiteKey']: suite!.suiteId });

  const market: FakeMarket = {
    connect(s, callbackPath, d) {
      suite = s;
      path = callbackPath;
      deliver = d;
    },
    useHttpPush(on) {
      httpPush = on && !wecom;
    },
    pushTicket(options) {
      ticket = id();
      if (httpPush) return pushBizData(corps[0].corpId, 2, suite!.suiteId, { syncAction: 'suite_ticket', suiteTicket: ticket, syncSeq: id() }, options);
      return push({ ...suiteField(), [wecom ? 'InfoType' : 'EventType']: 'suite_ticket', TimeStamp: stamp(), SuiteTicket: ticket }, options);
    },
    install(corpId, adminUserId) {
      const corp = corpOf(corpId);
      if (!corp) throw new Error(`unknown corp ${corpId}`);
      const admin = adminUserId ?? corp.users[0].userId;
      if (httpPush) {
        // The push carries the authorisation whole: no code to exchange.
        const permanentCode = id();
        permanent.set(corpId, permanentCode);
        adminOf.set(corpId, admin);
        return pushBizData(corpId, 4, suite!.suiteId, {
          syncAction: 'org_suite_auth',
          permanent_code: permanentCode,
          auth_corp_info: { corpid: corpId, corp_name: corp.name },
          auth_user_info: { userId: admin },
          auth_info: { agent: [{ agentid: Number(corp.agentId), agent_name: '服务工单' }] },
        });
      }
      const code = id();
      authCodes.set(code, { corp, adminUserId: admin });
      return push({ ...suiteField(), [wecom ? 'InfoType' : 'EventType']: wecom ? 'create_auth' : 'tmp_auth_code', TimeStamp: stamp(), AuthCode: code, ...(wecom ? {} : { AuthCorpId: corpId }) });
    },
    uninstall(corpId, options) {
      if (httpPush) return pushBizData(corpId, 4, suite!.suiteId, { syncAction: 'org_suite_relieve' }, options);
      return push({ ...suiteField(), [wecom ? 'InfoType' : 'EventType']: wecom ? 'cancel_auth' : 'suite_relieve', TimeStamp: stamp(), AuthCorpId: corpId }, options);
    },
    changeAuth(corpId) {
      return push({ ...suiteField(), [wecom ? 'InfoType' : 'EventType']: 'change_auth', TimeStamp: stamp(), AuthCorpId: corpId });
    },
    async purchase(corpId, o) {
      const paidAt = Date.now();
      const serviceStopTime = paidAt + o.months * 30.44 * 86_400_000;
      const order: FakeMarketOrder = { orderId: newOrderId(), corpId, ...o, paidAt, status: 1, orderType: 0, endsAt: serviceStopTime };
      orders.push(order);
      if (httpPush) {
        const delivery = await pushBizData(corpId, 17, order.orderId, {
          syncAction: 'market_buy',
          orderId: order.orderId,
          buyCorpId: corpId,
          suiteKey: suite!.suiteId,
          goodsCode: 'FSM',
          itemCode: o.editionId,
          itemName: o.editionName,
          maxOfPeople: o.headcount,
          minOfPeople: 1,
          payFee: o.priceFen,
          paidtime: order.paidAt,
          serviceStopTime,
        });
        return { orderId: order.orderId, delivery };
      }
      const delivery = wecom
        ? await push({ SuiteId: suite!.suiteId, InfoType: 'pay_for_app_success', TimeStamp: stamp(), PaidCorpId: corpId, OrderId: order.orderId })
        : await push({
            EventType: 'market_buy',
            SuiteKey: suite!.suiteId,
            CorpId: corpId,
            OrderId: order.orderId,
            ItemCode: o.editionId,
            ItemName: o.editionName,
            MaxOfPeople: o.headcount,
            MinOfPeople: 1,
            PayFee: o.priceFen,
            PaidTime: order.paidAt,
            ServiceStopTime: serviceStopTime,
          });
      return { orderId: order.orderId, delivery };
    },
    refund(orderId) {
      const order = orders.find((o) => o.orderId === orderId);
      if (!order) throw new Error(`unknown order ${orderId}`);
      order.status = 5;
      if (wecom) return push({ SuiteId: suite!.suiteId, InfoType: 'refund', TimeStamp: stamp(), PaidCorpId: order.corpId, OrderId: orderId });
      return pushBizData(order.corpId, 37, orderId, { syncAction: 'market_service_close', orderId, corpId: order.corpId, itemCode: order.editionId, serviceStopTime: Date.now() });
    },
    async changeOrder(oldOrderId, change) {
      const old = orders.find((o) => o.orderId === oldOrderId);
      if (!old || !wecom) throw new Error(`unknown WeCom order ${oldOrderId}`);
      const paidAt = Date.now();
      const months = Math.max(1, Math.round((change.endsAt - paidAt) / (30.44 * 86_400_000)));
      const order: FakeMarketOrder = { orderId: newOrderId(), corpId: old.corpId, ...change, months, paidAt, status: 1 };
      orders.push(order);
      const delivery = await push({ SuiteId: suite!.suiteId, InfoType: 'change_order', TimeStamp: stamp(), PaidCorpId: old.corpId, OldOrderId: oldOrderId, NewOrderId: order.orderId });
      return { orderId: order.orderId, delivery };
    },
    push,
    mintSuiteCode(corpId, userId, expiresInMs = 5 * 60_000) {
      const corp = corpOf(corpId);
      if (!corp) throw new Error(`unknown corp ${corpId}`);
      const code = id();
      suiteCodes.set(code, { corp, userId, expiresAt: Date.now() + expiresInMs });
      return code;
    },
    async buyInApp(corpId, item, options = {}) {
      const paidAt = Date.now();
      const order: FakeInAppOrder = {
        // DingTalk's order numbers: 15 digits.
        orderId: `3${String(paidAt).slice(-8)}${String(inAppOrders.length).padStart(6, '0')}`,
        corpId,
        goodsCode: item.goodsCode ?? suite?.inAppGoodsCode ?? '',
        itemCode: item.itemCode,
        status: 3,
        paidAt,
        endsAt: paidAt + item.months * 30.44 * 86_400_000,
        priceFen: item.priceFen,
        finished: false,
      };
      inAppOrders.push(order);
      if (options.pushLost) return { orderId: order.orderId, delivery: { status: 0, body: '' } };
      // Market orders go by SyncHTTP (or Stream) only; an in-app goods order names the app and its main goods.
      const delivery = await pushBizData(corpId, 17, order.orderId, {
        syncAction: 'market_order',
        orderId: order.orderId,
        suiteKey: suite!.suiteId,
        corpId,
        goodsCode: order.goodsCode,
        itemCode: item.itemCode,
        itemName: item.itemName,
        payFee: item.priceFen,
        paidtime: paidAt,
        serviceStopTime: order.endsAt,
        appId: 299011,
        mainArticleCode: 'FSM',
        mainArticleName: '服务工单',
        orderType: 'BUY',
      });
      return { orderId: order.orderId, delivery };
    },
    inAppOrders,
    replayLast() {
      if (!last || !deliver) throw new Error('nothing delivered yet');
      return deliver(last);
    },
    orders,
    dings,
    failDings(n) {
      dingFailures = n;
    },
    corpTokenFetches,
  };

  const ok = (body: Record<string, unknown>): Reply => ({ status: 200, body: { errcode: 0, errmsg: 'ok', ...body } });
  const err = (errcode: number, errmsg: string): Reply => ({ status: 200, body: { errcode, errmsg } });

  /** The suite API (WeCom /cgi-bin/service/*, DingTalk /service/*). */
  function handle(pathname: string, query: URLSearchParams, body: Record<string, unknown>): Reply {
    const base = wecom ? '/cgi-bin/service/' : '/service/';
    if (!pathname.startsWith(base)) return null;
    const call = pathname.slice(base.length);
    if (call === 'get_suite_token') {
      const suiteId = wecom ? body.suite_id : body.suite_key;
      if (!suite || suiteId !== suite.suiteId || body.suite_secret !== suite.secret) return err(40013, 'invalid suite');
      if (!ticket || body.suite_ticket !== ticket) return err(40085, 'invalid suite_ticket');
      const token = id();
      suiteTokens.add(token);
      return ok({ suite_access_token: token, expires_in: 7200 });
    }
    if (!suiteTokens.has(query.get('suite_access_token') ?? '')) return err(42009, 'suite_access_token expired');
    switch (call) {
      case 'get_permanent_code': {
        const hit = authCodes.get(String(wecom ? body.auth_code : body.tmp_auth_code));
        if (!hit) return err(40078, 'invalid auth_code');
        authCodes.delete(String(wecom ? body.auth_code : body.tmp_auth_code));
        const code = id();
        permanent.set(hit.corp.corpId, code);
        adminOf.set(hit.corp.corpId, hit.adminUserId);
        const corpInfo = { auth_corp_info: { corpid: hit.corp.corpId, corp_name: hit.corp.name } };
        return wecom
          ? ok({ permanent_code: code, ...corpInfo, auth_info: { agent: [{ agentid: Number(hit.corp.agentId), name: '服务工单' }] }, auth_user_info: { userid: hit.adminUserId } })
          : ok({ permanent_code: code, ...corpInfo });
      }
      case 'activate_suite':
        return permanent.get(String(body.auth_corpid)) === body.permanent_code ? ok({}) : err(41026, 'invalid permanent_code');
      case 'get_auth_info': {
        const corp = corpOf(body.auth_corpid);
        if (!corp || !permanent.has(corp.corpId)) return err(41027, 'corp not authorised');
        return ok({ auth_corp_info: { corpid: corp.corpId, corp_name: corp.name }, auth_user_info: { userId: adminOf.get(corp.corpId) }, auth_info: { agent: [{ agentid: Number(corp.agentId) }] } });
      }
      case 'get_corp_token': {
        const corp = corpOf(body.auth_corpid);
        if (!corp || !permanent.get(corp.corpId) || permanent.get(corp.corpId) !== body.permanent_code) return err(40084, 'invalid permanent_code');
        corpTokenFetches.set(corp.corpId, (corpTokenFetches.get(corp.corpId) ?? 0) + 1);
        const token = issueToken(corp);
        suiteCorpTokens.add(token);
        return ok({ access_token: token, expires_in: 7200 });
      }
      case 'auth/getuserinfo3rd': {
        if (!wecom) break;
        const code = query.get('code') ?? '';
        const hit = suiteCodes.get(code);
        suiteCodes.delete(code);
        if (!hit || hit.expiresAt < Date.now()) return err(40029, 'invalid code');
        // Not a member of the corp: an openid only; a corp that has not authorised the suite: a ciphertext userid.
        if (!hit.corp.users.some((u) => u.userId === hit.userId)) return ok({ openid: `o${id()}` });
        const userid = permanent.has(hit.corp.corpId) ? hit.userId : `wo${id()}`;
        return ok({ corpid: hit.corp.corpId, userid, open_userid: `wo${hit.userId}` });
      }
      case 'get_order': {
        const o = orders.find((x) => x.orderId === body.orderid);
        if (!o) return err(60301, 'invalid orderid');
        return ok({
          orderid: o.orderId,
          order_status: o.status,
          paid_corpid: o.corpId,
          edition_id: o.editionId,
          edition_name: o.editionName,
          price: o.priceFen,
          user_count: o.headcount,
          order_period: Math.round((o.months / 12) * 365),
          paid_time: Math.floor(o.paidAt / 1000),
          order_type: o.orderType,
          begin_time: Math.floor(o.paidAt / 1000),
          end_time: Math.floor(o.endsAt / 1000),
        });
      }
    }
    return { status: 404, body: { errcode: 404, errmsg: 'not found' } };
  }
  const adminOf = new Map<string, string>();

  /** DingTalk /topapi/ding/create with a corp token. */
  function ding(corp: FakeCorp, body: Record<string, unknown>): Record<string, unknown> {
    if (dingFailures > 0) {
      dingFailures--;
      return { errcode: -1, errmsg: 'system busy' };
    }
    const receivers = String(body.receiver_userids ?? '').split(',').filter(Boolean);
    const members = new Set(corp.users.map((u) => u.userId));
    if (!members.has(String(body.creator_userid)) || receivers.length === 0 || receivers.some((r) => !members.has(r))) return { errcode: 60121, errmsg: '找不到该用户' };
    if (![1, 2, 3].includes(Number(body.remind_type))) return { errcode: 40035, errmsg: '不合法的参数：remind_type' };
    dings.push({ corpId: corp.corpId, creatorId: String(body.creator_userid), receiverIds: receivers, kind: Number(body.remind_type), text: String(body.text_content ?? '') });
    return { errcode: 0, errmsg: 'ok', result: { open_ding_id: id() } };
  }

  /**
   * DingTalk's in-app goods API (/topapi/appstore/internal/*) for a corp's token, refusing what DingTalk refuses:
   * a token that is not the suite's (in-house apps cannot call it), goods that are not the suite's, an order
   * of another corp or none, finishing an order not paid.
   */
  function inApp(corp: FakeCorp, token: string, pathname: string, body: Record<string, unknown>): Record<string, unknown> | null {
    const call = pathname.replace(/^\/topapi\/appstore\/internal\//, '');
    if (call === pathname) return null;
    if (!suiteCorpTokens.has(token)) return { errcode: 71006, errmsg: '企业内部应用不支持应用内购接口' };
    const orderOf = () => inAppOrders.find((o) => o.orderId === String(body.biz_order_id ?? '') && o.corpId === corp.corpId);
    switch (call) {
      case 'skupage/get':
        if (!suite?.inAppGoodsCode || body.goods_code !== suite.inAppGoodsCode) return { errcode: 40035, errmsg: '不合法的参数: goods_code' };
        return { errcode: 0, errmsg: 'ok', result: `${selfUrl()}/__mock/host?inAppGoods=${encodeURIComponent(suite.inAppGoodsCode)}&corpId=${encodeURIComponent(corp.corpId)}` };
      case 'order/get': {
        const o = orderOf();
        if (!o) return { errcode: 40035, errmsg: '不合法的参数: biz_order_id' };
        return {
          errcode: 0,
          errmsg: 'ok',
          result: {
            biz_order_id: Number(o.orderId),
            corp_id: o.corpId,
            goods_code: o.goodsCode,
            item_code: o.itemCode,
            status: o.status,
            create_timestamp: o.paidAt,
            paid_timestamp: o.paidAt,
            start_timestamp: o.paidAt,
            end_timestamp: o.endsAt,
            total_actual_pay_fee: o.priceFen,
          },
        };
      }
      case 'unfinishedorder/list': {
        // Paid and not finished, of the suite's goods, for the token's corp; pages from 1.
        const page = Number(body.page);
        const size = Number(body.page_size);
        if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > 100) return { errcode: 40035, errmsg: '不合法的参数: page' };
        const open = inAppOrders.filter((o) => o.corpId === corp.corpId && o.status === 3 && !o.finished && o.goodsCode === suite?.inAppGoodsCode);
        const list = open.slice((page - 1) * size, page * size).map((o) => ({ biz_order_id: Number(o.orderId), goods_code: o.goodsCode, item_code: o.itemCode, paid_timestamp: o.paidAt }));
        return { errcode: 0, errmsg: 'ok', result: { has_more: page * size < open.length, list } };
      }
      case 'order/finish': {
        const o = orderOf();
        if (!o) return { errcode: 40035, errmsg: '不合法的参数: biz_order_id' };
        if (o.status !== 3) return { errcode: 40035, errmsg: '订单未支付' };
        o.finished = true;
        return { errcode: 0, errmsg: 'ok' };
      }
    }
    return { errcode: 404, errmsg: 'not found' };
  }

  /** The connected suite's id (WeCom's OAuth names it as appid for the suite's web sign-in). */
  const suiteId = () => suite?.suiteId;

  return { market, handle, ding, suiteId, inApp };
}

/** The fake's callbacks delivered over HTTP to a running app. */
export const httpDeliver =
  (origin: string): Deliver =>
  async ({ method, path, query, body, contentType }) => {
    const url = new URL(path, origin);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const res = await fetch(url, { method, headers: { 'content-type': contentType }, body: method === 'POST' ? body : undefined });
    return { status: res.status, body: await res.text() };
  };
