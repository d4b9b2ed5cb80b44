import type { FastifyBaseLogger } from 'fastify';
import {
  CALLBACK_MAX_SKEW_MS,
  changesPlan,
  MarketCorpState,
  MarketOrderKind,
  MarketOrderState,
  skuByCode,
  UNFINISHED_PAGES,
  UNINSTALL_RETENTION_DAYS,
  type MarketOrderStateValue,
} from '@domain/app-market/app-market.constants';
import { MARKET_ACTOR, marketOrderMachine } from '@domain/app-market/market-order.machine';
import type { Database } from '../../db/database';
import type { Bus } from '../../lib/bus';
import type { SessionStore } from '../auth/auth.public';
import { restorePlan, takeBackPurchasedPlan } from '../enterprises/enterprises.public';
import { corpPlatform, HostCallFailed, type HostName, type MarketCorp, type OpenPlatform, type TokenSource } from '../hosts/hosts.public';
import * as q from './app-market.queries';
import { CallbackCrypto, CallbackRefused } from './callback-crypto';
import { SharedTokens, type TokenStore } from './corp-tokens';
import type { MarketConfig } from './market.config';
import { DingtalkSuite, dingtalkOrder, pushedAuthorisation, pushItems, WecomSuite, type Authorisation, type PaidOrder, type PushItem, type Suite } from './suites';

export interface CallbackQuery {
  signature: string;
  timestamp: string;
  nonce: string;
}

interface HostSuite {
  suite: Suite;
  crypto: CallbackCrypto;
}

/** What a decrypted callback says: its event, the corp it is about, and its fields. */
interface CallbackEvent {
  event: string;
  corpId: string;
  fields: Record<string, unknown>;
}

/**
 * Third-party app mode (the WeCom and DingTalk app markets): the suites' callbacks (suite ticket,
 * authorisation, uninstall, authorisation change, purchases), verified and decrypted as the hosts
 * document; the permanent code per corp; a client per corp whose token is that corp's alone.
 */
export class AppMarket {
  private readonly suites: Partial<Record<HostName, HostSuite>> = {};
  private readonly platforms = new Map<string, OpenPlatform>();

  constructor(
    private readonly db: Database,
    readonly config: MarketConfig,
    readonly tokens: SharedTokens,
    private readonly seen: TokenStore,
    private readonly link: { install: (platform: OpenPlatform, admin: import('../hosts/hosts.public').HostUser) => Promise<{ enterpriseId: number }> },
    private readonly sessions: SessionStore,
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    if (config.wecom) this.suites.wecom = { suite: new WecomSuite(config.wecom), crypto: new CallbackCrypto(config.wecom.token, config.wecom.aesKey, config.wecom.suiteId) };
    if (config.dingtalk) {
      this.suites.dingtalk = { suite: new DingtalkSuite(config.dingtalk), crypto: new CallbackCrypto(config.dingtalk.token, config.dingtalk.aesKey, config.dingtalk.suiteId) };
    }
  }

  enabled(host: HostName) {
    return this.suites[host] !== undefined;
  }

  private suiteOf(host: HostName): HostSuite {
    const s = this.suites[host];
    if (!s) throw new CallbackRefused(`未配置${host === 'wecom' ? '企业微信' : '钉钉'}应用市场`);
    return s;
  }

  // ── Callbacks ─────────────────────────────────────────────────────────────

  /** WeCom's URL check (GET with echostr): the decrypted echostr is the answer. */
  async wecomVerifyUrl(query: CallbackQuery & { echostr: string }): Promise<string> {
    return this.guard('wecom', async () => {
      const { crypto } = this.suiteOf('wecom');
      this.checkTime(query.timestamp, 1000);
      const plain = crypto.open({ ...query, encrypted: query.echostr });
      return { event: { event: 'verify_url', corpId: '', fields: {} }, answer: plain };
    });
  }

