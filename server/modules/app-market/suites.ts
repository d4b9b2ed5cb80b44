import { HostCodeRejected, hostCall, hostError, type HostEnvelope, type HostName } from '../hosts/hosts.public';
import type { SuiteConfig } from './market.config';
import type { TokenFetcher } from './corp-tokens';

const LABELS: Record<HostName, string> = { wecom: '企业微信', dingtalk: '钉钉' };

/** What a corp's authorisation gives: the permanent code, the app's agent in the corp, the installing member. */
export interface Authorisation {
  corpId: string;
  corpName: string;
  permanentCode: string;
  agentId: string;
  adminUserId: string | null;
}

/** A paid market order as the host describes it. */
export interface PaidOrder {
  /** WeCom's order_type (MarketOrderKind); DingTalk's orders are purchases. */
  kind?: number;
  /** The end of the period sold, when the host names it (WeCom's end_time). */
  endsAt?: Date | null;
  orderId: string;
  corpId: string;
  skuCode: string;
  skuName: string;
  headcount: number;
  months: number;
  amountFen: number;
  paidAt: Date;
}

/**
 * A host's third-party suite API: the suite token (asked for with the newest suite ticket), the
 * exchange of a temporary auth code for the corp's permanent code, and the corp token.
 */
export abstract class Suite {
  constructor(readonly config: SuiteConfig) {}

  get host() {
    return this.config.host;
  }

  abstract fetchSuiteToken(ticket: string): ReturnType<TokenFetcher>;
  abstract authorise(suiteToken: string, authCode: string): Promise<Authorisation>;
  abstract fetchCorpToken(suiteToken: string, corpId: string, permanentCode: string): ReturnType<TokenFetcher>;

  /** A suite API call: POST with a body, or GET with the query alone (body undefined). */
  protected async call<T>(suiteToken: string | null, path: string, body: Record<string, unknown> | undefined, query: Record<string, string> = {}): Promise<HostEnvelope & T> {
    const url = new URL(path, this.config.apiBase);
    if (suiteToken) url.searchParams.set('suite_access_token', suiteToken);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return hostCall<HostEnvelope & T>(LABELS[this.host], url, body);
  }

  protected async post<T>(suiteToken: string | null, path: string, body: Record<string, unknown>): Promise<T> {
    const r = await this.call<T>(suiteToken, path, body);
    if (r.errcode) throw hostError(LABELS[this.host], path, r);
    return r;
  }
}

interface TokenReply {
  access_token: string;
  expires_in: number;
}

/** WeCom third-party app (服务商代开发/第三方应用): /cgi-bin/service/*. */
export class WecomSuite extends Suite {
  async fetchSuiteToken(ticket: string) {
    const r = await this.post<{ suite_access_token: string; expires_in: number }>(null, '/cgi-bin/service/get_suite_token', {
      suite_id: this.config.suiteId,
      suite_secret: this.config.secret,
      suite_ticket: ticket,
    });
    return { value: r.suite_access_token, expiresInSeconds: r.expires_in };
  }

  async authorise(suiteToken: string, authCode: string): Promise<Authorisation> {
    const r = await this.post<{
      permanent_code: string;
      auth_corp_info: { corpid: string; corp_name: string };
      auth_info?: { agent?: { agentid: number }[] };
      auth_user_info?: { userid?: string };
    }>(suiteToken, '/cgi-bin/service/get_permanent_code', { auth_code: authCode });
    return {
      corpId: r.auth_corp_info.corpid,
      corpName: r.auth_corp_info.corp_name,
      permanentCode: r.permanent_code,
      agentId: String(r.auth_info?.agent?.[0]?.agentid ?? ''),
      adminUserId: r.auth_user_info?.userid ?? null,
    };
  }

  async fetchCorpToken(suiteToken: string, corpId: string, permanentCode: string) {
    const r = await this.post<TokenReply>(suiteToken, '/cgi-bin/service/get_corp_token', { auth_corpid: corpId, permanent_code: permanentCode });
    return { value: r.access_token, expiresInSeconds: r.expires_in };
  }

  /**
   * Web sign-in of a third-party app (OAuth with the suite id as appid): the code is the suite's, so
   * it is exchanged with the suite token (getuserinfo3rd), which names the member's corp. A visitor
   * who is no corp's member gets an openid: not a colleague, no session.
   */
  async identify(suiteToken: string, code: string): Promise<{ corpId: string; userId: string }> {
    const path = '/cgi-bin/service/auth/getuserinfo3rd';
    const r = await this.call<{ corpid?: string; userid?: string; openid?: string }>(suiteToken, path, undefined, { code });
    if (r.errcode === 40029) throw new HostCodeRejected('企业微信登录码无效或已过期，请重新进入应用');
    if (r.errcode) throw hostError(LABELS.wecom, path, r);
    if (!r.corpid || !r.userid) throw new HostCodeRejected('您不是该企业的成员');
    return { corpId: r.corpid, userId: r.userid };
  }

