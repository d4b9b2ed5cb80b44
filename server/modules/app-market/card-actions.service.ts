import type { FastifyBaseLogger } from 'fastify';
import { CALLBACK_MAX_SKEW_MS, MarketCorpState, PANEL_CARD_LABELS, type PanelCardAction } from '@domain/app-market/app-market.constants';
import { MarketErrors } from '@domain/app-market/errors';
import { parseClientTime } from '@domain/format/client-time';
import type { RoleType } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { activeMappedUser, type CardCallbackRoute } from '../hosts/hosts.public';
import type { QuickOperation, quickOrderOperations } from '../orders/orders.public';
import { findUser } from '../users/users.public';
import { logCallback, marketCorp } from './app-market.queries';
import { CallbackRefused } from './callback-crypto';
import { checkCardSign, parseCardPress, type CardPress } from './card-callback';
import type { TokenStore } from './corp-tokens';
import { groupByTrack } from './cool-app-groups.queries';
import { engineersKey, panelCard, panelEngineers, panelOrders, subjectOf, type PanelEngineers } from './group-panel.service';

/** DingTalk's answer to the callback: the card's new data for everyone, and a line only the person who pressed sees. */
export interface CardReply {
  cardData: { cardParamMap: Record<string, string> };
  userPrivateData: { cardParamMap: { message: string } };
  cardUpdateOptions: { updateCardDataByKey: true; updatePrivateDataByKey: true };
}

/**
 * The group card's buttons (受理, 指派, 接单, 预约, 开始服务 on an order of the group's panel), pressed in DingTalk. The
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
      const engineers = await panelEngineers(tx, enterpriseId);
      return { group, user, panel, engineers, onPanel: panel?.orders.some((o) => o.id === p.orderId) ?? false };
    });
    if (!found) throw new CallbackRefused(MarketErrors.cardNotFound);
    if (!p.action || !p.orderId) throw new CallbackRefused(MarketErrors.cardActionUnknown);
    const role = (found.user?.currentRole ?? found.user?.roles[0]) as RoleType | undefined;
    const refusal = !found.user || role === undefined ? MarketErrors.cardUserUnknown : !found.onPanel ? MarketErrors.cardOrderNotInPanel : await this.serviceRefusal(enterpriseId);
    const operation = refusal ?? quickOperation(p.action, p, found.engineers);
    const message = typeof operation === 'string' ? operation : await this.operate({ enterpriseId, userId: found.user!.id, role: role! }, p.orderId, operation);
    // The panel is read again only when an operation ran: a refusal before it changed nothing on the card.
    const ran = typeof operation !== 'string';
    const { panel, engineers } = ran ? await this.db.tenant(enterpriseId, async (tx) => ({ panel: await panelOrders(tx, enterpriseId, subjectOf(found.group)).catch(() => null), engineers: await panelEngineers(tx, enterpriseId) })) : found;
    const card = panelCard(panel, engineers);
    return {
      cardData: { cardParamMap: card.params },
      userPrivateData: { cardParamMap: { message } },
      cardUpdateOptions: { updateCardDataByKey: true, updatePrivateDataByKey: true },
    };
  }

  /** The order's own operation as the user; its refusal (role, person, state, data scope) is what they read. */
  private async operate(actor: { enterpriseId: number; userId: number; role: RoleType }, orderId: number, operation: QuickOperation) {
    try {
      const done = await this.run(actor, orderId, operation);
      return MarketErrors.cardDone(PANEL_CARD_LABELS[operation.op], done.orderNo);
    } catch (error) {
      // A field's refusal reads as the dialog shows it, without the field's name ("ownerId: …").
      if (error instanceof AppError) return error.message.replace(/^\w+: /, '');
      throw error;
    }
  }
}

/**
 * The operation a press asks for, with what its input chose; or, when the input chose nothing the card
 * now offers, what the member is told. A select's index counts only against the list the card showed
 * (its key): the engineers may have changed since DingTalk last drew the card.
 */
function quickOperation(action: PanelCardAction, p: CardPress, engineers: PanelEngineers): QuickOperation | string {
  if (action === 'assign') {
    const index = (p.input as { index?: unknown } | null | undefined)?.index;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) return MarketErrors.cardChooseEngineer;
    if (p.engineersKey !== engineersKey(engineers) || index >= engineers.length) return MarketErrors.cardEngineersChanged;
    return { op: 'assign', ownerId: engineers[index].id };
  }
  if (action === 'appoint') {
    const at = typeof p.input === 'string' && p.input.length <= 32 ? parseClientTime(p.input) : null;
    return at ? { op: 'appoint', appointmentTime: at } : MarketErrors.cardChooseTime;
  }
  return { op: action };
}