  /** WeCom's instruction callback: an XML envelope whose <Encrypt> is the event. Answers "success". */
  async wecomCallback(query: CallbackQuery, xml: string): Promise<string> {
    return this.guard('wecom', async () => {
      const { crypto } = this.suiteOf('wecom');
      const encrypted = xmlField(xml, 'Encrypt');
      if (!encrypted) throw new CallbackRefused('缺少 Encrypt');
      this.checkTime(query.timestamp, 1000);
      const plain = crypto.open({ ...query, encrypted });
      await this.checkReplay('wecom', query.signature);
      const fields = xmlFields(plain);
      const event = { event: String(fields.InfoType ?? ''), corpId: String(fields.AuthCorpId ?? fields.PaidCorpId ?? ''), fields };
      if (fields.SuiteId !== this.config.wecom!.suiteId) throw Object.assign(new CallbackRefused('不是本应用的套件 (SuiteId)'), { event });
      await this.handleNaming('wecom', event);
      return { event, answer: 'success' };
    });
  }

  /** DingTalk's callback: JSON {encrypt}; the answer is "success", encrypted and signed. */
  async dingtalkCallback(query: CallbackQuery, encrypted: string) {
    return this.guard('dingtalk', async () => {
      const { crypto } = this.suiteOf('dingtalk');
      this.checkTime(query.timestamp, 1);
      const plain = crypto.open({ ...query, encrypted });
      await this.checkReplay('dingtalk', query.signature);
      let fields: Record<string, unknown>;
      try {
        fields = JSON.parse(plain) as Record<string, unknown>;
      } catch {
        throw new CallbackRefused('消息不是 JSON');
      }
      const event = { event: String(fields.EventType ?? ''), corpId: String(fields.AuthCorpId ?? fields.CorpId ?? fields.buyCorpId ?? ''), fields };
      const suiteKey = fields.SuiteKey ?? fields.TestSuiteKey;
      if (suiteKey !== undefined && suiteKey !== this.config.dingtalk!.suiteId) throw Object.assign(new CallbackRefused('不是本应用的套件 (SuiteKey)'), { event });
      await this.handleNaming('dingtalk', event);
      const timeStamp = String(this.now());
      const nonce = Math.random().toString(36).slice(2, 10);
      const encrypt = crypto.encrypt('success');
      return { event, answer: { msg_signature: crypto.signature(timeStamp, nonce, encrypt), timeStamp, nonce, encrypt } };
    });
  }

  /** Runs one callback: its outcome is logged (refusals too, with the reason); a refusal changes nothing. */
  private async guard<T>(host: HostName, work: () => Promise<{ event: CallbackEvent; answer: T }>): Promise<T> {
    try {
      const { event, answer } = await work();
      await q.logCallback(this.db.system, { host, event: event.event, corpId: event.corpId, outcome: 'accepted', reason: '' });
      return answer;
    } catch (error) {
      const refused = error instanceof CallbackRefused;
      const reason = error instanceof Error ? error.message : String(error);
      const event = (error as { event?: CallbackEvent }).event;
      this.log.warn({ host, event: event?.event, corpId: event?.corpId, reason }, refused ? '应用市场回调已拒绝' : '应用市场回调处理失败');
      await q.logCallback(this.db.system, { host, event: event?.event ?? '', corpId: event?.corpId ?? '', outcome: 'refused', reason });
      throw error;
    }
  }

  /** A timestamp (seconds × unit ms) too far from now is a replay (or a clock the host does not have). */
  private checkTime(timestamp: string, unitMs: number) {
    const at = Number(timestamp) * unitMs;
    if (!/^\d{1,16}$/.test(timestamp) || !Number.isFinite(at)) throw new CallbackRefused('时间戳无效');
    if (Math.abs(this.now() - at) > CALLBACK_MAX_SKEW_MS) throw new CallbackRefused('时间戳过期（疑似重放）');
  }

  /** The same signed message twice within the time window: the second is a replay. */
  private async checkReplay(host: HostName, signature: string) {
    if (!(await this.seen.lock(`fsm:market:seen:${host}:${signature}`, 2 * CALLBACK_MAX_SKEW_MS))) throw new CallbackRefused('重复的回调（重放）');
  }

  /** Handles the event; a refusal carries it, so the log names the event and corp it refused. */
  private async handleNaming(host: HostName, e: CallbackEvent) {
    try {
      await this.handle(host, e);
    } catch (error) {
      throw error instanceof Error ? Object.assign(error, { event: e }) : error;
    }
  }

