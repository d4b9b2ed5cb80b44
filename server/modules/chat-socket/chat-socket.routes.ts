import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData } from 'ws';
import { z } from 'zod';
import {
  ChatEventKind,
  DISPATCH_NUDGE_MS,
  HEARTBEAT_MS,
  HeartbeatEvent,
  ManageEvent,
  type ChatSocketMessage,
} from '@domain/chat/chat-socket';
import { ChatSocketMessageSchema } from '@domain/chat/chat-socket.schemas';
import { forbidden } from '../../lib/app-error';
import { Coalescer } from '../../lib/coalesce';
import { parse } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { ChatSocketHub, type ChatPeer, type SocketWatcher } from './chat-socket.hub';
import { ChatPaths } from '@domain/chat/chat.paths';

const SocketQuerySchema = z.object({ sessionid: z.string().trim().regex(/^[\w-]{8,64}$/, '必须是 8–64 位随机字母数字') });

const send = (peer: ChatPeer, message: ChatSocketMessage) => peer.socket.send(JSON.stringify(message));

/** The reply to one client message: a heartbeat ping gets its pong; the rest waits for the chat area. */
function answer(raw: RawData): ChatSocketMessage {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString());
  } catch {
    return { type: ChatEventKind.manage, event: ManageEvent.error, data: { message: '消息必须是 JSON' } };
  }
  const parsed = ChatSocketMessageSchema.safeParse(json);
  if (!parsed.success) return { type: ChatEventKind.manage, event: ManageEvent.error, data: { message: parsed.error.issues[0].message } };
  const { type, event } = parsed.data;
  if (type === ChatEventKind.heartbeat && event === HeartbeatEvent.ping) return { type, event: HeartbeatEvent.pong };
  return { type: ChatEventKind.manage, event: ManageEvent.error, data: { message: `暂不支持 ${type}/${event}` } };
}

/**
 * The chat socket at /api/kefu/user/socket?sessionid=<random>: the signed-in user's own channel
 * (session cookie, checked before the upgrade like any API call). Today it carries heartbeats and
 * `manage/notice` pushes, so badges refresh when a notice is made; the chat area adds its events later.
 */
export async function chatSocketRoutes(app: FastifyInstance, options: { appOrigins: readonly string[]; watcher?: SocketWatcher }) {
  const { watcher } = options;
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const hub = new ChatSocketHub();
  // A burst of board changes (an accepted optimisation, many drops) nudges each enterprise's pages at most once a second.
  const boardNudges = new Coalescer<number>(DISPATCH_NUDGE_MS, (enterpriseId) => hub.pushEnterprise(enterpriseId, { type: ChatEventKind.manage, event: ManageEvent.dispatch }));
  const stops = [
    // Committed notices go over the bus, so the node that holds the user's socket pushes them.
    app.db.onCommitted('notices-created', (event) => app.bus.publish('notices-created', event)),
    app.bus.subscribe('notices-created', ({ enterpriseId, userIds }) =>
      hub.push(enterpriseId, userIds, { type: ChatEventKind.manage, event: ManageEvent.notice }),
    ),
    // Chat sessions and messages (the online chat area) travel the same way.
    app.db.onCommitted('chat-push', (event) => app.bus.publish('chat-push', event)),
    app.bus.subscribe('chat-push', ({ enterpriseId, userIds, message }) => hub.push(enterpriseId, userIds, message)),
    app.bus.subscribe('call-ringing', ({ enterpriseId, userId, callId, id, customerId }) =>
      hub.push(enterpriseId, [userId], { type: ChatEventKind.manage, event: ManageEvent.call, data: { callId, id, customerId } }),
    ),
    // The dispatch board changed (the dispatch area publishes it after commit): a contentless nudge, so every page may hear it.
    app.bus.subscribe('dispatch-changed', ({ enterpriseId }) => boardNudges.nudge(enterpriseId)),
    () => boardNudges.stop(),
    app.bus.subscribe('session-ended', ({ tokenHash }) => hub.closeSession(tokenHash)),
  ];
  const sweeper = setInterval(() => {
    hub.sweep(Date.now());
    watcher?.alive(hub.list());
  }, HEARTBEAT_MS).unref();
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
    clearInterval(sweeper);
  });

  /** Refusals answer the upgrade request over HTTP, before any socket exists. */
  const beforeUpgrade = async (request: FastifyRequest) => {
    // Browsers send cookies with a cross-site socket too: only this app's own pages may open one.
    const origin = request.headers.origin;
    const own = new URL(`${request.protocol}://${request.host}`).origin;
    if (origin && origin !== own && !options.appOrigins.includes(origin)) throw forbidden('不允许的来源');
    parse(SocketQuerySchema, request.query);
  };

  app.get(ChatPaths.socket, { websocket: true, preHandler: beforeUpgrade }, (socket, request) => {
    const { sessionid } = parse(SocketQuerySchema, request.query);
    const { session, user, enterprise } = caller(request);
    const peer: ChatPeer = { socket, enterpriseId: enterprise.id, userId: user.id, tokenHash: session.tokenHash, socketId: sessionid, seenAt: Date.now() };
    hub.add(peer);
    watcher?.opened(peer);
    socket.on('message', (raw: RawData) => {
      peer.seenAt = Date.now();
      send(peer, answer(raw));
    });
    socket.on('close', () => {
      hub.remove(peer);
      watcher?.closed(peer);
    });
  });
}
