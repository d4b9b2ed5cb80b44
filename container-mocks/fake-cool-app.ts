// The DingTalk cool app's side of the fake: the group chats the cool app was added to, and the cards
// the app puts in them (the newer API, /v1.0/card/instances*, token in a header), refusing what the
// real platform refuses: a group that is not the corp's or lacks the cool app, a card it never made,
// card data that is not a map of strings, the same outTrackId twice, a callback route never registered.
// A member pressing a card's button is DingTalk's HTTP card callback to the registered address, signed
// with the route's apiSecret as DingTalk documents it (x-ddpaas-signature over the timestamp); its answer
// updates the card and that member's private data. The card's select and date-time picker send only
// what they can: an option the card shows (its index), a time in the picker's format.
import { createHmac } from 'node:crypto';
import type { FakeCorp } from './directory';

export interface FakeGroupCard {
  corpId: string;
  outTrackId: string;
  openConversationId: string;
  templateId: string;
  params: Record<string, string>;
  /** How many times its data was pushed (created counts as one). */
  pushes: number;
  /** The callback route its buttons call (registered with /v1.0/card/callbacks/register) and how. */
  callbackRouteKey?: string;
  callbackType?: string;
  /** What each member alone sees (userPrivateData from the callback's answers). */
  privateData: Record<string, Record<string, string>>;
}

/** DingTalk's card callback as it leaves DingTalk: the registered address, the signed headers, the JSON body. */
export interface CardCallbackRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}
export type CardDeliver = (request: CardCallbackRequest) => Promise<{ status: number; body: string }>;

/** DingTalk's calcSignature (事件回调 › 回调签名验证), written here apart from the app's, so the two are checked against each other. */
const dingtalkSign = (apiSecret: string, ts: string) => createHmac('sha256', apiSecret).update(ts, 'utf8').digest('base64');

const overHttp: CardDeliver = async ({ url, headers, body }) => {
  const res = await fetch(url, { method: 'POST', headers, body });
  return { status: res.status, body: await res.text() };
};

type Reply = { status: number; body: unknown };

const SPACE = /^dtv1\.card\/\/IM_GROUP\.(.+)$/;
const refuse = (code: string, message: string): Reply => ({ status: 400, body: { code, message, requestid: 'fake' } });

const stringMap = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

export class FakeCoolApp {
  /** Group chats (openConversationId) with the cool app, per corp. */
  private readonly groups = new Map<string, string>();
  readonly cards = new Map<string, FakeGroupCard>();
  private failing = 0;
  /** Registered callback routes, per corp and route key. */
  readonly routes = new Map<string, { url: string; apiSecret: string }>();
  /** The last button press sent, as it went (a test may send it again: a replay). */
  lastPress: CardCallbackRequest | undefined;

  constructor(
    private readonly corps: readonly FakeCorp[] = [],
    /** How callbacks reach the app: over HTTP by default; a test delivers them in process. */
    public deliver: CardDeliver = overHttp,
  ) {}

  /** The corp added the cool app to one of its group chats. */
  addGroup(corpId: string, openConversationId: string) {
    this.groups.set(openConversationId, corpId);
  }

  /** The next n card calls fail as an outage would. */
  failCards(n: number) {
    this.failing = n;
  }

  cardIn(openConversationId: string) {
    return [...this.cards.values()].find((c) => c.openConversationId === openConversationId);
  }

  /**
   * A member of the card's group presses a button: DingTalk sends the card callback (action id and the
   * params the template bound) to the route's address, signed, and applies the answer to the card. Only a
   * member of the card's corp sees the card, and a card without an HTTP route calls nowhere.
   */
  async press(outTrackId: string, userId: string, actionId: string, params: Record<string, unknown>) {
    const card = this.cards.get(outTrackId);
    if (!card) throw new Error(`no card ${outTrackId}`);
    if (!this.corps.find((c) => c.corpId === card.corpId)?.users.some((u) => u.userId === userId)) throw new Error(`${userId} is not in the card's group`);
    const route = card.callbackRouteKey && card.callbackType === 'HTTP' ? this.routes.get(`${card.corpId}:${card.callbackRouteKey}`) : undefined;
    if (!route) throw new Error('the card has no HTTP callback route: its buttons call nowhere');
    const timestamp = String(Date.now());
    const content = JSON.stringify({ cardPrivateData: { actionIds: [actionId], params } });
    this.lastPress = {
      url: route.url,
      headers: { 'content-type': 'application/json', 'x-ddpaas-signature-timestamp': timestamp, 'x-ddpaas-signature': dingtalkSign(route.apiSecret, timestamp) },
      body: JSON.stringify({ type: 'actionCallback', outTrackId, corpId: card.corpId, userId, userIdType: 1, spaceType: 'IM_GROUP', spaceId: card.openConversationId, content, extension: '{}' }),
    };
    const res = await this.deliver(this.lastPress);
    if (res.status === 200) this.applyAnswer(card, userId, res.body);
    return res;
  }