  private async handle(host: HostName, e: CallbackEvent) {
    const f = e.fields;
    switch (e.event) {
      case 'suite_ticket':
        if (typeof f.SuiteTicket !== 'string' || !f.SuiteTicket) throw new CallbackRefused('缺少 SuiteTicket');
        await q.saveSuiteTicket(this.db.system, host, this.suiteOf(host).suite.config.suiteId, f.SuiteTicket);
        return;
      case 'create_auth': // WeCom
      case 'tmp_auth_code': // DingTalk
        if (typeof f.AuthCode !== 'string' || !f.AuthCode) throw new CallbackRefused('缺少 AuthCode');
        e.corpId = await this.install(host, f.AuthCode);
        return;
      case 'cancel_auth': // WeCom
      case 'suite_relieve': // DingTalk
        await this.uninstall(host, e.corpId);
        return;
      case 'change_auth':
        // The corp changed the app's permissions or visible range: a fresh token carries them.
        if (!(await q.marketCorp(this.db.system, host, e.corpId))) throw new CallbackRefused('未知企业');
        this.platforms.delete(`${host}:${e.corpId}`);
        return;
      case 'open_order': // WeCom: an order was placed (paid later)
        return;
      case 'pay_for_app_success': // WeCom: an order was paid
        await this.recordOrder(host, await this.wecomOrder(String(f.OrderId ?? '')));
        return;
      case 'market_buy': // DingTalk: the order comes with the event
        await this.recordOrder(host, dingtalkOrder(f));
        return;
      case 'change_order': // WeCom: an order was changed (more headcount, another edition) into a new one
        await this.wecomChangeOrder(String(f.PaidCorpId ?? ''), String(f.OldOrderId ?? ''), String(f.NewOrderId ?? ''));
        return;
      case 'refund': // WeCom: an order's refund changed (get_order says whether it went through)
        await this.wecomRefund(String(f.OrderId ?? ''));
        return;
      case 'check_url':
      case 'check_create_suite_url':
      case 'check_update_suite_url':
        return;
      case 'SYNC_HTTP_PUSH_HIGH': // DingTalk's HTTP push: a batch of biz_data items
      case 'SYNC_HTTP_PUSH_MEDIUM':
      case 'sync_http_push_high':
      case 'sync_http_push_medium':
        for (const item of pushItems(f)) await this.handlePushed(e, item);
        return;
      default:
        throw new CallbackRefused(`不处理的事件: ${e.event.slice(0, 64)}`);
    }
  }

