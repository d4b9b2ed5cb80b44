import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { freeEditionNotice, Messages } from '@domain/common/messages';
import { OnlineChatErrors } from '@domain/online-chat/errors';
import { Plan } from '@domain/shell/plans';
import { tooLarge, UPLOAD_MAX_BYTES, UploadTexts } from '@domain/uploads/uploads.constants';
import { ACCOUNT_ADMINS, DESK_ROLES, QUICK_REPLIES, RECORD_READERS } from '@domain/online-chat/online-chat.constants';
import { OnlineChatPaths as P } from '@domain/online-chat/online-chat.paths';
import {
  ContactWaySchema,
  ExportRecordsSchema,
  LinkCustomerSchema,
  MessagesQuerySchema,
  RecordListQuerySchema,
  SaveAccountSchema,
  SaveGroupSchema,
  SendMessageSchema,
  SessionIdBodySchema,
  SessionIdQuerySchema,
  TransferSchema,
  VisitorEventsQuerySchema,
  VisitorFileQuerySchema,
  VisitorMessagesQuerySchema,
  VisitorRateSchema,
  VisitorSendSchema,
  VisitorUploadQuerySchema,
  WebLinkSchema,
  WecomSettingsSchema,
} from '@domain/online-chat/online-chat.schemas';
import { badRequest } from '../../lib/app-error';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { exportRoute, type ExportService } from '../downloads/downloads.public';
import { sendUploadedFile } from '../uploads/uploads.public';
import type { OnlineChatAccounts, SharePlan } from './accounts.service';
import { recordFilterFor } from './accounts.service';
import type { OnlineChatActor } from './online-chat-common';
import type { OnlineChatSessions } from './sessions.service';
import type { VisitorStreams } from './visitor-streams';
import type { WebChatService } from './web-chat.service';
import type { WecomKfService } from './wecom-kf.service';

export interface OnlineChatServices {
  sessions: OnlineChatSessions;
  accounts: OnlineChatAccounts;
  wecom: WecomKfService;
  web: WebChatService;
  visitors: VisitorStreams;
  exports: ExportService;
  hotline: string;
  /** Whether the customer is one the actor sees (customers' public face), for linking a session. */
  customerVisible: (actor: OnlineChatActor, customerId: number) => Promise<boolean>;
}

const desk = { config: { roles: DESK_ROLES } };
const readers = { config: { roles: RECORD_READERS } };
const admins = { config: { roles: ACCOUNT_ADMINS } };
const open = { config: { auth: 'public' as const } };

const actorOf = (request: FastifyRequest): OnlineChatActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole };
};
const ok = <T>(data: T) => ({ success: true, data });
/** Whether the enterprise is on the free plan, and the upgrade notice its locks answer with (automatic sharing is paid). */
const planOf = (request: FastifyRequest, hotline: string): SharePlan => {
  const { enterprise } = caller(request);
  return { free: enterprise.planType === Plan.free, lockNotice: freeEditionNotice(OnlineChatErrors.autoShareFeature, enterprise.hotline ?? hotline) };
};

const CallbackParamsSchema = z.object({ enterpriseId: z.coerce.number().int('enterpriseId 须为正整数').positive('enterpriseId 须为正整数').max(2 ** 53 - 1, 'enterpriseId 过大') });
const CallbackQuerySchema = z.object({
  msg_signature: z.string({ error: '缺少 msg_signature' }).regex(/^[0-9a-f]{40}$/, 'msg_signature 格式不正确'),
  timestamp: z.string({ error: '缺少 timestamp' }).regex(/^\d{1,12}$/, 'timestamp 格式不正确'),
  nonce: z.string({ error: '缺少 nonce' }).min(1, '缺少 nonce').max(64, 'nonce 过长'),
  echostr: z.string().max(4096, 'echostr 过长').optional(),
});

