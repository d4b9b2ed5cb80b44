import type { FastifyBaseLogger } from 'fastify';
import { CALLBACK_MAX_SKEW_MS, MarketCorpState, type PanelCardAction } from '@domain/app-market/app-market.constants';
import { MarketErrors } from '@domain/app-market/errors';
import { ORDER_OP_NAMES } from '@domain/orders/order.constants';
import type { RoleType } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { activeMappedUser, type CardCallbackRoute } from '../hosts/hosts.public';
import type { quickOrderOperations } from '../orders/orders.public';
import { findUser } from '../users/users.public';
import { logCallback, marketCorp } from './app-market.queries';
import { CallbackRefused } from './callback-crypto';
import { checkCardSign, parseCardPress, type CardPress } from './card-callback';
import type { TokenStore } from './corp-tokens';
import { groupByTrack } from './cool-app-groups.queries';
import { panelCard, panelOrders, subjectOf } from './group-panel.service';

/** DingTalk's answer to the callback: the card's new data for everyone, and a line only the person who pressed sees. */
export interface CardReply {
  cardData: { cardParamMap: Record<string, string> };
  userPrivateData: { cardParamMap: { message: string } };
  cardUpdateOptions: { updateCardDataByKey: true; updatePrivateDataByKey: true };
}

/**
 * The group card's buttons (受理, 接单, 开始服务 on an order of the group's panel), pressed in DingTalk. The
 * callback is verified (our apiSecret's sign, recent, not seen before, a card of a bound group of the
 * installed corp it names) or refused with 400 and logged; then the member who pressed acts as the product's
 * user behind them, with that user's role and data scope, through the order's own operation. The answer
 * carries the card's fresh data and, for that member alone, what happened (done, or the order's refusal).
 */
export class CardActions {
  constructor(
    private readonly db: Database,
    private readonly route: CardCallbackRoute | undefined,
    private readonly seen: TokenStore,
    private readonly run: ReturnType<typeof quickOrderOperations>,
    /** Why the enterprise may not act at all now (as its users' sessions are refused), or null. */
    private readonly serviceRefusal: (enterpriseId: number) => Promise<string | null>,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  async press(headers: { timestamp?: string; sign?: string }, body: unknown): Promise<CardReply> {
    let corpId = '';
    try {
      if (!this.route) throw new CallbackRefused('未配置钉钉群卡片回调');
      checkCardSign(headers, this.route.apiSecret, this.now());
      // DingTalk's sign covers the time only: a sign seen once is spent, whatever body comes with it again.
      if (!(await this.seen.lock(`fsm:market:seen:card:${headers.sign}`, 2 * CALLBACK_MAX_SKEW_MS))) throw new CallbackRefused('重复的回调（重放）');
      const press = parseCardPress(body);
      corpId = press.corpId;
      const reply = await this.act(press);
      await logCallback(this.db.system, { host: 'dingtalk', event: 'card_callback', corpId, outcome: 'accepted', reason: reply.userPrivateData.cardParamMap.message });
      return reply;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn({ corpId, reason }, error instanceof CallbackRefused ? '钉钉群卡片回调已拒绝' : '钉钉群卡片回调处理失败');
      await logCallback(this.db.system, { host: 'dingtalk', event: 'card_callback', corpId, outcome: 'refused', reason });
      throw error;
    }
  }

  private async act(p: CardPress): Promise<CardReply> {
    const corp = await marketCorp(this.db.system, 'dingtalk', p.corpId);
    if (!corp?.enterpriseId || corp.state !== MarketCorpState.installed) throw new CallbackRefused(`未知企业 (${p.corpId.slice(0, 64)})`);
    const enterpriseId = corp.enterpriseId;
    const found = await this.db.tenant(enterpriseId, async (tx) => {
      const group = await groupByTrack(tx, enterpriseId, p.outTrackId);
      if (!group) return null;
      const mapped = await activeMappedUser(tx, enterpriseId, 'dingtalk', p.userId);
      const user = mapped && mapped.status === 1 ? await findUser(tx, enterpriseId, mapped.id) : undefined;
      const panel = await panelOrders(tx, enterpriseId, subjectOf(group)).catch(() => null);
      return { group, user, panel, onPanel: panel?.orders.some((o) => o.id === p.orderId) ?? false };
    });
    if (!found) throw new CallbackRefused(MarketErrors.cardNotFound);
    if (!p.action || !p.orderId) throw new CallbackRefused(MarketErrors.cardActionUnknown);
    const role = (found.user?.currentRole ?? found.user?.roles[0]) as RoleType | undefined;
    const refusal = !found.user || role === undefined ? MarketErrors.cardUserUnknown : !found.onPanel ? MarketErrors.cardOrderNotInPanel : await this.serviceRefusal(enterpriseId);
    const message = refusal ?? (await this.operate({ enterpriseId, userId: found.user!.id, role: role! }, p.orderId, p.action));
    // The panel is read again only when an operation ran: a refusal before it changed nothing on the card.
    const panel = refusal ? found.panel : await this.db.tenant(enterpriseId, (tx) => panelOrders(tx, enterpriseId, subjectOf(found.group))).catch(() => null);
    const card = panelCard(panel);
    return {
      cardData: { cardParamMap: card.params },
      userPrivateData: { cardParamMap: { message } },
      cardUpdateOptions: { updateCardDataByKey: true, updatePrivateDataByKey: true },
    };
  }

  /** The order's own operation as the user; its refusal (role, person, state, data scope) is what they read. */
  private async operate(actor: { enterpriseId: number; userId: number; role: RoleType }, orderId: number, action: PanelCardAction) {
    try {
      const done = await this.run(actor, orderId, action);
      return MarketErrors.cardDone(ORDER_OP_NAMES[action], done.orderNo);
    } catch (error) {
      if (error instanceof AppError) return error.message;
      throw error;
    }
  }
}