  /**
   * One item of DingTalk's HTTP push, as its documentation describes the pushed data: biz_type 2 the
   * suite ticket, 4 a corp's authorisation (org_suite_auth with the permanent code, org_suite_change,
   * org_suite_relieve), 17 a market order (market_buy), 37 an order's service closed by a refund
   * (market_service_close). Every item must be our suite's subscription (`<suiteKey>_0`); other types
   * are not ours to handle and are skipped.
   */
  private async handlePushed(e: CallbackEvent, item: PushItem) {
    const suiteId = this.suiteOf('dingtalk').suite.config.suiteId;
    if (item.subscribeId.split('_')[0] !== suiteId) throw new CallbackRefused('不是本应用的套件 (subscribe_id)');
    const action = String(item.data.syncAction ?? '');
    e.corpId = item.corpId;
    if (item.bizType === 2 && action === 'suite_ticket') {
      if (typeof item.data.suiteTicket !== 'string' || !item.data.suiteTicket) throw new CallbackRefused('缺少 suiteTicket');
      await q.saveSuiteTicket(this.db.system, 'dingtalk', suiteId, item.data.suiteTicket);
    } else if (item.bizType === 4 && action === 'org_suite_auth') {
      const auth = pushedAuthorisation(item);
      if (!auth) throw new CallbackRefused('授权数据不完整');
      const suite = this.suiteOf('dingtalk').suite as DingtalkSuite;
      await suite.activate(await this.suiteToken('dingtalk'), auth.corpId, auth.permanentCode);
      e.corpId = await this.installAuthorised('dingtalk', auth);
    } else if (item.bizType === 4 && action === 'org_suite_relieve') {
      await this.uninstall('dingtalk', item.corpId);
    } else if (item.bizType === 17 && (action === 'market_order' || action === 'market_buy')) {
      // An order of the app's in-app goods names the app (appId) and its main goods; it is read back from DingTalk.
      if (item.data.appId !== undefined || item.data.mainArticleCode !== undefined || item.data.mainGoodsCode !== undefined) {
        await this.recordInAppOrder(item.corpId || String(item.data.corpId ?? ''), String(item.data.orderId ?? ''));
        return;
      }
      const order = dingtalkOrder(item.data);
      await this.recordOrder('dingtalk', { ...order, corpId: order.corpId || item.corpId });
    } else if (item.bizType === 63 && action === 'goods_tryout') {
      // 商品操作: a corp or member opened an item (its free or trial item); any order of it comes as biz_type 17.
      if (String(item.data.suiteId ?? '') !== '' && !(await q.marketCorp(this.db.system, 'dingtalk', item.corpId))) throw new CallbackRefused('未知企业');
      this.log.info({ corpId: item.corpId, goodsCode: String(item.data.goodsCode ?? '').slice(0, 64), itemType: String(item.data.itemType ?? '').slice(0, 32) }, '应用市场：商品开通记录');
    } else if (item.bizType === 37 && action === 'market_service_close') {
      await this.refund('dingtalk', item.corpId, String(item.data.orderId ?? ''));
    } else if (item.bizType === 4 && action === 'org_suite_change') {
      if (!(await q.marketCorp(this.db.system, 'dingtalk', item.corpId))) throw new CallbackRefused('未知企业');
      this.platforms.delete(`dingtalk:${item.corpId}`);
    } else {
      this.log.info({ bizType: item.bizType, action: action.slice(0, 64) }, '应用市场：跳过不处理的推送数据');
    }
  }

  // ── Corps ─────────────────────────────────────────────────────────────────

  private async suiteToken(host: HostName) {
    const { suite } = this.suiteOf(host);
    return this.tokens.get(SharedTokens.suiteKey(host, suite.config.suiteId), async () => {
      const ticket = await q.suiteTicket(this.db.system, host, suite.config.suiteId);
      if (!ticket) throw new HostCallFailed('尚未收到 suite_ticket，请稍后再试');
      return suite.fetchSuiteToken(ticket);
    });
  }

  /** A corp authorised the app: its permanent code kept, its enterprise made by the quick deploy. */
  private async install(host: HostName, authCode: string): Promise<string> {
    const { suite } = this.suiteOf(host);
    return this.installAuthorised(host, await suite.authorise(await this.suiteToken(host), authCode));
  }

  /** The corp's authorisation kept (its permanent code), and its enterprise made or found. */
  private async installAuthorised(host: HostName, auth: Authorisation): Promise<string> {
    await q.saveAuthorisation(this.db.system, host, auth);
    this.platforms.delete(`${host}:${auth.corpId}`);
    const platform = await this.platformOf(host, auth.corpId);
    if (!platform) throw new CallbackRefused('授权未保存');
    const adminId = auth.adminUserId ?? (await platform.directory()).users[0]?.userId;
    if (!adminId) throw new CallbackRefused('授权企业没有可用的管理员');
    const { enterpriseId } = await this.link.install(platform, await platform.user(adminId));
    await q.setCorpEnterprise(this.db.system, host, auth.corpId, enterpriseId);
    this.log.info({ host, corpId: auth.corpId, enterpriseId }, '应用市场：企业已安装');
    return auth.corpId;
  }

  /** The corp removed the app: access ends now (sessions too); its data is kept for the retention. */
  private async uninstall(host: HostName, corpId: string) {
    const purgeAfter = new Date(this.now() + UNINSTALL_RETENTION_DAYS * 86_400_000);
    const corp = await q.markUninstalled(this.db.system, host, corpId, purgeAfter);
    if (!corp) throw new CallbackRefused('未知或已卸载的企业');
    this.platforms.delete(`${host}:${corpId}`);
    const key = SharedTokens.corpKey(host, corpId);
    const token = await this.tokens.peek(key);
    if (token) await this.tokens.forget(key, token);
    if (corp.enterpriseId) await this.sessions.destroyEnterprise(corp.enterpriseId);
    this.log.info({ host, corpId, enterpriseId: corp.enterpriseId, purgeAfter }, '应用市场：企业已卸载，数据保留至 purgeAfter');
  }