  /**
   * A member chooses an option of a select on the card (its options: the card's `listParam`, a JSON list of
   * {name}) and presses the button: DingTalk sends the option's index ({index}) under the action's id,
   * beside the params the template binds. Only an option the card shows can be chosen.
   */
  async choose(outTrackId: string, userId: string, actionId: string, listParam: string, name: string, params: Record<string, string>) {
    const options = JSON.parse(this.cards.get(outTrackId)?.params[listParam] ?? '[]') as { name: string }[];
    const index = options.findIndex((o) => o.name === name);
    if (index < 0) throw new Error(`the card offers no ${name} to choose`);
    return this.press(outTrackId, userId, actionId, { ...params, [actionId]: { index } });
  }

  /** A member picks a date and time on the card's picker (format yyyy-MM-dd HH:mm) and presses the button. */
  async pickTime(outTrackId: string, userId: string, actionId: string, time: string, params: Record<string, string>) {
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(time)) throw new Error(`the picker cannot give ${time}`);
    return this.press(outTrackId, userId, actionId, { ...params, [actionId]: time });
  }

  /** The callback's answer: the card's data (by key when asked) and the member's private data; anything else is ignored. */
  private applyAnswer(card: FakeGroupCard, userId: string, text: string) {
    let answer: { cardData?: { cardParamMap?: unknown }; userPrivateData?: { cardParamMap?: unknown }; cardUpdateOptions?: { updateCardDataByKey?: unknown } };
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      return;
    }
    const data = answer.cardData?.cardParamMap;
    if (stringMap(data)) card.params = answer.cardUpdateOptions?.updateCardDataByKey === true ? { ...card.params, ...data } : data;
    const own = answer.userPrivateData?.cardParamMap;
    if (stringMap(own)) card.privateData[userId] = { ...card.privateData[userId], ...own };
  }

  /** Registers (or, forced, moves) a callback route for the token's corp. */
  private register(corp: FakeCorp, body: Record<string, unknown>): Reply {
    const { callbackRouteKey: key, callbackUrl: url, apiSecret } = body;
    if (typeof key !== 'string' || !key) return refuse('param.invalid', 'callbackRouteKey is required');
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return refuse('param.invalid', 'callbackUrl is invalid');
    if (typeof apiSecret !== 'string' || !apiSecret) return refuse('param.invalid', 'apiSecret is required');
    const known = this.routes.get(`${corp.corpId}:${key}`);
    if (known && (known.url !== url || known.apiSecret !== apiSecret) && body.forceUpdate !== true) return refuse('callbackRouteKey.exists', 'callbackRouteKey already registered');
    this.routes.set(`${corp.corpId}:${key}`, { url, apiSecret });
    return { status: 200, body: { success: true, result: { callbackRouteKey: key, callbackUrl: url, apiSecret } } };
  }

  /** The card API for a corp's token; null when the path is not the card API's. */
  handle(corp: FakeCorp, method: string, path: string, body: Record<string, unknown>): Reply | null {
    if (method === 'POST' && path === '/v1.0/card/callbacks/register') return this.register(corp, body);
    const create = method === 'POST' && path === '/v1.0/card/instances/createAndDeliver';
    const update = method === 'PUT' && path === '/v1.0/card/instances';
    if (!create && !update) return null;
    if (this.failing > 0) {
      this.failing--;
      return { status: 503, body: { code: 'ServiceUnavailable', message: 'system busy' } };
    }
    const outTrackId = typeof body.outTrackId === 'string' ? body.outTrackId : '';
    const params = (body.cardData as { cardParamMap?: unknown } | undefined)?.cardParamMap;
    if (!outTrackId) return refuse('param.invalid', 'outTrackId is required');
    if (!stringMap(params)) return refuse('param.invalid', 'cardParamMap values must be strings');
    if (create) {
      if (typeof body.cardTemplateId !== 'string' || !body.cardTemplateId) return refuse('param.invalid', 'cardTemplateId is required');
      const space = SPACE.exec(String(body.openSpaceId ?? ''));
      if (!space) return refuse('param.invalid', 'openSpaceId is invalid');
      if (this.groups.get(space[1]) !== corp.corpId) return refuse('conversation.notFound', 'the cool app is not in this group');
      if (this.cards.has(outTrackId)) return refuse('card.exists', 'outTrackId already exists');
      const routeKey = typeof body.callbackRouteKey === 'string' && body.callbackRouteKey ? body.callbackRouteKey : undefined;
      if (routeKey && !this.routes.has(`${corp.corpId}:${routeKey}`)) return refuse('param.invalid', 'callbackRouteKey is not registered');
      this.cards.set(outTrackId, {
        corpId: corp.corpId,
        outTrackId,
        openConversationId: space[1],
        templateId: body.cardTemplateId,
        params,
        pushes: 1,
        callbackRouteKey: routeKey,
        callbackType: typeof body.callbackType === 'string' ? body.callbackType : undefined,
        privateData: {},
      });
      return { status: 200, body: { success: true, result: { outTrackId, deliverResults: [{ spaceType: 'IM_GROUP', spaceId: space[1], success: true }] } } };
    }
    const card = this.cards.get(outTrackId);
    if (!card || card.corpId !== corp.corpId) return refuse('card.notFound', 'card instance not found');
    const byKey = (body.cardUpdateOptions as { updateCardDataByKey?: unknown } | undefined)?.updateCardDataByKey === true;
    card.params = byKey ? { ...card.params, ...params } : params;
    card.pushes++;
    return { status: 200, body: { success: true, result: true } };
  }
}
