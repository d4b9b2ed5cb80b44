import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppMarketPaths as P } from '@domain/app-market/app-market.paths';
import { DING_SENDERS, IAP_ROLES, PANEL_BINDERS } from '@domain/app-market/app-market.constants';
import {
  BindGroupSchema,
  ConsumeOrderSchema,
  DingFilterSchema,
  DingListSchema,
  DingUserListSchema,
  MarketOrderFilterSchema,
  MarketOrderListSchema,
  PanelOrdersSchema,
  SendDingSchema,
  UnbindGroupSchema,
} from '@domain/app-market/app-market.schemas';
import { Role } from '@domain/shell/roles';
import { AppError, badRequest } from '../../lib/app-error';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { CallbackRefused } from './callback-crypto';
import { CARD_SIGN_HEADERS } from './card-callback';
import type { DingService } from './ding.service';
import type { IapService } from './iap.service';
import type { AppMarket } from './market.service';
import type { CardActions } from './card-actions.service';
import type { CoolAppGroups } from './cool-app-groups.service';
import type { GroupPanel } from './group-panel.service';

const ok = <T>(data: T) => ({ success: true, data });
// Buying keeps working after the service expired: that is when it is needed most.
const buyers = { config: { roles: IAP_ROLES, allowExpired: true } };
const senders = { config: { roles: DING_SENDERS } };
const binders = { config: { roles: PANEL_BINDERS } };

const text = (max: number) => z.string({ error: '必填' }).min(1, '必填').max(max, '过长');
const WecomQuery = z.object({ msg_signature: text(64), timestamp: text(20), nonce: text(64) });
const WecomVerifyQuery = WecomQuery.extend({ echostr: text(4096) });
const DingtalkQuery = z.object({ signature: text(64).optional(), msg_signature: text(64).optional(), timestamp: text(20), nonce: text(64) });
const DingtalkBody = z.object({ encrypt: text(1_000_000) });
// Callbacks are the hosts' servers, not people: a generous limit, but a limit.
const callback = { config: { auth: 'public' as const, rateLimit: { max: 600, timeWindow: '1 minute' } } };

const actorOf = (request: FastifyRequest) => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole! };
};

/** A refused callback answers 400 with the reason (already logged); nothing was changed. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CallbackRefused) throw badRequest(error.message);
    throw error;
  }
}

export async function appMarketRoutes(app: FastifyInstance, o: { market: AppMarket; iap: IapService; dings: DingService; panel: GroupPanel; groups: CoolAppGroups; cards: CardActions }) {
  const { market, iap, dings, panel, groups, cards } = o;

  // WeCom posts XML envelopes.
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));

  // ── The hosts' market callbacks ──
  app.get(P.wecomCallback, callback, async (request, reply) => {
    const q = parse(WecomVerifyQuery, request.query);
    const plain = await answering(() => market.wecomVerifyUrl({ signature: q.msg_signature, timestamp: q.timestamp, nonce: q.nonce, echostr: q.echostr }));
    return reply.type('text/plain').send(plain);
  });
  app.post(P.wecomCallback, callback, async (request, reply) => {
    const q = parse(WecomQuery, request.query);
    if (typeof request.body !== 'string') throw badRequest('body: 须为 XML');
    const xml = request.body;
    const answer = await answering(() => market.wecomCallback({ signature: q.msg_signature, timestamp: q.timestamp, nonce: q.nonce }, xml));
    return reply.type('text/plain').send(answer);
  });
  app.post(P.dingtalkCallback, callback, async (request) => {
    const q = parse(DingtalkQuery, request.query);
    const signature = q.signature ?? q.msg_signature;
    if (!signature) throw badRequest('signature: 必填');
    const { encrypt } = parseBody(DingtalkBody, request);
    return answering(() => market.dingtalkCallback({ signature, timestamp: q.timestamp, nonce: q.nonce }, encrypt));
  });

  // DingTalk's group card: a button pressed (its answer is DingTalk's card update, not our envelope).
  app.post(P.dingtalkCardCallback, callback, async (request) => {
    const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
    const h = request.headers;
    return answering(() => cards.press({ timestamp: one(h[CARD_SIGN_HEADERS.timestamp]), sign: one(h[CARD_SIGN_HEADERS.sign]) }, request.body));
  });

  // ── In-app purchase ──
  app.get(P.skuPage, buyers, async (request) => ok(await iap.skuPage(actorOf(request).enterpriseId)));
  app.get(P.orderList, buyers, async (request) => {
    const { pageIndex, pageSize, state } = parse(MarketOrderListSchema, request.query);
    return ok(await iap.list(actorOf(request), { state, pageIndex, pageSize }));
  });
  app.get(P.orderCount, buyers, async (request) => ok(await iap.count(actorOf(request).enterpriseId, parse(MarketOrderFilterSchema, request.query).state)));
  app.post(P.orderConsume, buyers, async (request) => {
    const { id } = parseBody(ConsumeOrderSchema, request);
    return { success: true, message: '订单已生效，套餐已更新', data: await iap.consume(actorOf(request), id) };
  });

  // ── DING messages ──
  const dingActor = (request: FastifyRequest) => {
    const a = actorOf(request);
    return { enterpriseId: a.enterpriseId, userId: a.userId, seesAll: a.role === Role.admin || a.role === Role.director };
  };
  app.post(P.dingSend, senders, async (request) => {
    const input = parseBody(SendDingSchema, request);
    const ding = await dings.send(dingActor(request), input);
    if (ding.state !== 1) throw new AppError(502, `DING 发送失败：${ding.failure}`);
    return { success: true, message: 'DING 已发送', data: ding };
  });
  app.get(P.dingList, senders, async (request) => {
    const { pageIndex, pageSize, ...f } = parse(DingListSchema, request.query);
    return ok(await dings.list(dingActor(request), { ...f, pageIndex, pageSize }));
  });
  app.get(P.dingCount, senders, async (request) => ok(await dings.count(dingActor(request), parse(DingFilterSchema, request.query))));
  app.get(P.dingUserList, senders, async (request) => ok(await dings.userList(dingActor(request), parse(DingUserListSchema, request.query))));

  // ── The group control panel ──
  app.get(P.panelOrders, senders, async (request) => ok(await panel.orders(actorOf(request).enterpriseId, parse(PanelOrdersSchema, request.query))));
  app.get(P.panelGroups, binders, async (request) => ok(await groups.list(actorOf(request).enterpriseId)));
  app.post(P.panelBind, binders, async (request) => {
    const input = parseBody(BindGroupSchema, request);
    return { success: true, message: '群已绑定', data: await groups.bind(actorOf(request), input) };
  });
  app.post(P.panelUnbind, binders, async (request) => {
    const { id } = parseBody(UnbindGroupSchema, request);
    await groups.unbind(actorOf(request).enterpriseId, id);
    return { success: true, message: '已解除绑定' };
  });
}