  private async wecomOrder(orderId: string) {
    if (!orderId) throw new CallbackRefused('缺少 OrderId');
    const suite = this.suiteOf('wecom').suite as WecomSuite;
    const order = await suite.order(await this.suiteToken('wecom'), orderId);
    if (!order.paid) throw new CallbackRefused('订单未支付');
    return order;
  }

  /** A paid order of a corp that installed the app; a purchase for any other corp is refused. */
  private async recordOrder(host: HostName, o: PaidOrder) {
    const valid =
      o.orderId.length > 0 &&
      o.orderId.length <= 64 &&
      Number.isInteger(o.headcount) &&
      o.headcount > 0 &&
      o.headcount <= 100_000 &&
      Number.isInteger(o.months) &&
      o.months > 0 &&
      o.months <= 120 &&
      Number.isFinite(o.amountFen) &&
      o.amountFen >= 0 &&
      !Number.isNaN(o.paidAt.getTime());
    if (!valid) throw new CallbackRefused('订单内容无效');
    const corp = await q.marketCorp(this.db.system, host, o.corpId);
    if (!corp || !corp.enterpriseId || corp.state !== MarketCorpState.installed) throw new CallbackRefused(`未知企业的订单 (${o.corpId.slice(0, 64)})`);
    const enterpriseId = corp.enterpriseId;
    const added = await this.db.tenant(enterpriseId, (tx) => q.insertOrder(tx, enterpriseId, host, { ...o, skuCode: o.skuCode.slice(0, 64), skuName: o.skuName.slice(0, 100) }));
    if (added) this.bus.publish('enterprise-changed', { enterpriseId });
  }

  // ── DingTalk's in-app goods (应用内购) ──

  /** The installed corp of an enterprise and its token, for the in-app goods calls (DingTalk third-party apps only). */
  private async inAppCorp(corpId: string) {
    const corp = await q.marketCorp(this.db.system, 'dingtalk', corpId);
    if (!corp?.enterpriseId || corp.state !== MarketCorpState.installed) return null;
    const suite = this.suiteOf('dingtalk').suite as DingtalkSuite;
    return { corp, suite, token: () => this.corpToken('dingtalk', corpId, corp.permanentCode).get() };
  }

  /**
   * A paid order of the app's in-app goods (pushed as a market order naming the app): read back from DingTalk,
   * it must be paid, the corp's, of our goods, and an item we sell (its code a SKU's); then recorded like a purchase.
   */
  async recordInAppOrder(corpId: string, orderId: string) {
    if (!orderId || orderId.length > 64) throw new CallbackRefused('缺少 orderId');
    const found = await this.inAppCorp(corpId);
    if (!found) throw new CallbackRefused(`未知企业的订单 (${corpId.slice(0, 64)})`);
    const order = await found.suite.inAppOrder(await found.token(), orderId);
    if (!order || order.corpId !== corpId) throw new CallbackRefused(`该企业没有这笔内购订单 (${orderId})`);
    if (!order.paid) throw new CallbackRefused('内购订单未支付');
    const goods = this.config.dingtalk?.inAppGoodsCode;
    if (!goods || order.goodsCode !== goods) throw new CallbackRefused(`不是本应用的内购商品 (${order.goodsCode.slice(0, 64)})`);
    const sku = skuByCode(order.itemCode);
    if (!sku) throw new CallbackRefused(`未知的内购商品规格 (${order.itemCode.slice(0, 64)})`);
    await this.recordOrder('dingtalk', {
      orderId: order.orderId,
      corpId,
      skuCode: sku.skuCode,
      skuName: sku.name,
      headcount: sku.headcount,
      months: sku.months,
      amountFen: order.amountFen,
      paidAt: order.paidAt,
      kind: MarketOrderKind.inAppGoods,
      endsAt: order.endsAt,
    });
  }