  /** A paid order (open_order callback names only its id): WeCom's get_order. */
  async order(suiteToken: string, orderId: string): Promise<PaidOrder & { paid: boolean; refunded: boolean }> {
    const r = await this.post<{
      orderid: string;
      order_status: number;
      paid_corpid: string;
      edition_id: string;
      edition_name: string;
      price: number;
      user_count: number;
      order_period: number;
      paid_time: number;
      order_type?: number;
      end_time?: number;
    }>(suiteToken, '/cgi-bin/service/get_order', { orderid: orderId });
    return {
      orderId: r.orderid,
      corpId: r.paid_corpid,
      skuCode: r.edition_id,
      skuName: r.edition_name,
      headcount: r.user_count,
      months: Math.max(1, Math.round((r.order_period / 365) * 12)),
      amountFen: r.price,
      paidAt: new Date(r.paid_time * 1000),
      kind: [0, 1, 2, 3].includes(r.order_type ?? 0) ? (r.order_type ?? 0) : 0,
      endsAt: r.end_time ? new Date(r.end_time * 1000) : null,
      // 1 paid; 0 unpaid, 2 cancelled, 3 expired, 4 refunding, 5 refunded …
      paid: r.order_status === 1,
      refunded: r.order_status === 5,
    };
  }
}

/** DingTalk third-party enterprise app (ISV suite): /service/*. */
export class DingtalkSuite extends Suite {
  async fetchSuiteToken(ticket: string) {
    const r = await this.post<{ suite_access_token: string; expires_in: number }>(null, '/service/get_suite_token', {
      suite_key: this.config.suiteId,
      suite_secret: this.config.secret,
      suite_ticket: ticket,
    });
    return { value: r.suite_access_token, expiresInSeconds: r.expires_in };
  }

  async authorise(suiteToken: string, authCode: string): Promise<Authorisation> {
    const p = await this.post<{ permanent_code: string; auth_corp_info: { corpid: string; corp_name: string } }>(suiteToken, '/service/get_permanent_code', {
      tmp_auth_code: authCode,
    });
    const corpId = p.auth_corp_info.corpid;
    await this.activate(suiteToken, corpId, p.permanent_code);
    const info = await this.post<{ auth_user_info?: { userId?: string }; auth_info?: { agent?: { agentid: number }[] } }>(suiteToken, '/service/get_auth_info', {
      auth_corpid: corpId,
      suite_key: this.config.suiteId,
    });
    return {
      corpId,
      corpName: p.auth_corp_info.corp_name,
      permanentCode: p.permanent_code,
      agentId: String(info.auth_info?.agent?.[0]?.agentid ?? ''),
      adminUserId: info.auth_user_info?.userId ?? null,
    };
  }

  /** Activates the suite in a corp that authorised it (the corp cannot use it before). */
  async activate(suiteToken: string, corpId: string, permanentCode: string) {
    await this.post(suiteToken, '/service/activate_suite', { suite_key: this.config.suiteId, auth_corpid: corpId, permanent_code: permanentCode });
  }

  async fetchCorpToken(suiteToken: string, corpId: string, permanentCode: string) {
    const r = await this.post<TokenReply>(suiteToken, '/service/get_corp_token', { auth_corpid: corpId, permanent_code: permanentCode });
    return { value: r.access_token, expiresInSeconds: r.expires_in };
  }

  // ── In-app goods (应用内购: third-party enterprise apps only), with the buying corp's token ──

