import type { FastifyBaseLogger } from 'fastify';
import {
  changesPlan,
  MARKET_ORDER_KIND_NAMES,
  MARKET_SKUS,
  MARKET_ORDER_STATE_NAMES,
  MarketOrderKind,
  type MarketOrderKindValue,
  type MarketOrderStateValue,
} from '@domain/app-market/app-market.constants';
import { MarketErrors } from '@domain/app-market/errors';
import { marketOrderMachine, type MarketActor } from '@domain/app-market/market-order.machine';
import type { Database } from '../../db/database';
import { conflict, enforce, notFound } from '../../lib/app-error';
import type { Bus } from '../../lib/bus';
import { applyChangedPlan, applyPurchasedPlan } from '../enterprises/enterprises.public';
import * as q from './app-market.queries';
import type { MarketConfig } from './market.config';

type OrderRow = Awaited<ReturnType<typeof q.listOrders>>[number];

const orderView = (o: OrderRow, actor: MarketActor) => ({
  id: o.id,
  host: o.host,
  orderId: o.orderId,
  skuCode: o.skuCode,
  skuName: o.skuName,
  headcount: o.headcount,
  months: o.months,
  kind: o.kind,
  kindName: MARKET_ORDER_KIND_NAMES[o.kind as MarketOrderKindValue] ?? '',
  endsAt: o.endsAt?.toISOString() ?? null,
  amount: o.amountFen / 100,
  paidAt: o.paidAt.toISOString(),
  state: o.state,
  stateName: MARKET_ORDER_STATE_NAMES[o.state as MarketOrderStateValue] ?? '',
  consumedAt: o.consumedAt?.toISOString() ?? null,
  allowedOperations: marketOrderMachine.allowedOperations({ state: o.state as MarketOrderStateValue }, actor),
});

/** DingTalk's in-app goods (应用内购) as the market service reaches them for a corp. */
export interface InAppGoods {
  inAppSkuPage(corpId: string): Promise<string | null>;
  finishInAppOrder(corpId: string, orderId: string): Promise<void>;
}

/** In-app purchase: what is sold, the orders paid in the market, and their use as the enterprise's plan. */
export class IapService {
  constructor(
    private readonly db: Database,
    private readonly bus: Bus,
    private readonly config: MarketConfig,
    private readonly corpOf: (enterpriseId: number) => Promise<{ host: 'wecom' | 'dingtalk'; corpId: string } | null>,
    private readonly inApp: InAppGoods,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The SKUs (paid edition by headcount and period) and where the enterprise's host sells them: the app's market
   * page, or inside DingTalk the SKU page of the app's in-app goods when it sells them (its page asked of DingTalk
   * each time: the address is DingTalk's to give). Should DingTalk refuse, the market page still sells.
   */
  async skuPage(enterpriseId: number) {
    const corp = await this.corpOf(enterpriseId);
    const host = corp?.host ?? null;
    const suite = host ? this.config[host] : undefined;
    let purchaseUrl = suite?.purchaseUrl ?? null;
    if (corp?.host === 'dingtalk') {
      try {
        purchaseUrl = (await this.inApp.inAppSkuPage(corp.corpId)) ?? purchaseUrl;
      } catch (error) {
        this.log.warn({ err: error, corpId: corp.corpId }, '应用市场：钉钉未给出内购商品页面，改用应用市场页面');
      }
    }
    return {
      host,
      purchaseUrl,
      list: MARKET_SKUS.map((s) => ({ ...s, price: s.priceFen / 100 })),
    };
  }

  list(actor: MarketActor & { enterpriseId: number }, f: { state?: number; pageIndex: number; pageSize: number }) {
    return this.db.tenant(actor.enterpriseId, async (tx) => (await q.listOrders(tx, actor.enterpriseId, f)).map((o) => orderView(o, actor)));
  }

  count(enterpriseId: number, state?: number) {
    return this.db.tenant(enterpriseId, (tx) => q.countOrders(tx, enterpriseId, state));
  }

  /**
   * Turns one unused order into the plan (paid, headcount, expiry) in one transaction; never twice. A
   * purchase or renewal adds its months; more headcount or another edition (WeCom's changed orders)
   * takes the order's headcount and end, keeping what it replaced on the order for a refund.
   */
  async consume(actor: MarketActor & { enterpriseId: number }, id: number) {
    const { enterpriseId } = actor;
    let inAppOrder: { corpId: string; orderId: string } | null = null;
    const plan = await this.db.tenant(enterpriseId, async (tx) => {
      const order = await q.lockOrder(tx, enterpriseId, id);
      if (!order) throw notFound(MarketErrors.orderNotFound);
      if (order.kind === MarketOrderKind.inAppGoods) inAppOrder = { corpId: order.corpId, orderId: order.orderId };
      const verdict = marketOrderMachine.decide({ state: order.state as MarketOrderStateValue }, actor, 'consume');
      enforce(verdict);
      if (changesPlan(order.kind) && order.endsAt) {
        const { plan: changed, prior } = await applyChangedPlan(tx, enterpriseId, { headcount: order.headcount, endsAt: order.endsAt });
        if (!(await q.consumeOrder(tx, enterpriseId, id, actor.userId, prior))) throw conflict(MarketErrors.alreadyConsumed);
        return changed;
      }
      if (!(await q.consumeOrder(tx, enterpriseId, id, actor.userId))) throw conflict(MarketErrors.alreadyConsumed);
      return applyPurchasedPlan(tx, enterpriseId, { headcount: order.headcount, months: order.months });
    });
    // Sessions re-read the plan at once: the gating (free locks, headcount, expiry) follows it.
    this.bus.publish('enterprise-changed', { enterpriseId });
    // An in-app goods order is delivered now: DingTalk is told (order/finish), once the use is committed. A
    // refusal leaves the use as it is (the plan is the enterprise's) and is logged; DingTalk keeps it unfinished.
    const delivered = inAppOrder as { corpId: string; orderId: string } | null;
    if (delivered) {
      await this.inApp.finishInAppOrder(delivered.corpId, delivered.orderId).catch((error: unknown) => {
        this.log.warn({ err: error, ...delivered }, '应用市场：钉钉内购订单未能标记为处理完成');
      });
    }
    return { planType: plan.planType, purchasedHeadcount: plan.purchasedHeadcount, serviceExpiresAt: plan.serviceExpiresAt.toISOString() };
  }
}