  /** DingTalk's SKU page of the app's in-app goods for an installed corp; null when none are sold (no goods code). */
  async inAppSkuPage(corpId: string): Promise<string | null> {
    const goods = this.config.dingtalk?.inAppGoodsCode;
    const found = goods ? await this.inAppCorp(corpId) : null;
    if (!goods || !found) return null;
    return found.suite.inAppSkuPage(await found.token(), goods);
  }

  /** The ids of the corp's paid in-app goods orders DingTalk holds unfinished (none when the app sells no goods). */
  async unfinishedInAppOrders(corpId: string): Promise<string[]> {
    const found = this.config.dingtalk?.inAppGoodsCode ? await this.inAppCorp(corpId) : null;
    if (!found) return [];
    const ids: string[] = [];
    for (let page = 1, more = true; more && page <= UNFINISHED_PAGES; page++) {
      const r = await found.suite.unfinishedInAppOrders(await found.token(), page);
      ids.push(...r.orderIds);
      more = r.hasMore;
    }
    return ids;
  }

  /** Tells DingTalk an in-app goods order was delivered (used into the plan), so it leaves the unfinished orders. */
  async finishInAppOrder(corpId: string, orderId: string) {
    const found = await this.inAppCorp(corpId);
    if (!found) return;
    await found.suite.finishInAppOrder(await found.token(), orderId);
  }

  /**
   * WeCom changed an order into a new one (change_order: more headcount or another edition, or a new
   * price): the old one, if recorded here and not used, can no longer be used (its period is not in the
   * plan); a used one stays, its period in the plan. The new order is recorded once it is paid (now,
   * or by its pay_for_app_success), and used like any other, as its kind says.
   */
  private async wecomChangeOrder(corpId: string, oldOrderId: string, newOrderId: string) {
    if (!oldOrderId || oldOrderId.length > 64 || !newOrderId || newOrderId.length > 64) throw new CallbackRefused('缺少 OldOrderId 或 NewOrderId');
    const corp = await q.marketCorp(this.db.system, 'wecom', corpId);
    if (!corp?.enterpriseId || corp.state !== MarketCorpState.installed) throw new CallbackRefused(`未知企业的订单 (${corpId.slice(0, 64)})`);
    const suite = this.suiteOf('wecom').suite as WecomSuite;
    const order = await suite.order(await this.suiteToken('wecom'), newOrderId);
    if (order.corpId !== corpId) throw new CallbackRefused('新订单不属于该企业');
    const enterpriseId = corp.enterpriseId;
    await this.db.tenant(enterpriseId, async (tx) => {
      const old = await q.lockHostOrder(tx, enterpriseId, 'wecom', oldOrderId);
      if (old?.state !== MarketOrderState.unused) return;
      enforceMarket(marketOrderMachine.decide({ state: old.state }, MARKET_ACTOR, 'replace'));
      if (!(await q.moveOrder(tx, enterpriseId, old.id, old.state, MarketOrderState.replaced))) throw new CallbackRefused('订单状态已变化');
    });
    if (order.paid) await this.recordOrder('wecom', order);
    else this.bus.publish('enterprise-changed', { enterpriseId });
  }

  private async wecomRefund(orderId: string) {
    if (!orderId) throw new CallbackRefused('缺少 OrderId');
    const suite = this.suiteOf('wecom').suite as WecomSuite;
    const order = await suite.order(await this.suiteToken('wecom'), orderId);
    // Asked for, or turned down: the order stands until WeCom says the money went back.
    if (!order.refunded) return;
    await this.refund('wecom', order.corpId, orderId);
  }