  /** DingTalk documents biz_order_id as a Number (15 digits fit a double exactly). */
  private static bizOrderId = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : id);

  private async withCorpToken<T>(corpToken: string, path: string, body: Record<string, unknown>): Promise<T> {
    const r = await this.call<T>(null, path, body, { access_token: corpToken });
    if (r.errcode) throw hostError(LABELS.dingtalk, path, r);
    return r;
  }

  /** The SKU page of the app's in-app goods (/topapi/appstore/internal/skupage/get), opened inside DingTalk. */
  async inAppSkuPage(corpToken: string, goodsCode: string): Promise<string> {
    const r = await this.withCorpToken<{ result?: string }>(corpToken, '/topapi/appstore/internal/skupage/get', { goods_code: goodsCode });
    if (!r.result) throw hostError(LABELS.dingtalk, '/topapi/appstore/internal/skupage/get', { errcode: -1, errmsg: '没有返回页面地址' });
    return r.result;
  }

  /** An in-app goods order as DingTalk keeps it (/topapi/appstore/internal/order/get); null when the corp has none of that id. */
  async inAppOrder(corpToken: string, bizOrderId: string): Promise<InAppOrder | null> {
    const path = '/topapi/appstore/internal/order/get';
    const r = await this.call<{ result?: Record<string, unknown> }>(null, path, { biz_order_id: DingtalkSuite.bizOrderId(bizOrderId) }, { access_token: corpToken });
    if (r.errcode === 40035) return null; // 不合法的参数: the corp has no such order
    if (r.errcode) throw hostError(LABELS.dingtalk, path, r);
    const o = r.result ?? {};
    const num = (k: string) => Number(o[k] ?? NaN);
    return {
      orderId: String(o.biz_order_id ?? ''),
      corpId: String(o.corp_id ?? ''),
      goodsCode: String(o.goods_code ?? ''),
      itemCode: String(o.item_code ?? ''),
      // 3 paid; 0 closed, 4 created (not paid)
      paid: num('status') === 3,
      paidAt: new Date(num('paid_timestamp')),
      endsAt: Number.isFinite(num('end_timestamp')) ? new Date(num('end_timestamp')) : null,
      amountFen: num('total_actual_pay_fee'),
    };
  }

  /**
   * One page (from 1, 20 a page) of the paid in-app goods orders DingTalk still holds unfinished for the corp
   * (/topapi/appstore/internal/unfinishedorder/list): only their ids are taken, each is read back with order/get.
   */
  async unfinishedInAppOrders(corpToken: string, page: number): Promise<{ orderIds: string[]; hasMore: boolean }> {
    const r = await this.withCorpToken<{ result?: { has_more?: boolean; list?: { biz_order_id?: unknown }[] } }>(corpToken, '/topapi/appstore/internal/unfinishedorder/list', {
      page,
      page_size: 20,
    });
    const ids = (r.result?.list ?? []).map((o) => String(o.biz_order_id ?? '')).filter((id) => /^\w{1,64}$/.test(id));
    return { orderIds: ids, hasMore: r.result?.has_more === true };
  }

  /** Tells DingTalk an in-app goods order was delivered (/topapi/appstore/internal/order/finish). */
  async finishInAppOrder(corpToken: string, bizOrderId: string) {
    await this.withCorpToken(corpToken, '/topapi/appstore/internal/order/finish', { biz_order_id: DingtalkSuite.bizOrderId(bizOrderId) });
  }
}

/** An order of the app's in-app goods, as /topapi/appstore/internal/order/get answers it. */
export interface InAppOrder {
  orderId: string;
  corpId: string;
  goodsCode: string;
  itemCode: string;
  paid: boolean;
  paidAt: Date;
  endsAt: Date | null;
  amountFen: number;
}

/** DingTalk's market_buy event carries the order itself. */
export function dingtalkOrder(e: Record<string, unknown>): PaidOrder {
  // The classic event names its fields in PascalCase, the HTTP push's item (biz_type 17) in camelCase.
  const field = (k: string) => e[k] ?? e[k[0].toLowerCase() + k.slice(1)];
  const text = (k: string) => {
    const v = field(k);
    return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
  };
  const num = (k: string) => Number(field(k) ?? NaN);
  const stop = num('ServiceStopTime');
  const paid = Number(field('PaidTime') ?? e.paidtime ?? NaN);
  const months = Number.isFinite(stop) && Number.isFinite(paid) ? Math.max(1, Math.round((stop - paid) / (30.44 * 86_400_000))) : NaN;
  return {
    orderId: text('OrderId'),
    corpId: text('CorpId') || text('buyCorpId'),
    skuCode: text('ItemCode'),
    skuName: text('ItemName'),
    headcount: num('MaxOfPeople'),
    months,
    amountFen: num('PayFee'),
    paidAt: new Date(paid),
  };
}

/** One item of DingTalk's HTTP push (SyncHTTP): a business type and its data, a JSON string. */
export interface PushItem {
  bizType: number;
  bizId: string;
  corpId: string;
  subscribeId: string;
  data: Record<string, unknown>;
}

/** The items of a DingTalk HTTP-push event (`bizData`); an item whose data is not JSON is left out. */
export function pushItems(fields: Record<string, unknown>): PushItem[] {
  const items = Array.isArray(fields.bizData) ? (fields.bizData as Record<string, unknown>[]) : [];
  return items.flatMap((item) => {
    try {
      const data = JSON.parse(String(item.biz_data ?? '')) as unknown;
      if (!data || typeof data !== 'object') return [];
      return [{ bizType: Number(item.biz_type), bizId: String(item.biz_id ?? ''), corpId: String(item.corp_id ?? ''), subscribeId: String(item.subscribe_id ?? ''), data: data as Record<string, unknown> }];
    } catch {
      return [];
    }
  });
}

/** The authorisation an `org_suite_auth` push carries whole (no code to exchange). */
export function pushedAuthorisation(item: PushItem): Authorisation | null {
  const d = item.data as {
    permanent_code?: unknown;
    auth_corp_info?: { corpid?: unknown; corp_name?: unknown };
    auth_user_info?: { userId?: unknown };
    auth_info?: { agent?: { agentid?: unknown }[] };
  };
  const corpId = d.auth_corp_info?.corpid;
  if (typeof d.permanent_code !== 'string' || !d.permanent_code || typeof corpId !== 'string' || !corpId) return null;
  return {
    corpId,
    corpName: String(d.auth_corp_info?.corp_name ?? ''),
    permanentCode: d.permanent_code,
    agentId: String(d.auth_info?.agent?.[0]?.agentid ?? ''),
    adminUserId: typeof d.auth_user_info?.userId === 'string' ? d.auth_user_info.userId : null,
  };
}
