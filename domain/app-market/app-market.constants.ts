import { ORDER_OP_NAMES, OrderState, type OrderStateCode } from '../orders/order.constants';
import { Role, type RoleType } from '../shell/roles';

/** How long an uninstalled corp's enterprise and records are kept before they may be purged (days). */
export const UNINSTALL_RETENTION_DAYS = 180;

/** A callback whose timestamp is further than this from now is refused as a replay (ms). */
export const CALLBACK_MAX_SKEW_MS = 5 * 60_000;

/** market_corps.state: purged once the retention after uninstalling ran out (its enterprise deleted). */
export const MarketCorpState = { installed: 1, uninstalled: 2, purged: 3 } as const;

/**
 * market_orders.state: an order paid in the market is used (consumed) once, into the plan; the
 * market may refund it, used or not (its period then leaves the plan), or replace an unused one by a
 * changed order (WeCom's change_order).
 */
export const MarketOrderState = { unused: 0, consumed: 1, refunded: 2, replaced: 3 } as const;
export type MarketOrderStateValue = (typeof MarketOrderState)[keyof typeof MarketOrderState];
export const MARKET_ORDER_STATES = Object.values(MarketOrderState) as MarketOrderStateValue[];
export const MARKET_ORDER_STATE_NAMES: Record<MarketOrderStateValue, string> = { 0: '待使用', 1: '已使用', 2: '已退款', 3: '已变更' };

/**
 * market_orders.kind, WeCom's order_type: a purchase, more headcount for the running edition, a
 * renewal, or another edition. More headcount and another edition end when WeCom says (ends_at): the
 * plan takes their headcount and end; a purchase and a renewal add their months.
 */
/** WeCom's order_type (0–3); 4 DingTalk's in-app goods (应用内购), bought from inside the app, added like a purchase. */
export const MarketOrderKind = { purchase: 0, headcount: 1, renewal: 2, edition: 3, inAppGoods: 4 } as const;
export type MarketOrderKindValue = (typeof MarketOrderKind)[keyof typeof MarketOrderKind];
export const MARKET_ORDER_KIND_NAMES: Record<MarketOrderKindValue, string> = { 0: '购买', 1: '扩容', 2: '续期', 3: '版本变更', 4: '应用内购' };
/** Whether an order of this kind changes the running plan (headcount and end) rather than adding a period. */
export const changesPlan = (kind: number) => kind === MarketOrderKind.headcount || kind === MarketOrderKind.edition;

/** What the product sells in the markets: the paid edition by headcount and period. */
export interface MarketSku {
  skuCode: string;
  name: string;
  headcount: number;
  months: number;
  /** Price in fen. */
  priceFen: number;
}

export const SKU_HEADCOUNTS = [10, 20, 50, 100, 200, 500] as const;
export const SKU_MONTHS = [12, 24, 36] as const;
/** Fen per member per year; longer periods are cheaper per year. */
const PER_SEAT_YEAR_FEN = 36_000;
const PERIOD_DISCOUNT: Record<(typeof SKU_MONTHS)[number], number> = { 12: 1, 24: 0.9, 36: 0.8 };

export const MARKET_SKUS: readonly MarketSku[] = SKU_HEADCOUNTS.flatMap((headcount) =>
  SKU_MONTHS.map((months) => ({
    skuCode: `FSM-PRO-${headcount}-${months}`,
    name: `专业版 ${headcount}人 ${months / 12}年`,
    headcount,
    months,
    priceFen: Math.round((headcount * PER_SEAT_YEAR_FEN * (months / 12) * PERIOD_DISCOUNT[months]) / 100) * 100,
  })),
);

export const skuByCode = (code: string) => MARKET_SKUS.find((s) => s.skuCode === code);

/** Who buys and uses orders: the administrator. */
export const IAP_ROLES: readonly RoleType[] = [Role.admin];

/** DING kinds DingTalk offers (remind_type): in-app, SMS, phone. */
export const DingKind = { app: 1, sms: 2, phone: 3 } as const;
export type DingKindValue = (typeof DingKind)[keyof typeof DingKind];
export const DING_KINDS = Object.values(DingKind) as DingKindValue[];
export const DING_KIND_NAMES: Record<DingKindValue, string> = { 1: '应用内', 2: '短信', 3: '电话' };