  /**
   * The market refunded an order of a corp (installed or within the retention): it can no longer be
   * used, and a used one's period leaves the plan. The same refund again changes nothing.
   */
  private async refund(host: HostName, corpId: string, orderId: string) {
    if (!orderId || orderId.length > 64) throw new CallbackRefused('缺少 OrderId');
    const corp = await q.marketCorp(this.db.system, host, corpId);
    if (!corp?.enterpriseId) throw new CallbackRefused(`未知企业的订单 (${corpId.slice(0, 64)})`);
    const enterpriseId = corp.enterpriseId;
    const changed = await this.db.tenant(enterpriseId, async (tx) => {
      const order = await q.lockHostOrder(tx, enterpriseId, host, orderId);
      if (!order) throw new CallbackRefused(`未知订单 (${orderId})`);
      const state = order.state as MarketOrderStateValue;
      if (state === MarketOrderState.refunded) return false;
      enforceMarket(marketOrderMachine.decide({ state }, MARKET_ACTOR, 'refund'));
      if (!(await q.moveOrder(tx, enterpriseId, order.id, state, MarketOrderState.refunded))) throw new CallbackRefused('订单状态已变化');
      if (state !== MarketOrderState.consumed) return true;
      // A used change of edition puts back what it replaced; a used purchase or renewal takes its months back.
      if (changesPlan(order.kind) && order.endsAt) await restorePlan(tx, enterpriseId, { headcount: order.priorHeadcount, expiresAt: order.priorExpiresAt });
      else await takeBackPurchasedPlan(tx, enterpriseId, { months: order.months });
      return true;
    });
    // Sessions re-read the plan at once: the gating follows the refund as it followed the purchase.
    if (changed) this.bus.publish('enterprise-changed', { enterpriseId });
    this.log.info({ host, corpId, enterpriseId, orderId, changed }, '应用市场：订单已退款');
  }

  /**
   * The client of an installed corp (undefined when the market never saw it, null when it left):
   * its token comes from the shared cache under that corp's key only.
   */
  async platformOf(host: HostName, corpId: string): Promise<OpenPlatform | null | undefined> {
    if (!this.enabled(host)) return undefined;
    const corp = await q.marketCorp(this.db.system, host, corpId);
    if (!corp) return undefined;
    if (corp.state !== MarketCorpState.installed) return null;
    const cacheKey = `${host}:${corpId}`;
    let platform = this.platforms.get(cacheKey);
    if (!platform) {
      const { apiBase, cardApiBase } = this.suiteOf(host).suite.config;
      platform = corpPlatform(host, { corpId, agentId: corp.agentId, apiBase, cardApiBase }, this.corpToken(host, corpId, corp.permanentCode));
      this.platforms.set(cacheKey, platform);
    }
    return platform;
  }

  /** The token source of one corp: the shared cache under the corp's own key. */
  corpToken(host: HostName, corpId: string, permanentCode: string): TokenSource {
    const key = SharedTokens.corpKey(host, corpId);
    let last: string | undefined;
    return {
      get: async () => {
        last = await this.tokens.get(key, async () => this.suiteOf(host).suite.fetchCorpToken(await this.suiteToken(host), corpId, permanentCode));
        return last;
      },
      forget: () => {
        if (last) void this.tokens.forget(key, last);
      },
    };
  }

  /** The member a WeCom suite code names, with its corp (MarketLink.identify); undefined when WeCom's market is off. */
  async identify(host: HostName, code: string): Promise<{ corpId: string; userId: string } | undefined> {
    if (host !== 'wecom' || !this.enabled('wecom')) return undefined;
    return (this.suiteOf('wecom').suite as WecomSuite).identify(await this.suiteToken('wecom'), code);
  }

  /** For the hosts module's sign-in and messages (MarketLink.resolve). */
  async resolve(host: HostName, corpId: string): Promise<MarketCorp | undefined> {
    const platform = await this.platformOf(host, corpId);
    if (platform === undefined) return undefined;
    if (platform === null) return { state: 'uninstalled' };
    const corp = await q.marketCorp(this.db.system, host, corpId);
    return { state: 'installed', platform, enterpriseId: corp?.enterpriseId ?? null };
  }
}

/** The machine's refusal of the market's own move of an order: the callback is refused (and logged). */
function enforceMarket(verdict: { ok: true } | { ok: false; message: string }) {
  if (!verdict.ok) throw new CallbackRefused(verdict.message);
}

/** One element's text of a flat WeCom XML message (CDATA or plain). */
export function xmlField(xml: string, name: string): string | undefined {
  const m = new RegExp(`<${name}>(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<]*))</${name}>`).exec(xml);
  return m ? (m[1] ?? m[2]) : undefined;
}

/** Every top-level element of a flat WeCom XML message. */
export function xmlFields(xml: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of xml.matchAll(/<([A-Za-z_][\w]*)>(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*))<\/\1>/g)) out[m[1]] = m[2] ?? m[3];
  return out;
}
