import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { CALLBACK_MAX_SKEW_MS, isPanelCardAction, type PanelCardAction } from '@domain/app-market/app-market.constants';
import { CallbackRefused } from './callback-crypto';

/**
 * DingTalk's interactive card callback in HTTP mode, as DingTalk documents it (互动卡片 › 卡片互动 ›
 * 事件回调, https://open.dingtalk.com/document/development/event-callback-card): the card names a route
 * key registered with /v1.0/card/callbacks/register (callbackUrl, apiSecret); a press is a POST of JSON
 * {type: 'actionCallback', outTrackId, corpId, userId, content} to that address, `content` being JSON text
 * of {cardPrivateData: {actionIds, params}}. With an apiSecret registered, the request carries the headers
 * `x-ddpaas-signature-timestamp` (ms) and `x-ddpaas-signature` = Base64(HMAC-SHA256(key apiSecret,
 * message: the timestamp's decimal text)) — the page's calcSignature. The sign covers the time only.
 */
export const cardCallbackSign = (timestamp: string, apiSecret: string) => createHmac('sha256', apiSecret).update(timestamp).digest('base64');

/** The headers DingTalk signs a card callback with. */
export const CARD_SIGN_HEADERS = { timestamp: 'x-ddpaas-signature-timestamp', sign: 'x-ddpaas-signature' } as const;

/** Refuses a callback not signed with our apiSecret, or signed too long ago (a replay). */
export function checkCardSign(headers: { timestamp?: string; sign?: string }, apiSecret: string, now: number) {
  const { timestamp = '', sign = '' } = headers;
  if (!/^\d{10,16}$/.test(timestamp) || !sign) throw new CallbackRefused(`缺少签名 (${CARD_SIGN_HEADERS.timestamp}, ${CARD_SIGN_HEADERS.sign})`);
  const want = Buffer.from(cardCallbackSign(timestamp, apiSecret));
  const got = Buffer.from(sign);
  if (want.length !== got.length || !timingSafeEqual(want, got)) throw new CallbackRefused('签名无效');
  if (Math.abs(now - Number(timestamp)) > CALLBACK_MAX_SKEW_MS) throw new CallbackRefused('时间戳过期（疑似重放）');
}

const text = (max: number) => z.string().min(1).max(max);
const CardCallbackSchema = z.object({
  type: z.literal('actionCallback'),
  outTrackId: text(128),
  corpId: text(128),
  userId: text(128),
  userIdType: z.union([z.literal(1), z.literal('1')]).optional(),
  content: text(20_000),
});

const ContentSchema = z.object({
  cardPrivateData: z.object({
    actionIds: z.array(z.string().max(64)).min(1).max(5),
    params: z.record(z.string(), z.unknown()).default({}),
  }),
});

/** What a pressed button asks: which card, which corp and member, which operation on which order, with what input. */
export interface CardPress {
  outTrackId: string;
  corpId: string;
  userId: string;
  action: PanelCardAction | null;
  orderId: number | null;
  /** The value of the button's input component, sent under the action's id (a select's {index}, a picker's text); unchecked. */
  input: unknown;
  /** The engineers list the card showed (its `engineersKey`), which a select's index points into. */
  engineersKey: string;
}

/** Parses the callback's body; a body that is not DingTalk's shape is refused (the button's own values may still be unknown). */
export function parseCardPress(body: unknown): CardPress {
  const parsed = CardCallbackSchema.safeParse(body);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new CallbackRefused(`回调内容无效: ${issue.path.join('.') || 'body'}`);
  }
  const b = parsed.data;
  let content: z.infer<typeof ContentSchema> | null = null;
  try {
    const c = ContentSchema.safeParse(JSON.parse(b.content));
    content = c.success ? c.data : null;
  } catch {
    content = null;
  }
  const actionId = content?.cardPrivateData.actionIds[0];
  const params = content?.cardPrivateData.params ?? {};
  const rawOrder = params.orderId;
  const orderId = typeof rawOrder === 'number' || (typeof rawOrder === 'string' && /^\d{1,15}$/.test(rawOrder)) ? Number(rawOrder) : NaN;
  return {
    outTrackId: b.outTrackId,
    corpId: b.corpId,
    userId: b.userId,
    action: isPanelCardAction(actionId) ? actionId : null,
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    input: isPanelCardAction(actionId) ? params[actionId] : undefined,
    engineersKey: typeof params.engineersKey === 'string' ? params.engineersKey.slice(0, 64) : '',
  };
}