/** What a DING is about. */
export const DingSubject = { order: 1, event: 2 } as const;
export type DingSubjectValue = (typeof DingSubject)[keyof typeof DingSubject];
export const DING_SUBJECTS = Object.values(DingSubject) as DingSubjectValue[];

export const DingState = { sent: 1, failed: 2 } as const;
export type DingStateValue = (typeof DingState)[keyof typeof DingState];
export const DING_STATES = Object.values(DingState) as DingStateValue[];
export const DING_STATE_NAMES: Record<DingStateValue, string> = { 1: '已发送', 2: '发送失败' };

/**
 * Our own daily limit per sender and kind, below DingTalk's (which charges SMS and phone DINGs to the
 * corp's quota): a phone DING rings someone, so a sender may make few a day.
 */
export const DING_DAILY_LIMITS: Record<DingKindValue, number> = { 1: 200, 2: 50, 3: 20 };
export const DING_CONTENT_MAX = 500;

/** Who sends DINGs about orders and events: the roles that follow them up. */
export const DING_SENDERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.director, Role.reception];

/** Who binds a DingTalk group to a customer or team for its group panel: who runs the service desk. */
export const PANEL_BINDERS: readonly RoleType[] = [Role.admin, Role.dispatcher];
/** DingTalk's openConversationId of a group chat (cid…). */
export const OPEN_CONVERSATION_ID = /^cid[A-Za-z0-9+/=_-]{1,125}$/;

/**
 * The group card's buttons (DingTalk's card callback): the order operations one tap runs, offered by
 * the order's state. The card is the group's, so it offers the state's operation to everyone; who may
 * run it is decided as the person pressing it (the order machine, their role and data scope). 指派 and
 * 预约 come with the card's own input beside the button: a select of the enterprise's engineers, a
 * date-time picker (DingTalk's card components; `PANEL_CARD_INPUTS`).
 */
export const PANEL_CARD_ACTIONS = {
  acceptPass: OrderState.pendingAcceptance,
  assign: OrderState.pendingAssignment,
  receive: OrderState.pendingPickup,
  appoint: OrderState.pendingService,
  startService: OrderState.pendingService,
} as const satisfies Record<string, OrderStateCode>;
export type PanelCardAction = keyof typeof PANEL_CARD_ACTIONS;
export const isPanelCardAction = (v: unknown): v is PanelCardAction => typeof v === 'string' && Object.hasOwn(PANEL_CARD_ACTIONS, v);
/** The button's label on the card (预约 also changes an appointment already made: the machine tells which). */
export const PANEL_CARD_LABELS: Record<PanelCardAction, string> = { ...ORDER_OP_NAMES, appoint: '预约' };
/**
 * What a button takes from the card: `engineer`, the index DingTalk's select sends ({index}) into the
 * card's `engineers` list; `datetime`, the picker's 'yyyy-MM-dd HH:mm' (China time). Both under the
 * action's id in the callback's params, as DingTalk sends a component's value under its id.
 */
export const PANEL_CARD_INPUTS: Partial<Record<PanelCardAction, 'engineer' | 'datetime'>> = { assign: 'engineer', appoint: 'datetime' };
/** The buttons the card shows for an order in this state (id, label, and the input it takes). */
export const panelCardActions = (state: number) =>
  (Object.keys(PANEL_CARD_ACTIONS) as PanelCardAction[])
    .filter((a) => PANEL_CARD_ACTIONS[a] === state)
    .map((a) => ({ id: a, name: PANEL_CARD_LABELS[a], ...(PANEL_CARD_INPUTS[a] ? { input: PANEL_CARD_INPUTS[a] } : {}) }));
/** How many engineers the card's 指派 select offers (a card is small; more: 指派 on the panel page). */
export const PANEL_ENGINEERS = 50;

/** The card callback's route key registered with DingTalk (/v1.0/card/callbacks/register) when none is configured. */
export const PANEL_CARD_ROUTE_KEY = 'fsm_group_panel';
/** How many pages of DingTalk's unfinished in-app orders one recovery reads (page size 20), and how the tick spreads corps over minutes. */
export const UNFINISHED_PAGES = 10;
export const RECOVERY_SLICES = 10;
