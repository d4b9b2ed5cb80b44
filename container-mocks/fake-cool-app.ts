// The DingTalk cool app's side of the fake: the group chats the cool app was added to, and the cards
// the app puts in them (the newer API, /v1.0/card/instances*, token in a header), refusing what the
// real platform refuses: a group that is not the corp's or lacks the cool app, a card it never made,
// card data that is not a map of strings, the same outTrackId twice.
import type { FakeCorp } from './directory';

export interface FakeGroupCard {
  corpId: string;
  outTrackId: string;
  openConversationId: string;
  templateId: string;
  params: Record<string, string>;
  /** How many times its data was pushed (created counts as one). */
  pushes: number;
}

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

  /** The card API for a corp's token; null when the path is not the card API's. */
  handle(corp: FakeCorp, method: string, path: string, body: Record<string, unknown>): Reply | null {
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
      this.cards.set(outTrackId, { corpId: corp.corpId, outTrackId, openConversationId: space[1], templateId: body.cardTemplateId, params, pushes: 1 });
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
