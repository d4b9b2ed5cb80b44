import type { FastifyInstance } from 'fastify';
import { ChatChannel } from '@domain/online-chat/online-chat.constants';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { findCustomers } from '../customers/customers.public';
import { registerEventOrigin } from '../events/events.public';
import { registerOrderOrigin } from '../orders/orders.public';
import { ExportService } from '../downloads/downloads.public';
import { OnlineChatAccounts } from './accounts.service';
import { CHAT_IDLE_JOB, idleCloseHandler, scheduleIdleTick } from './idle-close.job';
import { KfMedia } from './kf-media';
import { onlineChatPortalRoutes } from './online-chat-portal.routes';
import { onlineChatRoutes } from './online-chat.routes';
import { receptionRecordsExport } from './records.export';
import type { OnlineStaff } from './presence';
import { OnlineChatSessions } from './sessions.service';
import { VisitorStreams } from './visitor-streams';
import { WebChatService } from './web-chat.service';
import { WecomKfService } from './wecom-kf.service';

export interface OnlineChatOptions {
  /** WeCom's API (the fake open platform in tests): https://qyapi.weixin.qq.com by default. */
  wecomApiBase: string;
  /** Who has a chat socket open (kept by the chat socket). */
  presence: OnlineStaff;
  /** The product's hotline, named by the free plan's upgrade notice. */
  hotline: string;
}

/**
 * Online customer service (issue 41): sessions and messages over the chat socket's pushes, WeCom kf
 * callbacks and replies, the web chat's visitor calls, reception records and their export, and the
 * minute tick that closes idle sessions.
 */
export async function onlineChatPlugin(app: FastifyInstance, options: OnlineChatOptions) {
  registerExportSource('reception-records', receptionRecordsExport);
  const senders: ConstructorParameters<typeof OnlineChatSessions>[2] = {};
  const sessions = new OnlineChatSessions(app.db, options.presence, senders, app.notifications);
  const wecom = new WecomKfService(app.db, sessions, options.wecomApiBase, new KfMedia(app.db, app.storage));
  senders[ChatChannel.wecom] = wecom.send;
  // 转事件 / 新建工单 from a session: the event's and order's logs say where they came from, and the session names them.
  registerEventOrigin('chatSessionId', (tx, actor, sessionId, event) => sessions.noteMadeFrom(tx, actor, sessionId, { kind: '事件', id: event.id, code: event.code }));
  registerOrderOrigin('chatSessionId', (tx, _notifier, actor, sessionId, order) => sessions.noteMadeFrom(tx, actor, sessionId, { kind: '工单', id: order.id, code: order.orderNo }));
  app.jobs.register(CHAT_IDLE_JOB, idleCloseHandler(app.db, app.jobs, sessions));
  app.addHook('onReady', async () => scheduleIdleTick(app.db.system, app.jobs, new Date()));
  const visitors = new VisitorStreams(app.bus);
  const stopNudges = app.db.onCommitted('chat-visitor', (event) => app.bus.publish('chat-visitor', event));
  app.addHook('preClose', async () => {
    stopNudges();
    visitors.close();
  });
  const web = new WebChatService(app.db, sessions, app.storage);
  senders[ChatChannel.web] = web.deliver;
  await app.register(onlineChatPortalRoutes, { web });
  await app.register(onlineChatRoutes, {
    sessions,
    wecom,
    accounts: new OnlineChatAccounts(app.db, wecom),
    web,
    visitors,
    hotline: options.hotline,
    exports: new ExportService(app.db, app.jobs),
    customerVisible: (actor, customerId) => app.db.tenantRead(actor.enterpriseId, async (tx) => (await findCustomers(tx, actor, [customerId])).length > 0),
  });
}