/** Online customer service: the desk's calls, reception records, accounts, the WeCom kf callback, the web chat's visitor calls. */
export async function onlineChatRoutes(app: FastifyInstance, s: OnlineChatServices) {
  // WeCom posts its callbacks as XML.
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  app.get(P.queue, desk, async (request) => ok(await s.sessions.queue(actorOf(request))));
  app.get(P.queueCount, desk, async (request) => ok(await s.sessions.queueCount(actorOf(request))));
  app.get(P.mine, desk, async (request) => ok(await s.sessions.mine(actorOf(request))));
  app.get(P.detail, desk, async (request) => ok(await s.sessions.detail(actorOf(request), parse(SessionIdQuerySchema, request.query).sessionId)));
  app.get(P.messages, desk, async (request) => {
    const { sessionId, afterSeq } = parse(MessagesQuerySchema, request.query);
    return ok(await s.sessions.messages(actorOf(request), sessionId, afterSeq));
  });
  app.get(P.staff, desk, async (request) => ok({ staff: await s.sessions.staff(actorOf(request)), quickReplies: QUICK_REPLIES }));
  app.post(P.take, desk, async (request) => ok(await s.sessions.take(actorOf(request), parseBody(SessionIdBodySchema, request).sessionId)));
  app.post(P.transfer, desk, async (request) => {
    const { sessionId, toUserId } = parseBody(TransferSchema, request);
    return ok(await s.sessions.transfer(actorOf(request), sessionId, toUserId));
  });
  app.post(P.close, desk, async (request) => ok(await s.sessions.close(actorOf(request), parseBody(SessionIdBodySchema, request).sessionId)));
  app.post(P.linkCustomer, desk, async (request) => {
    const { sessionId, customerId } = parseBody(LinkCustomerSchema, request);
    const actor = actorOf(request);
    return ok(await s.sessions.linkCustomer(actor, sessionId, customerId, () => s.customerVisible(actor, customerId)));
  });
  app.post(P.send, desk, async (request) => ok(await s.sessions.send(actorOf(request), parseBody(SendMessageSchema, request))));
  app.get(P.media, desk, async (request, reply) => {
    const { sessionId, seq } = parse(MediaQuerySchema, request.query);
    const actor = actorOf(request);
    const media = await s.wecom.media(actor.enterpriseId, await s.sessions.mediaIdOf(actor, sessionId, seq));
    return reply.header('content-type', media.type).header('cache-control', 'private, max-age=86400').send(media.bytes);
  });

  app.get(P.records, readers, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(RecordListQuerySchema, request.query);
    return ok(await s.accounts.records(actorOf(request), filter, { pageIndex, pageSize }));
  });
  exportRoute(app, s.exports, {
    path: P.recordExport,
    schema: ExportRecordsSchema,
    roles: RECORD_READERS,
    source: 'reception-records',
    filter: (rest, who) => recordFilterFor(who, rest),
  });

  app.get(P.accounts, desk, async (request) => ok(await s.accounts.list(actorOf(request))));
  app.post(P.accountSave, admins, async (request) => ({
    success: true,
    message: Messages.saveOk,
    data: await s.accounts.save(actorOf(request), parseBody(SaveAccountSchema, request), planOf(request, s.hotline)),
  }));
  app.post(P.webLink, desk, async (request) => ok(await s.accounts.webLink(actorOf(request), parseBody(WebLinkSchema, request))));
  app.post(P.groupSave, admins, async (request) => ({
    success: true,
    message: Messages.saveOk,
    data: await s.accounts.saveGroup(actorOf(request), parseBody(SaveGroupSchema, request), planOf(request, s.hotline)),
  }));
  app.post(P.contactWay, admins, async (request) => ok(await s.accounts.contactWay(actorOf(request), parseBody(ContactWaySchema, request))));
  app.post(P.wecomAccountsSync, admins, async (request) => ok(await s.accounts.syncWecom(actorOf(request))));
  app.get(P.wecomSettings, admins, async (request) => ok(await s.accounts.wecom(actorOf(request))));
  app.post(P.wecomSettingsSave, admins, async (request) => {
    await s.accounts.saveWecom(actorOf(request), parseBody(WecomSettingsSchema, request));
    return { success: true, message: Messages.saveOk };
  });

  app.get(P.wecomCallback, open, async (request, reply) => {
    const { enterpriseId } = parse(CallbackParamsSchema, request.params);
    const echo = await s.wecom.verifyUrl(enterpriseId, parse(CallbackQuerySchema, request.query));
    return reply.type('text/plain').send(echo);
  });
  app.post(P.wecomCallback, open, async (request, reply) => {
    const { enterpriseId } = parse(CallbackParamsSchema, request.params);
    const query = parse(CallbackQuerySchema, request.query);
    await s.wecom.callback(enterpriseId, query, typeof request.body === 'string' ? request.body : '');
    return reply.type('text/plain').send('success');
  });

  app.post(P.visitorSend, open, async (request) => {
    const { token, clientMsgId, text } = parseBody(VisitorSendSchema, request);
    return ok(await s.web.send(token, clientMsgId, text));
  });
  await app.register(visitorUploadRoute, s);
  app.post(P.visitorRate, open, async (request) => {
    const { token, ...rating } = parseBody(VisitorRateSchema, request);
    await s.web.rate(token, rating);
    return { success: true, message: '感谢您的评价' };
  });
  app.get(P.visitorMessages, open, async (request) => {
    const { token, afterSeq } = parse(VisitorMessagesQuerySchema, request.query);
    return ok(await s.web.messages(token, afterSeq));
  });
  app.get(P.visitorFile, open, async (request, reply) => {
    const { token, sessionId, seq } = parse(VisitorFileQuerySchema, request.query);
    return sendUploadedFile(reply, await s.web.file(token, sessionId, seq), 'private, max-age=86400');
  });
  // Server-sent events rather than a socket: the visitor only listens, has no session for the chat
  // socket, and EventSource reconnects by itself.
  app.get(P.visitorEvents, open, async (request, reply) => {
    const { token } = parse(VisitorEventsQuerySchema, request.query);
    const visitor = await s.web.streamOf(token);
    reply.hijack();
    s.visitors.open(reply.raw, visitor);
  });
}

const MediaQuerySchema = z.object({
  sessionId: z.coerce.number().int('sessionId 须为正整数').positive('sessionId 须为正整数').max(2 ** 53 - 1, 'sessionId 过大'),
  seq: z.coerce.number().int('seq 须为正整数').positive('seq 须为正整数').max(2 ** 31 - 1, 'seq 过大'),
});

/** Room for the multipart envelope around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The visitor's image or file, multipart (parsed only in this scope), refused by its length before a byte is read. */
async function visitorUploadRoute(app: FastifyInstance, s: OnlineChatServices) {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES.file, files: 1, fields: 0, parts: 1 } });
  const refuseTooLong = async (request: FastifyRequest) => {
    const { kind } = parse(VisitorUploadQuerySchema, request.query);
    if (Number(request.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES[kind] + MULTIPART_OVERHEAD) throw badRequest(tooLarge(kind));
  };
  app.post(P.visitorUpload, { ...open, onRequest: refuseTooLong }, async (request) => {
    const { token, clientMsgId, kind } = parse(VisitorUploadQuerySchema, request.query);
    const read = async () => {
      if (!request.isMultipart()) throw badRequest(UploadTexts.noFile);
      const part = await request.file();
      if (!part) throw badRequest(UploadTexts.noFile);
      try {
        return { name: part.filename, bytes: await part.toBuffer() };
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw badRequest(tooLarge(kind));
        throw error;
      }
    };
    return ok(await s.web.sendFile(token, clientMsgId, kind, read));
  });
}
